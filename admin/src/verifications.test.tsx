/**
 * The verification queue as staff use it: an admin sees each waiting ID photo or selfie beside
 * the profile's name, date of birth and photos, oldest first and live, approves it, or rejects it with a reason;
 * support agents
 * have no queue; the dashboard counts the open queue; the member record shows the badges with who and when.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { paginate } from "./test/fakeConvex";
import { memberRecord } from "./test/fixtures";
import { consoleWithMember, dashboardStats, SLOW } from "./test/queues";
import { renderConsole } from "./test/renderConsole";

// The member record's Verification tab also holds the mobile call check, which reads Convex through
// convex/react's hooks; this harness has no ConvexProvider, so they answer "loading" here.
vi.mock("convex/react", async (importActual) => ({
  ...(await importActual<typeof import("convex/react")>()),
  useQuery: () => undefined,
  useMutation: () => vi.fn(),
  useAction: () => vi.fn(),
}));

const NOW = Date.UTC(2026, 10, 23, 6, 0);

function row(overrides: Record<string, unknown> = {}) {
  return {
    _id: "v1",
    kind: "id",
    documentType: "aadhaar",
    submittedAt: NOW,
    fileUrl: "http://127.0.0.1:3210/api/storage/id-photo",
    profileId: "p1",
    profileCode: "TM23ABCD",
    fullName: "Lakshmi Reddy",
    dateOfBirth: "14/02/1996",
    gender: "Female",
    status: "approved",
    photos: [
      {
        photoId: "ph1",
        url: "http://127.0.0.1:3210/api/storage/profile",
        thumbUrl: "http://127.0.0.1:3210/api/storage/profile-thumb",
        order: 0,
      },
    ],
    ...overrides,
  };
}

function world(rows: Record<string, unknown>[] = [row()]) {
  return consoleWithMember()
    .on("admin/verifications:list", (args) => paginate(rows, args))
    .on("admin/verifications:approve", ({ id }) => {
      rows.splice(
        rows.findIndex((r) => r._id === id),
        1,
      );
      return null;
    })
    .on("admin/verifications:reject", () => null);
}

describe("verification queue", { timeout: 60_000 }, () => {
  it("shows the document beside the profile's name, date of birth and photos; approving removes it from the queue live", async () => {
    const convex = world();
    renderConsole({ convex, role: "admin", route: "/verifications" });
    const card = await screen.findByRole("article", { name: /ID document: Aadhaar card, Lakshmi Reddy/ }, SLOW);
    expect(within(card).getByRole("img", { name: /Sent by the member: ID document, Lakshmi Reddy/ })).toHaveAttribute(
      "src",
      "http://127.0.0.1:3210/api/storage/id-photo",
    );
    expect(within(card).getByRole("img", { name: /Profile photos: Lakshmi Reddy/ })).toHaveAttribute(
      "src",
      "http://127.0.0.1:3210/api/storage/profile-thumb",
    );
    expect(within(card).getByText("14/02/1996")).toBeInTheDocument();
    await userEvent.click(within(card).getByRole("button", { name: /Approve: ID document Lakshmi Reddy/ }));
    await waitFor(() => expect(convex.callsTo("admin/verifications:approve")[0]?.args).toEqual({ id: "v1" }), SLOW);
    convex.rerun();
    expect(await screen.findByText("Nothing waits for a check.", {}, SLOW)).toBeInTheDocument();
  });

  it("a new file appears in the queue without a reload, after the older ones", async () => {
    const rows = [row()];
    const convex = world(rows);
    renderConsole({ convex, role: "admin", route: "/verifications" });
    await screen.findByRole("article", { name: /Lakshmi Reddy/ }, SLOW);
    rows.push(
      row({
        _id: "v3",
        kind: "photo",
        documentType: null,
        fullName: "Ravi Kumar",
        profileId: "p2",
        profileCode: "TM99WXYZ",
        submittedAt: NOW + 60_000,
      }),
    );
    convex.rerun();
    expect(await screen.findByRole("article", { name: /Selfie, Ravi Kumar/ }, SLOW)).toBeInTheDocument();
    const order = screen.getAllByRole("article").map((a) => a.getAttribute("aria-label"));
    expect(order).toEqual(["ID document: Aadhaar card, Lakshmi Reddy", "Selfie, Ravi Kumar"]);
    expect(convex.callsTo("admin/verifications:list")[0]?.args).toMatchObject({
      sort: { field: "submittedAt", order: "asc" },
    });
  });

  it("rejects with the reason the member will read; an empty reason is refused in the dialog", async () => {
    const convex = world([row({ _id: "v2", kind: "photo", documentType: null })]);
    renderConsole({ convex, role: "admin", route: "/verifications" });
    const card = await screen.findByRole("article", { name: /Selfie, Lakshmi Reddy/ }, SLOW);
    await userEvent.click(within(card).getByRole("button", { name: /Reject: Selfie Lakshmi Reddy/ }));
    const dialog = await screen.findByRole("dialog", {}, SLOW);
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(
      await within(dialog).findByText("Please give a reason; the member will see it.", {}, SLOW),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole("textbox"), "The selfie is too dark.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(
      () =>
        expect(convex.callsTo("admin/verifications:reject")[0]?.args).toEqual({
          id: "v2",
          reason: "The selfie is too dark.",
        }),
      SLOW,
    );
  });

  it("support agents have no verification queue in the menu", async () => {
    const convex = world();
    renderConsole({ convex, role: "support", route: "/lookup" });
    expect(await screen.findByRole("menuitem", { name: /Reports/ }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: /Verifications/ })).not.toBeInTheDocument();
  });

  it("the dashboard counts the open queue and links to it", async () => {
    const convex = world().on("admin/stats:dashboard", () =>
      dashboardStats({ byStatus: { pending: 0, approved: 10, rejected: 0, suspended: 0 }, openVerifications: 3 }, NOW),
    );
    renderConsole({ convex, role: "admin", route: "/" });
    const figure = (await screen.findByText("IDs and selfies to check", {}, SLOW)).closest("a");
    expect(figure).toHaveAttribute("href", "#/verifications");
    expect(within(figure as HTMLElement).getByText("3")).toBeInTheDocument();
  });

  it("the member record shows each badge with who granted it and when, and the history with a rejection's reason", async () => {
    const convex = world().on("admin/verifications:history", () => [
      {
        _id: "h2",
        kind: "id",
        decision: "granted",
        by: "admin@matrimony.local",
        reason: null,
        documentType: "passport",
        at: NOW,
      },
      {
        _id: "h1",
        kind: "id",
        decision: "rejected",
        by: "admin@matrimony.local",
        reason: "Blurred.",
        documentType: "pan",
        at: NOW - 86_400_000,
      },
    ]);
    renderConsole({ convex, role: "support", route: `/members/${String(memberRecord._id)}/show` });
    await userEvent.click(await screen.findByRole("tab", { name: "Verification" }, SLOW));
    const block = await screen.findByTestId("badge-history", {}, SLOW);
    expect(within(block).getByText(/^ID: admin@matrimony.local/)).toBeInTheDocument();
    expect(within(block).getByText("Mobile: Not verified")).toBeInTheDocument();
    expect(within(block).getByText("PAN card: Blurred.")).toBeInTheDocument();
    expect(within(block).getByText("Passport")).toBeInTheDocument();
  });
});
