import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeMe } from "../test/fixtures";
import { convex } from "../test/fakeConvex";
import { renderPage } from "../test/render";
import Payment1Page from "./Payment1.page";

vi.mock("convex/react", async () => (await import("../test/fakeConvex")).fakeConvexReact);

const EXPIRY = Date.UTC(2027, 10, 21, 6);
const ORDER = {
  key: "rzp_test_x",
  order_id: "order_1",
  amount: 117882,
  currency: "INR",
  name: "Telugu Matrimony",
  description: "Upgrade to Premium Plan",
  prefill: { name: "Ravi", email: "ravi@example.com", contact: "+919876543210" },
  theme: { color: "#c2255c" },
};

type Handlers = { handler(r: unknown): void; modal: { ondismiss(): void } };
/** A stand-in for Razorpay Checkout: the test decides what the member does in it. */
class FakeCheckout {
  static last: FakeCheckout | null = null;
  failed: ((f: unknown) => void) | null = null;
  opened = false;
  constructor(readonly options: Handlers & Record<string, unknown>) {
    FakeCheckout.last = this;
  }
  open() {
    this.opened = true;
  }
  on(_event: string, listener: (f: unknown) => void) {
    this.failed = listener;
  }
  pay() {
    this.options.handler({ razorpay_payment_id: "pay_1", razorpay_order_id: "order_1", razorpay_signature: "sig" });
  }
}

function payment(overrides: Record<string, unknown>) {
  return {
    _id: "p1",
    provider: "razorpay",
    status: "paid",
    amountPaise: 117882,
    currency: "INR",
    transactionId: "pay_OLD",
    orderId: "order_OLD",
    method: null,
    createdAt: Date.UTC(2026, 0, 5),
    paidAt: Date.UTC(2026, 0, 5),
    premiumUntil: Date.UTC(2027, 0, 5),
    failureReason: null,
    ...overrides,
  };
}

