/**
 * The photo queue as staff use it: each waiting photo beside the member's photos others already see, oldest
 * first, through signed links; an admin approves one, approves a selection at once, or rejects one with a
 * reason from the list; support agents see the queue without the buttons.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { paginate } from "./test/fakeConvex";
import { consoleWithMember, SLOW } from "./test/queues";
import { renderConsole } from "./test/renderConsole";

const NOW = Date.UTC(2026, 10, 23, 6, 0);
const LINK = "http://127.0.0.1:3211/photos?v=staff%3Aadmin%40example.com&p=";

function row(overrides: Record<string, unknown> = {}) {
  return {
    _id: "ph1",
    createdAt: NOW,
    url: `${LINK}ph1&k=full`,
    thumbUrl: `${LINK}ph1&k=thumb`,
    profileId: "p1",
    profileCode: "TM23ABCD",
    fullName: "Lakshmi Reddy",
    gender: "Female",
    dateOfBirth: "14/02/1996",
    status: "approved",
    approvedPhotos: [{ photoId: "ph0", url: `${LINK}ph0&k=full`, thumbUrl: `${LINK}ph0&k=thumb`, order: 0 }],
    ...overrides,
  };
}

function world(rows: Record<string, unknown>[]) {
  const decided = (id: unknown) =>
    rows.splice(
      rows.findIndex((r) => r._id === id),
      1,
    );
  return consoleWithMember()
    .on("admin/photos:list", (args) => paginate(rows, args))
    .on("admin/photos:approve", ({ id }) => {
      decided(id);
      return null;
    })
    .on("admin/photos:approveMany", ({ ids }) => {
      for (const id of ids as string[]) decided(id);
      return { approved: ids, skipped: [] };
    })
    .on("admin/photos:reject", ({ id }) => {
      decided(id);
      return null;
    });
}

describe("photo queue", { timeout: 60_000 }, () => {
  it("shows the new photo through its signed link beside the approved ones, oldest first; approving removes it live", async () => {
    const convex = world([
      row(),
      row({ _id: "ph2", fullName: "Ravi Kumar", profileId: "p2", createdAt: NOW + 60_000, approvedPhotos: [] }),
    ]);
    renderConsole({ convex, role: "admin", route: "/photos" });
    const card = await screen.findByRole("article", { name: "New photo: Lakshmi Reddy" }, SLOW);
    expect(screen.getAllByRole("article").map((a) => a.getAttribute("aria-label"))).toEqual([
      "New photo: Lakshmi Reddy",
      "New photo: Ravi Kumar",
    ]);
    expect(convex.callsTo("admin/photos:list")[0]?.args).toMatchObject({ sort: { field: "createdAt", order: "asc" } });
    expect(within(card).getByRole("img", { name: "New photo: Lakshmi Reddy" })).toHaveAttribute(
      "src",
      `${LINK}ph1&k=thumb`,
    );
    expect(within(card).getByRole("img", { name: "Photos members already see: Lakshmi Reddy" })).toHaveAttribute(
      "src",
      `${LINK}ph0&k=thumb`,
    );
    await userEvent.click(within(card).getByRole("button", { name: "Approve: Lakshmi Reddy" }));
    await waitFor(() => expect(convex.callsTo("admin/photos:approve")[0]?.args).toEqual({ id: "ph1" }), SLOW);
    convex.rerun();
    await waitFor(
      () => expect(screen.queryByRole("article", { name: "New photo: Lakshmi Reddy" })).not.toBeInTheDocument(),
      SLOW,
    );
  });

  it("approves the selected photos at once", async () => {
    const convex = world([row(), row({ _id: "ph2", fullName: "Ravi Kumar", profileId: "p2" })]);
    renderConsole({ convex, role: "admin", route: "/photos" });
    await userEvent.click(await screen.findByRole("checkbox", { name: "Select the photo of Lakshmi Reddy" }, SLOW));
    await userEvent.click(screen.getByRole("checkbox", { name: "Select the photo of Ravi Kumar" }));
    await userEvent.click(screen.getByRole("button", { name: "Approve selected (2)" }));
    await waitFor(
      () => expect(convex.callsTo("admin/photos:approveMany")[0]?.args).toEqual({ ids: ["ph1", "ph2"] }),
      SLOW,
    );
    expect(await screen.findByText("2 photos approved.", {}, SLOW)).toBeInTheDocument();
  });

  it("rejects with a reason from the list; none chosen is refused in the dialog", async () => {
    const convex = world([row()]);
    renderConsole({ convex, role: "admin", route: "/photos" });
    const card = await screen.findByRole("article", { name: "New photo: Lakshmi Reddy" }, SLOW);
    await userEvent.click(within(card).getByRole("button", { name: "Reject: Lakshmi Reddy" }));
    const dialog = await screen.findByRole("dialog", {}, SLOW);
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText("Please give a reason; the member will see it.")).toBeInTheDocument();
    expect(convex.callsTo("admin/photos:reject")).toEqual([]);
    await userEvent.click(within(dialog).getByRole("radio", { name: "Group photo" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(
      () => expect(convex.callsTo("admin/photos:reject")[0]?.args).toEqual({ id: "ph1", reason: "groupPhoto" }),
      SLOW,
    );
  });

  it("support agents see the queue but no buttons", async () => {
    const convex = world([row()]);
    renderConsole({ convex, role: "support", route: "/photos" });
    const card = await screen.findByRole("article", { name: "New photo: Lakshmi Reddy" }, SLOW);
    expect(screen.getByText("Only admins can approve or reject photos.")).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: /Approve|Reject/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole("checkbox")).not.toBeInTheDocument();
  });
});
