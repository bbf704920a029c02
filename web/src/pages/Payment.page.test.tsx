import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { convex } from "../test/fakeConvex";
import { renderPage } from "../test/render";
import PaymentPage from "./Payment.page";

vi.mock("convex/react", async () => (await import("../test/fakeConvex")).fakeConvexReact);

function me(plan: "Free" | "Premium") {
  return {
    profile: { profileCode: "TM1234", fullName: "Ravi Kumar", status: "approved" },
    contacts: { email: "ravi@example.com", mobileNumber: "+919876543210", altMobileNumber: null, contactPerson: null },
    membership: { plan, premiumUntil: plan === "Premium" ? Date.UTC(2027, 0, 15, 6) : null },
    completion: 75,
    photos: [],
  };
}

describe("/payment, the subscription status page", () => {
  it("shows a spinner first", () => {
    convex.setAuth({ isLoading: true, isAuthenticated: false });
    renderPage(<PaymentPage />, { route: "/payment" });
    expect(screen.getByRole("status")).toBeInTheDocument();
  });

  it("asks a visitor to log in, with a login link", () => {
    convex.setAuth({ isLoading: false, isAuthenticated: false });
    renderPage(<PaymentPage />, { route: "/payment" });
    expect(screen.getByText("Please log in to view your subscription details.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  });

  it("congratulates a Premium member and lists all four benefits with the expiry", () => {
    convex.setQuery("members:me", me("Premium"));
    renderPage(<PaymentPage />, { route: "/payment" });
    expect(screen.getByText("Congratulations! You are a Premium member.")).toBeInTheDocument();
    expect(screen.getByText(/valid until 15 Jan 2027/)).toBeInTheDocument();
    for (const benefit of ["Unlimited Profiles", "Contact Information", "Priority Support", "Exclusive Matches"]) {
      expect(screen.getByText(benefit).closest("li")).toHaveTextContent("(Included)");
    }
    expect(screen.queryByRole("button", { name: "Upgrade Now" })).not.toBeInTheDocument();
  });

  it("ticks only Unlimited Profiles for a free member", () => {
    convex.setQuery("members:me", me("Free"));
    renderPage(<PaymentPage />, { route: "/payment" });
    const items = screen.getAllByRole("listitem");
    expect(items.map((li) => li.textContent?.includes("(Included)"))).toEqual([true, false, false, false]);
    expect(items[0]).toHaveTextContent("Unlimited Profiles");
  });

  it("opens 'Upgrade Your Plan' with call and WhatsApp, and an outside click closes it", async () => {
    convex.setQuery("members:me", me("Free"));
    const user = userEvent.setup();
    renderPage(<PaymentPage />, { route: "/payment" });
    await user.click(screen.getByRole("button", { name: "Upgrade Now" }));
    const dialog = await screen.findByRole("dialog", { name: "Upgrade Your Plan" });
    expect(within(dialog).getByRole("link", { name: "Call Support" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^tel:\+91/),
    );
    const whatsapp = within(dialog).getByRole("link", { name: "Chat on WhatsApp" });
    expect(whatsapp.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\d+\?text=.*TM1234/);
    // The overlay is the element outside the dialog's content that Mantine listens on.
    const overlay = document.querySelector(".mantine-Modal-overlay");
    expect(overlay).not.toBeNull();
    await user.click(overlay as Element);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("lists the plans on sale in the upgrade modal, the spec's plan text first", async () => {
    convex.setQuery("members:me", me("Free"));
    convex.setQuery("plans:list", [
      {
        _id: "p1",
        key: "premium",
        nameEn: "Premium",
        nameTe: "ప్రీమియం",
        days: 365,
        pricePaise: 99_900,
        gstRateBasisPoints: 1800,
        gstPaise: 17_982,
        totalPaise: 117_882,
        contactReveals: null,
        isDefault: true,
      },
      {
        _id: "p3",
        key: "premium-3m",
        nameEn: "Premium 3 months",
        nameTe: "ప్రీమియం 3 నెలలు",
        days: 90,
        pricePaise: 44_900,
        gstRateBasisPoints: 1800,
        gstPaise: 8_082,
        totalPaise: 52_982,
        contactReveals: 60,
        isDefault: false,
      },
    ]);
    const user = userEvent.setup();
    renderPage(<PaymentPage />, { route: "/payment" });
    await user.click(screen.getByRole("button", { name: "Upgrade Now" }));
    const dialog = await screen.findByRole("dialog", { name: "Upgrade Your Plan" });
    const plans = within(within(dialog).getByRole("list", { name: "Our plans" }))
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(plans).toEqual(["Premium Plan: ₹999 (including GST)", "Premium 3 months: 90 days, ₹529.82"]);
  });

  it("links to the online payment page", () => {
    convex.setQuery("members:me", me("Free"));
    renderPage(<PaymentPage />, { route: "/payment" });
    expect(screen.getByRole("link", { name: "Pay online instead" })).toHaveAttribute("href", "/payment1");
  });
});
