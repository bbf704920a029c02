/**
 * A payment's tax documents and refunds in the console: staff propose a refund in rupees, only admins see
 * Approve and Reject, and an offline payment's approval carries how the money went back.
 */
import { getFunctionName, type FunctionReference } from "convex/server";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { paiseOf, PaymentRefunds } from "./resources/payments/PaymentRefunds";
import type { Id } from "./convexApi";

const calls = vi.hoisted(() => ({
  data: null as unknown,
  isAdmin: false,
  propose: vi.fn(),
  approve: vi.fn(),
  reject: vi.fn(),
  pdf: vi.fn(),
}));

vi.mock("convex/react", async (importActual) => ({
  ...(await importActual<typeof import("convex/react")>()),
  useQuery: () => calls.data,
  useMutation: (ref: FunctionReference<"mutation">) =>
    getFunctionName(ref).endsWith(":reject") ? calls.reject : calls.propose,
  useAction: (ref: FunctionReference<"action">) =>
    getFunctionName(ref).endsWith(":approve") ? calls.approve : calls.pdf,
}));
vi.mock("./permissions", () => ({
  useRole: () => ({ role: calls.isAdmin ? "admin" : "support", isAdmin: calls.isAdmin, isLoading: false }),
}));

const PAYMENT = "pay1" as Id<"payments">;
const proposed = {
  _id: "r1",
  paymentId: PAYMENT,
  amountPaise: 117882,
  reason: "Charged twice",
  endPremium: false,
  status: "proposed",
  proposedBy: "support@example.com",
  decidedBy: null,
  razorpayRefundId: null,
  offlineMethod: null,
  offlineReference: null,
  failureReason: null,
  createdAt: Date.UTC(2026, 10, 28),
  processedAt: null,
};

beforeEach(() => {
  calls.data = {
    refunds: [proposed],
    documents: [
      {
        _id: "d1",
        kind: "invoice",
        number: "INV/26-27/000001",
        paymentId: PAYMENT,
        issuedAt: Date.UTC(2026, 10, 27),
        totalPaise: 117882,
      },
    ],
  };
  calls.isAdmin = false;
  for (const fn of [calls.propose, calls.approve, calls.reject, calls.pdf]) fn.mockReset();
});

describe("the console's refunds panel", () => {
  it.each([
    ["1178.82", 117882],
    ["999", 99900],
    ["0.5", 50],
    [" 12.3 ", 1230],
    ["12.345", null],
    ["-5", null],
    ["abc", null],
  ])("reads %j rupees as %s paise", (text, paise) => expect(paiseOf(text)).toBe(paise));

  it("support proposes in rupees and sees no Approve", async () => {
    calls.propose.mockResolvedValue("r2");
    render(<PaymentRefunds paymentId={PAYMENT} provider="razorpay" />);
    expect(screen.getByText(/INV\/26-27\/000001/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Approve and refund" })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Amount to refund (₹)"), { target: { value: "178.82" } });
    fireEvent.change(screen.getByLabelText("Reason"), { target: { value: "Charged more than the plan" } });
    fireEvent.click(screen.getByRole("button", { name: "Propose refund" }));
    await waitFor(() =>
      expect(calls.propose).toHaveBeenCalledWith({
        paymentId: PAYMENT,
        amountPaise: 17882,
        reason: "Charged more than the plan",
        endPremium: false,
      }),
    );
    expect(await screen.findByText("Refund proposed. An admin must approve it.")).toBeInTheDocument();
  });

  it("an admin approves an offline payment's refund with how the money went back", async () => {
    calls.isAdmin = true;
    calls.approve.mockResolvedValue("processed");
    render(<PaymentRefunds paymentId={PAYMENT} provider="offline" />);
    fireEvent.change(screen.getByLabelText("Reference (UTR, cheque number)"), { target: { value: "UTR 42" } });
    fireEvent.click(screen.getByRole("button", { name: "Approve and refund" }));
    await waitFor(() =>
      expect(calls.approve).toHaveBeenCalledWith({ refundId: "r1", offline: { method: "upi", reference: "UTR 42" } }),
    );
  });

  it("shows the server's refusal", async () => {
    calls.isAdmin = true;
    calls.approve.mockRejectedValue(
      new Error("Razorpay did not accept the refund. Nothing was refunded; try again later."),
    );
    render(<PaymentRefunds paymentId={PAYMENT} provider="razorpay" />);
    fireEvent.click(screen.getByRole("button", { name: "Approve and refund" }));
    expect(await screen.findByText(/Razorpay did not accept the refund/)).toBeInTheDocument();
  });
});
