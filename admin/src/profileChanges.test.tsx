/**
 * Profile changes in the approvals queue: approved members' new name, marital status, caste or religion
 * shown beside new profiles, the approved and the waiting value side by side; admins approve, or reject with
 * a reason from the list (the member reads it in their language); support agents see the list only.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { paginate } from "./test/fakeConvex";
import { approvalRow } from "./test/fixtures";
import { consoleWithMember, SLOW } from "./test/queues";
import { renderConsole } from "./test/renderConsole";

const NOW = Date.UTC(2026, 10, 23, 6, 0);

const change = {
  _id: "c1",
  profileId: "p1",
  profileCode: "TM23ABCD",
  fullName: "Lakshmi Reddy",
  gender: "Female",
  status: "approved",
  submittedAt: NOW,
  changes: [
    { field: "caste", current: "Reddy", proposed: "Kamma" },
    { field: "maritalStatus", current: "Single", proposed: "Divorced" },
  ],
};

function world() {
  return consoleWithMember()
    .on("admin/approvals:list", (args) => paginate([approvalRow], args))
    .on("admin/profileChanges:list", (args) => paginate([change], args))
    .on("admin/profileChanges:approve", () => null)
    .on("admin/profileChanges:reject", () => null);
}

async function openChanges() {
  await userEvent.click(await screen.findByRole("tab", { name: "Profile changes" }, SLOW));
  return await screen.findByRole("article", { name: /Profile changes: Lakshmi Reddy/ }, SLOW);
}

describe("profile changes in the approvals queue", { timeout: 60_000 }, () => {
  it("shows each changed detail with the approved and the waiting value side by side", async () => {
    renderConsole({ convex: world(), role: "admin", route: "/approvals" });
    const card = await openChanges();
    const rows = within(card)
      .getAllByRole("row")
      .map((r) => [...r.querySelectorAll("th, td")].map((c) => c.textContent));
    expect(rows).toEqual([
      ["Detail", "Approved now", "Waiting for review"],
      ["Caste", "Reddy", "Kamma"],
      ["Marital status", "Single", "Divorced"],
    ]);
  });

  it("an admin approves a change", async () => {
    const convex = world();
    renderConsole({ convex, role: "admin", route: "/approvals" });
    const card = await openChanges();
    await userEvent.click(within(card).getByRole("button", { name: "Approve change: Lakshmi Reddy" }));
    await waitFor(() => expect(convex.callsTo("admin/profileChanges:approve")[0]?.args).toEqual({ id: "c1" }), SLOW);
    expect(
      await screen.findByText("Change approved: the profile shows the new details.", {}, SLOW),
    ).toBeInTheDocument();
  });

  it("an admin rejects with a reason chosen from the list", async () => {
    const convex = world();
    renderConsole({ convex, role: "admin", route: "/approvals" });
    const card = await openChanges();
    await userEvent.click(within(card).getByRole("button", { name: "Reject change: Lakshmi Reddy" }));
    const dialog = await screen.findByRole("dialog", {}, SLOW);
    await userEvent.click(within(dialog).getByRole("radio", { name: "Changed too often" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject change" }));
    await waitFor(
      () => expect(convex.callsTo("admin/profileChanges:reject")[0]?.args).toEqual({ id: "c1", reason: "tooFrequent" }),
      SLOW,
    );
  });

  it("support agents see the changes without the decisions", async () => {
    renderConsole({ convex: world(), role: "support", route: "/approvals" });
    const card = await openChanges();
    expect(screen.getByText("Only admins can approve or reject profile changes.")).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: /approve|reject/i })).not.toBeInTheDocument();
  });
});
