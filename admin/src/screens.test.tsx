/**
 * Screens as staff use them, over an in-memory Convex: what support may not do is not offered; the
 * lookup shows call cards and takes a note; the offline payment form checks its fields and shows the
 * server's answer under the field it concerns.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { describe, expect, it } from "vitest";
import { FakeConvex, paginate } from "./test/fakeConvex";
import { approvalRow, callCard, memberRecord } from "./test/fixtures";
import { renderConsole } from "./test/renderConsole";

function world() {
  return new FakeConvex()
    .on("admin/approvals:list", (args) => paginate([approvalRow], args))
    .on("admin/members:get", () => memberRecord)
    .on("admin/members:list", (args) => paginate([], args))
    .on("admin/approvals:approve", () => null);
}

describe("roles", () => {
  it("support sees the approval queue without Approve or Reject", async () => {
    renderConsole({ convex: world(), role: "support", route: "/approvals" });
    expect(await screen.findByText("Lakshmi Reddy")).toBeInTheDocument();
    expect(screen.getByText("Only admins can approve or reject members.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /approve/i })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /reject/i })).not.toBeInTheDocument();
    // Nor the admin-only screens in the menu.
    expect(screen.queryByRole("menuitem", { name: /staff/i })).not.toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: /audit/i })).not.toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: /support lookup/i })).toBeInTheDocument();
  });

  it("support sees a member's page without delete, suspend or edit, but may record a payment", async () => {
    renderConsole({ convex: world(), role: "support", route: "/members/p1/show" });
    expect(await screen.findByRole("heading", { name: "Lakshmi Reddy" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /record offline payment/i })).toBeInTheDocument();
    for (const name of [/delete account/i, /suspend/i, /^edit$/i, /approve/i]) {
      expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
      expect(screen.queryByRole("link", { name })).not.toBeInTheDocument();
    }
  });

  it("an admin gets the decisions and approving calls the server", async () => {
    const convex = world();
    renderConsole({ convex, role: "admin", route: "/approvals" });
    const approve = await screen.findByRole("button", { name: "Approve Lakshmi Reddy" });
    expect(screen.getByRole("button", { name: "Reject Lakshmi Reddy" })).toBeInTheDocument();
    await userEvent.click(approve);
    await waitFor(() => expect(convex.callsTo("admin/approvals:approve")).toHaveLength(1));
    expect(convex.callsTo("admin/approvals:approve")[0]?.args).toEqual({ id: "p1" });
    expect(await screen.findByText("Member approved.")).toBeInTheDocument();
  });

  it("an admin's member page has suspend, edit and delete; delete waits for the typed profile code", async () => {
    const convex = world().on("admin/members:remove", () => null);
    renderConsole({ convex, role: "admin", route: "/members/p1/show" });
    expect(await screen.findByRole("button", { name: /suspend/i })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /edit/i })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole("button", { name: /delete account/i }));
    const dialog = await screen.findByRole("dialog");
    const confirm = within(dialog).getByRole("button", { name: /delete account/i });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/type the profile code/i), "tm23abcd");
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(convex.callsTo("admin/members:remove")[0]?.args).toEqual({ id: "p1", confirm: "tm23abcd" }),
    );
    expect(await screen.findByText("Account deleted.")).toBeInTheDocument();
  });
});

describe("support lookup", () => {
  it("shows call cards as the agent types, and saves a call note in two clicks", async () => {
    let notes = callCard().lastNotes;
    const convex = new FakeConvex()
      .on("admin/lookup:find", ({ query }) =>
        String(query).replace(/\D/g, "").endsWith("9876543210")
          ? { matchedBy: "phone", cards: [callCard({ lastNotes: notes })] }
          : { matchedBy: "name", cards: [] },
      )
      .on("admin/notes:add", ({ profileId, text }) => {
        notes = [
          {
            _id: "n1",
            profileId: String(profileId),
            profileCode: "TM23ABCD",
            fullName: "Lakshmi Reddy",
            author: "support@matrimony.local",
            text: String(text),
            createdAt: 1,
          },
        ];
        return "n1";
      });
    renderConsole({ convex, role: "support", route: "/lookup" });
    const box = await screen.findByLabelText(/phone, profile code, email or name/i);
    expect(box).toHaveFocus();
    await userEvent.type(box, "+91 98765-43210");
    const card = await screen.findByRole("article", { name: "Lakshmi Reddy (TM23ABCD)" });
    expect(within(card).getByText("+91 98•••••210")).toBeInTheDocument();
    expect(within(card).getByText("Approved")).toBeInTheDocument();
    expect(screen.getByText("1 found by phone number")).toBeInTheDocument();
    expect(within(card).getByText("No call notes yet.")).toBeInTheDocument();

    await userEvent.type(within(card).getByLabelText("Call note"), "Mother called about photos");
    await userEvent.click(within(card).getByRole("button", { name: "Save note" }));
    await waitFor(() =>
      expect(convex.callsTo("admin/notes:add")[0]?.args).toEqual({
        profileId: "p1",
        text: "Mother called about photos",
      }),
    );
    // The card is live: the note appears on it without another search.
    expect(await within(card).findByText("Mother called about photos")).toBeInTheDocument();
  });

  it("says so when nobody matches", async () => {
    const convex = new FakeConvex().on("admin/lookup:find", () => ({ matchedBy: "name", cards: [] }));
    renderConsole({ convex, role: "support", route: "/lookup" });
    await userEvent.type(await screen.findByLabelText(/phone, profile code, email or name/i), "Nobody");
    expect(await screen.findByText("No member found.")).toBeInTheDocument();
  });
});

describe("record offline payment", () => {
  it("checks the fields before sending, then sends paise for the member the code names", async () => {
    const convex = new FakeConvex()
      .on("admin/lookup:find", () => ({ matchedBy: "code", cards: [callCard()] }))
      .on("admin/plans:list", () => ({ page: [], isDone: true, continueCursor: "end" }))
      .on("admin/payments:recordOffline", () => ({ _id: "pay1", premiumUntil: Date.UTC(2026, 1, 5) }))
      .on("admin/payments:get", () => ({
        _id: "pay1",
        profileId: "p1",
        profileCode: "TM23ABCD",
        fullName: "Lakshmi Reddy",
        provider: "offline",
        status: "paid",
        amountPaise: 117882,
        currency: "INR",
        orderId: null,
        paymentId: null,
        receipt: null,
        method: "upi",
        reference: "UPI 1",
        recordedBy: "support@matrimony.local",
        paidAt: 1,
        premiumUntil: 2,
        failureReason: null,
        createdAt: 1,
      }));
    renderConsole({ convex, role: "support", route: "/payments/create" });
    const save = await screen.findByRole("button", { name: /record offline payment/i });
    await userEvent.click(save);
    expect(
      await screen.findByText("Enter the member's profile code: TM and six letters or digits."),
    ).toBeInTheDocument();
    expect(screen.getByText("Enter the amount paid, between ₹1 and ₹50,000.")).toBeInTheDocument();
    expect(screen.getByText("Enter the payment reference (receipt, UPI or cheque number).")).toBeInTheDocument();
    expect(convex.callsTo("admin/payments:recordOffline")).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/profile code/i), "TM23ABCD");
    expect(await screen.findByText("Lakshmi Reddy (TM23ABCD)")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/amount/i), "1,178.82");
    await userEvent.type(screen.getByLabelText(/reference/i), "UPI 1");
    await userEvent.click(save);
    await waitFor(() => expect(convex.callsTo("admin/payments:recordOffline")).toHaveLength(1));
    expect(convex.callsTo("admin/payments:recordOffline")[0]?.args).toMatchObject({
      profileId: "p1",
      amountPaise: 117882,
      reference: "UPI 1",
      method: "upi",
    });
  });

  it("shows the server's refusal under the field it concerns", async () => {
    const convex = new FakeConvex()
      .on("admin/lookup:find", () => ({ matchedBy: "code", cards: [callCard()] }))
      .on("admin/payments:recordOffline", () => {
        throw new ConvexError({
          code: "invalid",
          message: "A payment with this reference is already recorded for this member.",
          field: "reference",
        });
      });
    renderConsole({ convex, role: "support", route: "/payments/create" });
    await userEvent.type(await screen.findByLabelText(/profile code/i), "TM23ABCD");
    await userEvent.type(screen.getByLabelText(/amount/i), "999");
    await userEvent.type(screen.getByLabelText(/reference/i), "UPI 1");
    await userEvent.click(screen.getByRole("button", { name: /record offline payment/i }));
    expect(
      await screen.findByText("A payment with this reference is already recorded for this member."),
    ).toBeInTheDocument();
  });
});

describe("plans and coupons", () => {
  it("an admin adds a plan: rupees become paise and the GST percent basis points", async () => {
    const convex = new FakeConvex()
      .on("admin/plans:list", () => ({ page: [], isDone: true, continueCursor: "end" }))
      .on("admin/plans:create", (args) => ({ _id: "plan1", ...args, isDefault: false, updatedAt: 1 }));
    renderConsole({ convex, role: "admin", route: "/plans/create" });
    await userEvent.type(await screen.findByLabelText(/^key/i), "premium-1m");
    await userEvent.type(screen.getByLabelText(/name \(english\)/i), "Premium 1 month");
    await userEvent.type(screen.getByLabelText(/name \(telugu\)/i), "ప్రీమియం 1 నెల");
    await userEvent.type(screen.getByLabelText(/^days/i), "30");
    await userEvent.type(screen.getByLabelText(/price before gst/i), "199");
    await userEvent.type(screen.getByLabelText(/contact views included/i), "20");
    await userEvent.click(screen.getByRole("button", { name: /save/i }));
    await waitFor(() => expect(convex.callsTo("admin/plans:create")).toHaveLength(1));
    expect(convex.callsTo("admin/plans:create")[0]?.args).toEqual({
      key: "premium-1m",
      nameEn: "Premium 1 month",
      nameTe: "ప్రీమియం 1 నెల",
      days: 30,
      pricePaise: 19_900,
      gstRateBasisPoints: 1800,
      contactReveals: 20,
      active: true,
    });
  }, 30_000);

  it("an admin adds an amount coupon with no limits: rupees off become paise, empty limits null", async () => {
    const convex = new FakeConvex()
      .on("admin/coupons:list", () => ({ page: [], isDone: true, continueCursor: "end" }))
      .on("admin/coupons:create", (args) => ({ _id: "c1", ...args, uses: 0, updatedAt: 1 }));
    renderConsole({ convex, role: "admin", route: "/coupons/create" });
    await userEvent.type(await screen.findByLabelText(/^code/i), "DIWALI100");
    await userEvent.click(screen.getByLabelText(/^kind/i));
    await userEvent.click(await screen.findByRole("option", { name: "Amount" }));
    await userEvent.type(await screen.findByLabelText(/amount off/i), "100");
    await userEvent.click(screen.getByRole("button", { name: /save/i }));
    await waitFor(() => expect(convex.callsTo("admin/coupons:create")).toHaveLength(1));
    expect(convex.callsTo("admin/coupons:create")[0]?.args).toEqual({
      code: "DIWALI100",
      kind: "amount",
      value: 10_000,
      validFrom: null,
      validUntil: null,
      maxUsesPerMember: null,
      maxUsesTotal: null,
      active: true,
    });
  }, 30_000);
});
