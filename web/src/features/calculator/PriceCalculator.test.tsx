import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { calculateBill, findCoupon, type PlanKey } from "@matrimony/shared/rules/pricing";
import { renderPage } from "../../test/render";
import { formatRupees } from "./formatRupees";
import { PriceCalculator } from "./PriceCalculator";

function setup() {
  const user = userEvent.setup();
  renderPage(<PriceCalculator />, { route: "/pay" });
  return user;
}

const total = () => screen.getByTestId("bill-total");
const couponBox = () => screen.getByRole("textbox", { name: "Coupon code" });

async function applyCoupon(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.clear(couponBox());
  await user.type(couponBox(), code);
  await user.click(screen.getByRole("button", { name: "Apply" }));
}

describe("formatRupees", () => {
  it.each([
    [0, "₹0"],
    [999, "₹999"],
    [4479, "₹4,479"],
    [100000, "₹1,00,000"],
    [12345678, "₹1,23,45,678"],
  ])("%i → %s (Indian digit grouping)", (rupees, text) => {
    expect(formatRupees(rupees)).toBe(text);
  });
});

describe("price calculator (SPEC §2, §5, §9)", () => {
  // Every calculator path, with the exact totals of the issue.
  const PATHS: {
    plan: PlanKey;
    coupon: string | null;
    base: string;
    offer: string;
    couponLine: string | null;
    total: string;
  }[] = [
    { plan: "India", coupon: null, base: "₹5,599", offer: "− ₹1,120", couponLine: null, total: "₹4,479" },
    { plan: "India", coupon: "WELCOME20", base: "₹5,599", offer: "− ₹1,120", couponLine: "− ₹896", total: "₹3,583" },
    { plan: "India", coupon: "KARANKI10", base: "₹5,599", offer: "− ₹1,120", couponLine: "− ₹448", total: "₹4,031" },
    { plan: "NRI", coupon: null, base: "₹6,599", offer: "− ₹1,122", couponLine: null, total: "₹5,477" },
    { plan: "NRI", coupon: "WELCOME20", base: "₹6,599", offer: "− ₹1,122", couponLine: "− ₹1,095", total: "₹4,382" },
    { plan: "NRI", coupon: "KARANKI10", base: "₹6,599", offer: "− ₹1,122", couponLine: "− ₹548", total: "₹4,929" },
  ];

  it.each(PATHS)(
    "$plan with coupon $coupon: total $total",
    async ({ plan, coupon, base, offer, couponLine, total: expected }) => {
      // The table agrees with the shared pricing rule, so the page cannot drift from it.
      expect(formatRupees(calculateBill(plan, coupon ? findCoupon(coupon) : null).total)).toBe(expected);

      const user = setup();
      if (plan === "NRI") await user.click(screen.getByRole("tab", { name: "NRI" }));
      if (coupon) await applyCoupon(user, coupon.toLowerCase()); // matched case-insensitively

      const bill = screen.getByRole("table", { name: "Bill summary" });
      const row = (label: RegExp) => within(bill).getByRole("row", { name: label });
      expect(row(/Base price/)).toHaveTextContent(base);
      expect(row(/Offer discount/)).toHaveTextContent(offer);
      if (couponLine) expect(row(new RegExp(`Coupon ${coupon ?? ""}`))).toHaveTextContent(couponLine);
      else expect(within(bill).queryByRole("row", { name: /Coupon/ })).not.toBeInTheDocument();
      expect(total()).toHaveTextContent(expected);
      expect(screen.getByRole("button", { name: `Pay ${expected}` })).toBeInTheDocument();
    },
  );

  it.each([
    ["India", "India plan: Premium with personal matchmaking, 12 months"],
    ["NRI", "NRI plan: Premium with personal matchmaking, 12 months"],
  ])("names what the %s plan buys and for how long, above its price", async (plan, heading) => {
    const user = setup();
    if (plan === "NRI") await user.click(screen.getByRole("tab", { name: "NRI" }));
    expect(screen.getByRole("heading", { name: heading })).toBeInTheDocument();
    expect(screen.getByText(/^Premium for 365 days from the day we confirm your payment/)).toBeInTheDocument();
  });

  it("says 'Coupon applied' for a known code and 'Invalid coupon code' for an unknown one", async () => {
    const user = setup();
    await applyCoupon(user, "Welcome20");
    expect(screen.getByRole("status")).toHaveTextContent("Coupon applied");
    expect(screen.queryByText("Invalid coupon code")).not.toBeInTheDocument();

    await applyCoupon(user, "WELCOME50");
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid coupon code");
    expect(screen.queryByText("Coupon applied")).not.toBeInTheDocument();
    // An unknown code leaves no discount behind: the bill matches what the box says.
    expect(total()).toHaveTextContent("₹4,479");
  });

  it("says 'Invalid coupon code' for an empty box", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid coupon code");
    expect(total()).toHaveTextContent("₹4,479");
  });

  it("applies only one coupon at a time: a second code replaces the first", async () => {
    const user = setup();
    await applyCoupon(user, "WELCOME20");
    await applyCoupon(user, "KARANKI10");
    expect(total()).toHaveTextContent("₹4,031");
    expect(screen.queryByRole("row", { name: /WELCOME20/ })).not.toBeInTheDocument();
  });

  it("removes the coupon on request", async () => {
    const user = setup();
    await applyCoupon(user, "KARANKI10");
    await user.click(screen.getByRole("button", { name: "Remove coupon" }));
    expect(total()).toHaveTextContent("₹4,479");
    expect(couponBox()).toHaveValue("");
  });

  it.each([
    { from: "India", to: "NRI", code: "WELCOME20", expected: "₹5,477" },
    { from: "NRI", to: "India", code: "KARANKI10", expected: "₹4,479" },
  ])("switching $from → $to resets the coupon text and the discount", async ({ from, to, code, expected }) => {
    const user = setup();
    await user.click(screen.getByRole("tab", { name: from }));
    await applyCoupon(user, code);
    expect(screen.getByRole("row", { name: new RegExp(code) })).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: to }));
    expect(screen.getByRole("tab", { name: to })).toHaveAttribute("aria-selected", "true");
    expect(couponBox()).toHaveValue("");
    expect(screen.queryByRole("row", { name: /Coupon/ })).not.toBeInTheDocument();
    expect(screen.queryByText("Coupon applied")).not.toBeInTheDocument();
    expect(total()).toHaveTextContent(expected);

    // And back: the first tab does not remember its coupon either.
    await user.click(screen.getByRole("tab", { name: from }));
    expect(couponBox()).toHaveValue("");
    expect(screen.queryByRole("row", { name: /Coupon/ })).not.toBeInTheDocument();
  });

  it("Pay shows how to pay with a payment app, for the total, and makes no call", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const user = setup();
    await applyCoupon(user, "WELCOME20");
    await user.click(screen.getByRole("button", { name: "Pay ₹3,583" }));

    const dialog = await screen.findByRole("dialog", { name: "How to pay" });
    expect(dialog).toHaveTextContent(/Please pay ₹3,583 using PhonePe or Google Pay to \+91\s98765\s43210/);
    const whatsApp = within(dialog).getByRole("link", { name: /Chat on WhatsApp/ });
    expect(decodeURIComponent(whatsApp.getAttribute("href") ?? "")).toContain("I have paid ₹3,583 for the India plan");
    expect(within(dialog).getByRole("link", { name: /Call/ })).toHaveAttribute("href", "tel:+919876543210");
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
