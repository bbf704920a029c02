/**
 * The refund queue above the payments list: refunds proposed and waiting for an admin, in the server's order
 * (oldest first), each linking to its payment's page, where the decision is taken. Nobody decides from the
 * queue itself; support reads it, and it takes no room while nothing waits.
 */
import { getFunctionName, type FunctionReference } from "convex/server";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { RefundQueue } from "./resources/payments/RefundQueue";

const calls = vi.hoisted(() => ({ data: undefined as unknown, isAdmin: true, asked: [] as string[] }));

vi.mock("convex/react", async (importActual) => ({
  ...(await importActual<typeof import("convex/react")>()),
  useQuery: (ref: FunctionReference<"query">) => {
    calls.asked.push(getFunctionName(ref));
    return calls.data;
  },
}));
vi.mock("./permissions", () => ({
  useRole: () => ({ role: calls.isAdmin ? "admin" : "support", isAdmin: calls.isAdmin, isLoading: false }),
}));

function proposal(id: string, paymentId: string, amountPaise: number, reason: string, createdAt: number) {
  return {
    _id: id,
    paymentId,
    amountPaise,
    reason,
    endPremium: false,
    status: "proposed",
    proposedBy: "support@matrimony.local",
    decidedBy: null,
    razorpayRefundId: null,
    offlineMethod: null,
    offlineReference: null,
    failureReason: null,
    createdAt,
    processedAt: null,
  };
}

const WAITING = [
  proposal("r1", "pay1", 117882, "Charged twice", Date.UTC(2026, 10, 20, 5, 0)),
  proposal("r2", "pay2", 42386, "Never became Premium", Date.UTC(2026, 10, 27, 5, 0)),
];

function renderQueue() {
  return render(
    <MemoryRouter>
      <RefundQueue />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  calls.data = WAITING;
  calls.isAdmin = true;
  calls.asked = [];
});

describe("the console's refund queue", () => {
  it("lists the waiting refunds oldest first, each linking to its payment, with nothing to press but the links", () => {
    renderQueue();
    expect(calls.asked).toContain("admin/refunds:waiting");
    expect(screen.getByRole("heading", { name: "2 refunds waiting for an admin" })).toBeInTheDocument();
    expect(screen.getByText("Oldest first. Open the payment to approve or reject its refund.")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Refunds waiting for an admin" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getAllByRole("cell")[2]?.textContent)).toEqual([
      "Charged twice",
      "Never became Premium",
    ]);
    const [first, second] = rows;
    if (first === undefined || second === undefined) throw new Error("two rows expected");
    expect(within(first).getByRole("cell", { name: "₹1,178.82" })).toBeInTheDocument();
    expect(within(second).getByRole("cell", { name: "₹423.86" })).toBeInTheDocument();
    expect(within(first).getByText("support@matrimony.local")).toBeInTheDocument();
    expect(rows.map((r) => within(r).getByRole("link", { name: "Open payment" }).getAttribute("href"))).toEqual([
      "/payments/pay1/show",
      "/payments/pay2/show",
    ]);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("support sees the same queue, read-only, told that an admin decides", () => {
    calls.isAdmin = false;
    calls.data = WAITING.slice(0, 1);
    renderQueue();
    expect(screen.getByRole("heading", { name: "1 refund waiting for an admin" })).toBeInTheDocument();
    expect(
      screen.getByText("Oldest first. An admin approves or rejects each one on the payment's page."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open payment" })).toHaveAttribute("href", "/payments/pay1/show");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it.each([
    ["while loading", undefined],
    ["when nothing waits", []],
  ])("takes no room %s", (_when, data) => {
    calls.data = data;
    const { container } = renderQueue();
    expect(container).toBeEmptyDOMElement();
  });
});