describe("/payment1, the online payment page", () => {
  beforeEach(() => {
    convex.setQuery("members:me", makeMe({ membership: { plan: "Free", premiumUntil: null } }));
    convex.setQuery("payments:history", []);
    convex.setQuery("invoices:mine", []);
    convex.mutation("payments:createOrder").mockResolvedValue(ORDER);
    window.Razorpay = FakeCheckout as unknown as NonNullable<typeof window.Razorpay>;
    FakeCheckout.last = null;
  });
  afterEach(() => {
    delete window.Razorpay;
  });

  it("lists a payment's tax invoice and credit note and downloads the PDF through the checked action", async () => {
    convex.setQuery("payments:history", [payment({})]);
    convex.setQuery("invoices:mine", [
      {
        _id: "d2",
        kind: "creditNote",
        number: "CN/26-27/000001",
        paymentId: "p1",
        issuedAt: Date.UTC(2026, 0, 6),
        totalPaise: 117882,
      },
      {
        _id: "d1",
        kind: "invoice",
        number: "INV/26-27/000001",
        paymentId: "p1",
        issuedAt: Date.UTC(2026, 0, 5),
        totalPaise: 117882,
      },
      {
        _id: "d3",
        kind: "invoice",
        number: "INV/26-27/000009",
        paymentId: "other",
        issuedAt: Date.UTC(2026, 0, 5),
        totalPaise: 117882,
      },
    ]);
    const pdf = convex
      .mutation("invoices:pdf")
      .mockResolvedValue({ fileName: "INV-26-27-000001.pdf", bytes: new TextEncoder().encode("%PDF-1.7").buffer });
    const createObjectURL = vi.fn(() => "blob:invoice");
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const user = userEvent.setup();
    renderPage(<Payment1Page />, { route: "/payment1" });
    expect(screen.getByText("Tax invoice INV/26-27/000001")).toBeInTheDocument();
    expect(screen.getByText(/Credit note CN\/26-27\/000001 · Refunded ₹1,178\.82/)).toBeInTheDocument();
    expect(screen.queryByText(/INV\/26-27\/000009/)).not.toBeInTheDocument();
    const buttons = screen.getAllByRole("button", { name: "Download PDF" });
    await user.click(buttons[1] as HTMLElement);
    await waitFor(() => expect(clicked).toEqual(["INV-26-27-000001.pdf"]));
    expect(pdf).toHaveBeenCalledWith({ documentId: "d1" });
    click.mockRestore();
  });

  it("says so when the invoice cannot be downloaded", async () => {
    convex.setQuery("payments:history", [payment({})]);
    convex.setQuery("invoices:mine", [
      {
        _id: "d1",
        kind: "invoice",
        number: "INV/26-27/000001",
        paymentId: "p1",
        issuedAt: Date.UTC(2026, 0, 5),
        totalPaise: 117882,
      },
    ]);
    convex.mutation("invoices:pdf").mockRejectedValue(new Error("network"));
    const user = userEvent.setup();
    renderPage(<Payment1Page />, { route: "/payment1" });
    await user.click(screen.getByRole("button", { name: "Download PDF" }));
    expect(await screen.findByText("The file could not be downloaded. Please try again.")).toBeInTheDocument();
  });

  it("shows My Account, the plan text and the upgrade button for a free member", () => {
    renderPage(<Payment1Page />, { route: "/payment1" });
    expect(screen.getByText("Premium Plan: ₹999 (including GST)")).toBeInTheDocument();
    expect(screen.getByText("Free")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upgrade to Premium" })).toBeEnabled();
    expect(screen.getByText("No payments yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Subscription status/ })).toHaveAttribute("href", "/payment");
  });

  it("shows the price as one bill: the spec's plan line, then GST and the amount payable, and why", () => {
    renderPage(<Payment1Page />, { route: "/payment1" });
    const bill = screen.getByRole("table", { name: "Price breakdown" });
    const rows = within(bill)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual(["Plan price₹999.00", "GST (18%)+ ₹179.82", "Amount payable₹1,178.82"]);
    expect(
      screen.getByText(
        /The plan is listed at ₹999\. When you pay, 18% GST is added to it, so the amount payable is ₹1,178\.82\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Valid for 365 days/)).toBeInTheDocument();
    // The old contradiction: a sentence claiming ₹999 + 18% right under "₹999 (including GST)".
    expect(screen.queryByText(/You pay ₹1,178\.82 \(₹999 \+ 18% GST\)/)).not.toBeInTheDocument();
  });

  it("shows the Premium badge in the catalogue's case, not in capitals", () => {
    convex.setQuery("members:me", makeMe({ membership: { plan: "Premium", premiumUntil: EXPIRY } }));
    renderPage(<Payment1Page />, { route: "/payment1" });
    expect(screen.getByText(/^Premium until /).closest(".mantine-Badge-root")).toHaveStyle({ textTransform: "none" });
  });

  it("falls back to 'Not provided' for a missing mobile number", () => {
    const me = makeMe();
    convex.setQuery("members:me", { ...me, contacts: { ...me.contacts, mobileNumber: "" } });
    renderPage(<Payment1Page />, { route: "/payment1" });
    expect(screen.getByText("Not provided")).toBeInTheDocument();
  });

  it("opens Checkout with the server's order, confirms the answer and shows the success dialog", async () => {
    const confirm = convex
      .mutation("payments:confirm")
      .mockResolvedValue({ status: "paid", premiumUntil: EXPIRY, alreadyConfirmed: false });
    const user = userEvent.setup();
    renderPage(<Payment1Page />, { route: "/payment1" });
    await user.click(screen.getByRole("button", { name: "Upgrade to Premium" }));
    await waitFor(() => expect(FakeCheckout.last?.opened).toBe(true));
    expect(FakeCheckout.last?.options).toMatchObject({
      amount: 117882,
      currency: "INR",
      order_id: "order_1",
      description: "Upgrade to Premium Plan",
    });
    FakeCheckout.last?.pay();
    const dialog = await screen.findByRole("dialog", { name: "Payment successful" });
    expect(within(dialog).getByText(/active until 21 Nov 2027/)).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith({
      razorpay_payment_id: "pay_1",
      razorpay_order_id: "order_1",
      razorpay_signature: "sig",
    });
  });

  it("says the process was dismissed when Checkout is closed", async () => {
    const user = userEvent.setup();
    renderPage(<Payment1Page />, { route: "/payment1" });
    await user.click(screen.getByRole("button", { name: "Upgrade to Premium" }));
    await waitFor(() => expect(FakeCheckout.last?.opened).toBe(true));
    FakeCheckout.last?.options.modal.ondismiss();
    expect(await screen.findByText("Payment process was dismissed. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upgrade to Premium" })).toBeEnabled();
  });

  it("reports a failed payment and offers one action, Try again, not the dismissal message", async () => {
    const user = userEvent.setup();
    renderPage(<Payment1Page />, { route: "/payment1" });
    await user.click(screen.getByRole("button", { name: "Upgrade to Premium" }));
    await waitFor(() => expect(FakeCheckout.last?.opened).toBe(true));
    FakeCheckout.last?.failed?.({ error: { description: "Card declined" } });
    FakeCheckout.last?.options.modal.ondismiss();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Payment failed");
    expect(alert).toHaveTextContent("(Card declined)");
    expect(screen.queryByText("Payment process was dismissed. Please try again.")).not.toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /Try again|Upgrade to Premium/ }).map((b) => b.textContent)).toEqual([
      "Try again",
    ]);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(convex.mutation("payments:createOrder")).toHaveBeenCalledTimes(2));
  });

  it("says the payment could not be saved when confirm fails", async () => {
    convex.mutation("payments:confirm").mockRejectedValue(new Error("network"));
    const user = userEvent.setup();
    renderPage(<Payment1Page />, { route: "/payment1" });
    await user.click(screen.getByRole("button", { name: "Upgrade to Premium" }));
    await waitFor(() => expect(FakeCheckout.last?.opened).toBe(true));
    FakeCheckout.last?.pay();
    expect(
      (await screen.findAllByText("Failed to save payment details. Please contact support.")).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole("dialog", { name: "Payment successful" })).not.toBeInTheDocument();
  });

  it("shows the server's refusal when no order can be opened", async () => {
    const { ConvexError } = await import("convex/values");
    convex
      .mutation("payments:createOrder")
      .mockRejectedValue(
        new ConvexError({ code: "unavailable", message: "Online payment is not available right now." }),
      );
    const user = userEvent.setup();
    renderPage(<Payment1Page />, { route: "/payment1" });
    await user.click(screen.getByRole("button", { name: "Upgrade to Premium" }));
    expect(await screen.findByText("Online payment is not available right now.")).toBeInTheDocument();
    expect(FakeCheckout.last).toBeNull();
  });

  it("shows a Premium member the badge with the expiry and the history newest first with details", async () => {
    convex.setQuery("members:me", makeMe({ membership: { plan: "Premium", premiumUntil: EXPIRY } }));
    convex.setQuery("payments:history", [
      payment({
        _id: "p2",
        transactionId: "pay_NEW",
        paidAt: Date.UTC(2026, 10, 21),
        createdAt: Date.UTC(2026, 10, 21),
        premiumUntil: EXPIRY,
      }),
      payment({ _id: "p1" }),
      payment({ _id: "p0", status: "created", transactionId: null, paidAt: null }),
    ]);
    const user = userEvent.setup();
    renderPage(<Payment1Page />, { route: "/payment1" });
    expect(screen.getByText("Premium until 21 Nov 2027")).toBeInTheDocument();
    const rows = screen.getAllByRole("button", { name: "View Details" });
    expect(rows).toHaveLength(2); // the unpaid order is not a payment
    await user.click(rows[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Payment details" });
    expect(dialog).toHaveTextContent("pay_NEW");
    expect(dialog).toHaveTextContent("₹1,178.82");
    expect(dialog).toHaveTextContent("Success");
  });

  describe("with a plan catalogue", () => {
    const plan = (
      key: string,
      nameEn: string,
      days: number,
      pricePaise: number,
      gstPaise: number,
      contactReveals: number | null,
    ) => ({
      _id: `plan_${key}`,
      key,
      nameEn,
      nameTe: nameEn,
      days,
      pricePaise,
      gstRateBasisPoints: 1800,
      gstPaise,
      totalPaise: pricePaise + gstPaise,
      contactReveals,
      isDefault: key === "premium",
    });
    beforeEach(() => {
      convex.setQuery("plans:list", [
        plan("premium", "Premium", 365, 99_900, 17_982, null),
        plan("premium-3m", "Premium 3 months", 90, 44_900, 8_082, 60),
      ]);
    });

    it("lists the plans, the default plan first with the spec's text, and buys the chosen one with the server-checked coupon", async () => {
      const quote = convex.mutation("payments:quote").mockResolvedValue({
        terms: { couponCode: "WELCOME20", discountPaise: 8_980, amountPaise: 42_386 },
        premiumUntilAfter: 0,
        premiumUntilNow: null,
      });
      convex
        .mutation("payments:confirm")
        .mockResolvedValue({ status: "paid", premiumUntil: EXPIRY, alreadyConfirmed: false });
      const user = userEvent.setup();
      renderPage(<Payment1Page />, { route: "/payment1" });
      expect(screen.getByText("Premium Plan: ₹999 (including GST)")).toBeInTheDocument();
      await user.click(screen.getByRole("radio", { name: "Premium 3 months: 90 days, ₹529.82" }));
      expect(screen.getByText("Valid for 90 days.")).toBeInTheDocument();
      expect(screen.getByText(/up to 60 members over the plan \(at most 20 a day\)/)).toBeInTheDocument();
      await user.type(screen.getByRole("textbox", { name: "Coupon code" }), "welcome20");
      await user.click(screen.getByRole("button", { name: "Apply" }));
      expect(quote).toHaveBeenCalledWith({ planId: "plan_premium-3m", couponCode: "welcome20" });
      expect(await screen.findByText("Coupon WELCOME20 applied: ₹89.80 off the plan price.")).toBeInTheDocument();
      const rows = within(screen.getByRole("table", { name: "Price breakdown" }))
        .getAllByRole("row")
        .map((row) => row.textContent);
      expect(rows).toEqual([
        "Plan price₹449.00",
        "Coupon WELCOME20− ₹89.80",
        "GST (18%)+ ₹64.66",
        "Amount payable₹423.86",
      ]);
      await user.click(screen.getByRole("button", { name: "Upgrade to Premium" }));
      await waitFor(() =>
        expect(convex.mutation("payments:createOrder")).toHaveBeenCalledWith({
          planId: "plan_premium-3m",
          couponCode: "WELCOME20",
        }),
      );
    });

    it("shows the server's refusal of a coupon under the field", async () => {
      const { ConvexError } = await import("convex/values");
      convex
        .mutation("payments:quote")
        .mockRejectedValue(
          new ConvexError({ code: "invalid", message: "This coupon has expired.", key: "coupon.expired" }),
        );
      const user = userEvent.setup();
      renderPage(<Payment1Page />, { route: "/payment1" });
      await user.type(screen.getByRole("textbox", { name: "Coupon code" }), "OLD");
      await user.click(screen.getByRole("button", { name: "Apply" }));
      expect(await screen.findByText("This coupon has expired.")).toBeInTheDocument();
    });

    it("tells a Premium member plainly that the new period starts after the current one", async () => {
      convex.setQuery("members:me", makeMe({ membership: { plan: "Premium", premiumUntil: EXPIRY } }));
      const user = userEvent.setup();
      renderPage(<Payment1Page />, { route: "/payment1" });
      await user.click(screen.getByRole("radio", { name: /Premium 3 months/ }));
      expect(screen.getByTestId("renewal-note")).toHaveTextContent(
        "You are Premium until 21 Nov 2027. This plan's 90 days are added after that date, so your Premium will run until 19 Feb 2028. You keep every day you have; nothing is prorated or refunded.",
      );
    });
  });

  it("tells an unapproved member they can upgrade once approved", () => {
    convex.setQuery("members:me", makeMe({ profile: { status: "pending" } }));
    renderPage(<Payment1Page />, { route: "/payment1" });
    expect(screen.getByText("You can upgrade once your account is approved.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Upgrade to Premium" })).not.toBeInTheDocument();
  });
});
