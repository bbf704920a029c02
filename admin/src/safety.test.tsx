/**
 * The safety queue as staff use it: the list shows who and what kind (never the messages); the excerpt
 * opens only on a click, through the audited mutation; support reads but is offered no decision; an admin
 * warns, ends the conversation or suspends with a reason; a closed entry has no excerpt left.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { paginate } from "./test/fakeConvex";
import { consoleWithMember, dashboardStats, SLOW } from "./test/queues";
import { renderConsole } from "./test/renderConsole";

const NOW = Date.UTC(2026, 10, 23, 6, 0);
const member = {
  profileId: "p1",
  profileCode: "TM23ABCD",
  fullName: "Naveen Nri",
  status: "approved" as const,
  startedThisWeek: 9,
};
const other = {
  profileId: "p2",
  profileCode: "TM99WXYZ",
  fullName: "Sita Devi",
  status: "approved" as const,
  startedThisWeek: 1,
};

function entry(overrides: Record<string, unknown> = {}) {
  return {
    _id: "s1",
    kind: "money",
    status: "open",
    createdAt: NOW,
    updatedAt: NOW,
    hits: 2,
    member,
    other,
    conversationId: "c1",
    conversationEnded: false,
    endedReason: null,
    moneyKinds: ["customs"],
    recipients: null,
    reportId: null,
    reportReason: null,
    reportStatus: null,
    hasExcerpt: true,
    outcome: null,
    closedBy: null,
    closedAt: null,
    ...overrides,
  };
}

const excerpt = {
  flagId: "s1",
  takenAt: NOW,
  messages: [
    { from: "other", text: "How is your work in Dubai?", sentAt: NOW - 60_000 },
    { from: "member", text: "Please send 20000 rupees for the customs fee of my gift", sentAt: NOW },
  ],
};

function world(rows: Record<string, unknown>[] = [entry()], detail: Record<string, unknown> = entry()) {
  return consoleWithMember()
    .on("admin/safety:list", (args) => paginate(rows, args))
    .on("admin/safety:get", () => detail)
    .on("admin/safety:openExcerpt", () => excerpt)
    .on("admin/safety:act", () => null);
}

describe("safety queue", { timeout: 60_000 }, () => {
  it("lists open entries oldest first with both members and how many conversations the flagged one started, never the messages", async () => {
    const convex = world([entry(), entry({ _id: "s2", kind: "outreach", recipients: 4 })]);
    renderConsole({ convex, role: "support", route: "/safety" });
    expect(await screen.findByText("Money request", {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText("Copy-paste outreach")).toBeInTheDocument();
    expect(screen.getAllByText("Naveen Nri")).toHaveLength(2);
    expect(screen.getAllByText("9")).toHaveLength(2);
    expect(screen.queryByText(/customs fee/)).not.toBeInTheDocument();
    const watched = convex.callsTo("admin/safety:list")[0]?.args as { filter: unknown; sort: unknown };
    expect(watched.filter).toEqual({ status: "open" });
    expect(watched.sort).toEqual({ field: "createdAt", order: "asc" });
  });

  it("support opens the excerpt on purpose (the audited mutation) and is offered no decision", async () => {
    const convex = world();
    renderConsole({ convex, role: "support", route: "/safety/s1/show" });
    expect(await screen.findByText(/every opening is written to the audit log/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/customs fee/)).not.toBeInTheDocument();
    expect(convex.callsTo("admin/safety:openExcerpt")).toHaveLength(0);
    expect(screen.getByText(/only admins can warn/i)).toBeInTheDocument();
    for (const name of [/^dismiss$/i, /^warn$/i, /^suspend$/i, /end conversation/i])
      expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
    // Both members' records are a link away.
    expect(screen.getByRole("link", { name: "Naveen Nri (TM23ABCD)" })).toHaveAttribute("href", "#/members/p1/show");
    expect(screen.getByRole("link", { name: "Sita Devi (TM99WXYZ)" })).toHaveAttribute("href", "#/members/p2/show");

    await userEvent.click(screen.getByRole("button", { name: "Open the excerpt (audited)" }));
    expect(
      await screen.findByText("Please send 20000 rupees for the customs fee of my gift", {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText("How is your work in Dubai?")).toBeInTheDocument();
    expect(convex.callsTo("admin/safety:openExcerpt").map((c) => c.args)).toEqual([{ id: "s1" }]);
  });

  it("an admin ends the conversation after confirming, and suspends with a reason", async () => {
    const convex = world();
    renderConsole({ convex, role: "admin", route: "/safety/s1/show" });
    await userEvent.click(await screen.findByRole("button", { name: "End conversation" }, SLOW));
    await userEvent.click(await screen.findByRole("button", { name: /confirm/i }, SLOW));
    await waitFor(() => expect(convex.callsTo("admin/safety:act")[0]?.args).toEqual({ id: "s1", action: "end" }));
    expect(await screen.findByText("Conversation ended.", {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole("button", { name: "Suspend" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText(/reason/i), "Asked members for money.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Suspend" }));
    await waitFor(() =>
      expect(convex.callsTo("admin/safety:act")[1]?.args).toEqual({
        id: "s1",
        action: "suspend",
        reason: "Asked members for money.",
      }),
    );
  });

  it("an admin warns after confirming", async () => {
    const convex = world();
    renderConsole({ convex, role: "admin", route: "/safety/s1/show" });
    await userEvent.click(await screen.findByRole("button", { name: "Warn" }, SLOW));
    await userEvent.click(await screen.findByRole("button", { name: /confirm/i }, SLOW));
    await waitFor(() => expect(convex.callsTo("admin/safety:act")[0]?.args).toEqual({ id: "s1", action: "warn" }));
  });

  it("the dashboard counts open entries and links to the queue", async () => {
    const convex = world().on("admin/stats:dashboard", () => dashboardStats({ openSafety: 3 }, NOW));
    renderConsole({ convex, role: "admin", route: "/" });
    const figure = (await screen.findByText("Safety queue entries", {}, SLOW)).closest("a");
    expect(figure).toHaveAttribute("href", "#/safety");
    expect(within(figure as HTMLElement).getByText("3")).toBeInTheDocument();
  });

  it("a closed entry has no excerpt left and offers no decision", async () => {
    const closed = entry({
      status: "closed",
      outcome: "warn",
      hasExcerpt: false,
      closedBy: "admin@matrimony.local",
      closedAt: NOW,
    });
    const convex = world([closed], closed);
    renderConsole({ convex, role: "admin", route: "/safety/s1/show" });
    expect(await screen.findByText("The excerpt was deleted when this entry closed.", {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/Closed by admin@matrimony.local/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Open the excerpt (audited)" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Warn" })).not.toBeInTheDocument();
  });
});
