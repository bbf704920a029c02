/**
 * The reports queue as staff use it: support reads a report and adds notes but is offered no
 * decision; an admin dismisses, warns, suspends with a reason or deletes with the typed code; a new report
 * appears in the open queue without a reload; the dashboard counts open reports.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { paginate } from "./test/fakeConvex";
import { memberRecord } from "./test/fixtures";
import { consoleWithMember, dashboardStats, SLOW } from "./test/queues";
import { renderConsole } from "./test/renderConsole";

const NOW = Date.UTC(2026, 10, 23, 6, 0);
const reported = { profileId: "p1", profileCode: "TM23ABCD", fullName: "Lakshmi Reddy", status: "approved" as const };
const reporter = { profileId: "p2", profileCode: "TM99WXYZ", fullName: "Ravi Kumar", status: "approved" as const };

function reportRow(overrides: Record<string, unknown> = {}) {
  return {
    _id: "r1",
    reason: "fake_profile",
    status: "open",
    createdAt: NOW,
    reviewedAt: null,
    reviewedBy: null,
    reporter,
    reported,
    hasDetails: true,
    ...overrides,
  };
}

function reportDetail(overrides: Record<string, unknown> = {}) {
  return {
    ...reportRow(overrides),
    details: "Photos are from a film.",
    reportedStatusReason: null,
    reportedCreatedAt: NOW - 86_400_000,
    reportsAgainst: [reportRow()],
    reportsByReported: 0,
    revealsBy: [{ profileId: "p3", profileCode: "TM11AAAA", fullName: "Harvey Harvester", at: NOW }],
    revealsOf: [],
    notes: [{ _id: "n1", author: "support@matrimony.local", text: "Called Ravi.", createdAt: NOW }],
    reportedRecord: null,
    ...overrides,
  };
}

function world(rows: Record<string, unknown>[] = [reportRow()]) {
  return consoleWithMember()
    .on("admin/reports:list", (args) => paginate(rows, args))
    .on("admin/reports:get", () => reportDetail())
    .on("admin/reports:addNote", () => "n2")
    .on("admin/reports:act", () => null);
}

describe("reports queue", { timeout: 60_000 }, () => {
  it("lists open reports with the reported member and the reporter, asking the server for open ones first", async () => {
    const convex = world();
    renderConsole({ convex, role: "support", route: "/reports" });
    expect(await screen.findByText("Fake profile", {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText("Lakshmi Reddy")).toBeInTheDocument();
    expect(screen.getByText("Ravi Kumar")).toBeInTheDocument();
    const watched = convex.callsTo("admin/reports:list")[0]?.args as { filter: unknown; sort: unknown };
    expect(watched.filter).toEqual({ status: "open" });
    expect(watched.sort).toEqual({ field: "createdAt", order: "asc" });
  });

  it("the queue names a deleted reporter 'Member left'; their open report stays listed", async () => {
    const convex = world([reportRow({ reporter: null })]);
    renderConsole({ convex, role: "support", route: "/reports" });
    expect(await screen.findByText("Member left", {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText("Lakshmi Reddy")).toBeInTheDocument();
  });

  it("a new report shows up live", async () => {
    const rows = [reportRow()];
    const convex = world(rows);
    renderConsole({ convex, role: "admin", route: "/reports" });
    expect(await screen.findByText("Fake profile", {}, SLOW)).toBeInTheDocument();
    rows.push(
      reportRow({ _id: "r2", reason: "asked_for_money", reporter: { ...reporter, fullName: "Second Reporter" } }),
    );
    convex.rerun();
    expect(await screen.findByText("Asked for money", {}, SLOW)).toBeInTheDocument();
  });

  it("support reads a report, its history and reveals, adds a note, and is offered no decision", async () => {
    const convex = world();
    renderConsole({ convex, role: "support", route: "/reports/r1/show" });
    expect(await screen.findByText("Photos are from a film.", {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/Harvey Harvester/)).toBeInTheDocument();
    expect(screen.getByText("Called Ravi.")).toBeInTheDocument();
    expect(screen.getByText(/only admins can dismiss/i)).toBeInTheDocument();
    for (const name of [/^dismiss$/i, /^warn$/i, /^suspend$/i, /delete account/i])
      expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Add a note"), "Checked the photos.");
    await userEvent.click(screen.getByRole("button", { name: "Save note" }));
    await waitFor(() =>
      expect(convex.callsTo("admin/reports:addNote")[0]?.args).toEqual({ id: "r1", text: "Checked the photos." }),
    );
  });

  it("a report whose members both deleted their accounts still opens: 'member left', and the kept safety record", async () => {
    const record = {
      profileCode: "TM23ABCD",
      reasons: ["reported", "suspended"],
      barred: true,
      statusReason: "Asked members for money.",
      notes: [{ author: "support@matrimony.local", text: "Called the victim's father.", createdAt: NOW }],
      revealCount: 3,
      deletedAt: NOW,
      returns: [{ at: NOW, via: "register", profileCode: null }],
    };
    const convex = world().on("admin/reports:get", () =>
      reportDetail({ reporter: null, reported: null, reportedRecord: record }),
    );
    renderConsole({ convex, role: "support", route: "/reports/r1/show" });
    expect(await screen.findByText("Safety record of the deleted member (TM23ABCD)", {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText("Member left").length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText("Reported, Suspended")).toBeInTheDocument();
    expect(screen.getByText(/same phone number or email is refused/)).toBeInTheDocument();
    expect(screen.getByText("Called the victim's father.")).toBeInTheDocument();
    expect(screen.getByText("Registration")).toBeInTheDocument();
  });

  it("an admin dismisses and warns after confirming", async () => {
    const convex = world();
    renderConsole({ convex, role: "admin", route: "/reports/r1/show" });
    await userEvent.click(await screen.findByRole("button", { name: "Warn" }, SLOW));
    await userEvent.click(await screen.findByRole("button", { name: /confirm/i }, SLOW));
    await waitFor(() => expect(convex.callsTo("admin/reports:act")[0]?.args).toEqual({ id: "r1", action: "warn" }));
    expect(await screen.findByText("Member warned.", {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(await screen.findByRole("button", { name: "Dismiss" }, SLOW));
    await userEvent.click(await screen.findByRole("button", { name: /confirm/i }, SLOW));
    await waitFor(() => expect(convex.callsTo("admin/reports:act")[1]?.args).toEqual({ id: "r1", action: "dismiss" }));
  });

  it("an admin suspends with a reason, and deletes only after typing the profile code", async () => {
    const convex = world();
    renderConsole({ convex, role: "admin", route: "/reports/r1/show" });
    await userEvent.click(await screen.findByRole("button", { name: "Suspend" }, SLOW));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText(/reason/i), "Fake photos.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Suspend" }));
    await waitFor(() =>
      expect(convex.callsTo("admin/reports:act")[0]?.args).toEqual({
        id: "r1",
        action: "suspend",
        reason: "Fake photos.",
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole("button", { name: "Delete account" }));
    const del = await screen.findByRole("dialog");
    const confirm = within(del).getByRole("button", { name: "Delete account" });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(del).getByLabelText(/type the profile code/i), "tm23abcd");
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(convex.callsTo("admin/reports:act")[1]?.args).toEqual({ id: "r1", action: "delete", confirm: "tm23abcd" }),
    );
  });

  it("a reviewed report offers no decision and says who reviewed it", async () => {
    const convex = world().on("admin/reports:get", () =>
      reportDetail({ status: "dismissed", reviewedAt: NOW, reviewedBy: "admin@matrimony.local" }),
    );
    renderConsole({ convex, role: "admin", route: "/reports/r1/show" });
    expect(await screen.findByText(/Reviewed by admin@matrimony.local/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Dismiss" })).not.toBeInTheDocument();
  });

  it("the dashboard counts open reports and links to the queue", async () => {
    const convex = world().on("admin/stats:dashboard", () =>
      dashboardStats(
        { pending: 2, byStatus: { pending: 2, approved: 10, rejected: 0, suspended: 1 }, premium: 3, openReports: 4 },
        NOW,
      ),
    );
    renderConsole({ convex, role: "admin", route: "/" });
    const figure = (await screen.findByText("Open reports", {}, SLOW)).closest("a");
    expect(figure).toHaveAttribute("href", "#/reports");
    expect(within(figure as HTMLElement).getByText("4")).toBeInTheDocument();
  });

  it("the member record lists reports against the member, blocks either way and who shortlisted them", async () => {
    const person = (id: string, name: string) => ({
      profileId: id,
      profileCode: `TM${id.toUpperCase()}`,
      fullName: name,
      at: NOW,
    });
    const convex = world().on("admin/members:get", () => ({
      ...memberRecord,
      safety: {
        shortlistedBy: [person("p7", "Shortlisting Suresh")],
        blockedBy: [person("p2", "Ravi Kumar")],
        blocked: [],
        reportsAgainst: [
          { _id: "r1", reason: "fake_profile", status: "open", createdAt: NOW, reporter: person("p2", "Ravi Kumar") },
        ],
      },
    }));
    renderConsole({ convex, role: "support", route: "/members/p1/show" });
    await userEvent.click(await screen.findByRole("tab", { name: "Reports and blocks" }, SLOW));
    expect(await screen.findByText("Shortlisting Suresh (TMP7)", {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText("Ravi Kumar (TMP2)")).toHaveLength(2);
    expect(screen.getByText("Fake profile")).toBeInTheDocument();
  });
});
