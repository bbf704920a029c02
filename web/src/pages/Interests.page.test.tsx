import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeCard, makeMe } from "../test/fixtures";
import { convex } from "../test/fakeConvex";
import { renderPage } from "../test/render";
import InterestsPage from "./Interests.page";

vi.mock("convex/react", async () => (await import("../test/fakeConvex")).fakeConvexReact);

const NOV_21_2026 = Date.UTC(2026, 10, 21, 6);

function row(n: number, patch: Record<string, unknown> = {}) {
  return {
    _id: `i${String(n)}`,
    direction: "received",
    status: "pending",
    template: "liked",
    note: null,
    reply: null,
    createdAt: NOV_21_2026,
    updatedAt: NOV_21_2026,
    withdrawUntil: null,
    isNew: false,
    other: makeCard(n),
    ...patch,
  };
}

function renderInterests(route = "/interests") {
  return renderPage(<InterestsPage />, { route, path: "/interests", otherRoutes: { "/home": <p>home page</p> } });
}

describe("/interests", () => {
  beforeEach(() => {
    convex.setQuery("members:me", makeMe());
  });

  it("has the four tabs, Received first, and lists cards with the sender's message and date", () => {
    convex.setPaginated("interests:list", {
      results: [row(1, { isNew: true, note: "We are from Guntur." }), row(2, { template: "family" })],
      status: "Exhausted",
    });
    renderInterests();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Received",
      "Sent",
      "Accepted",
      "Declined",
    ]);
    expect(screen.getByRole("tab", { name: "Received" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Bride 1", "Bride 2"]);
    expect(screen.getByText("We are from Guntur.")).toBeInTheDocument();
    expect(screen.getByText(/Our family liked your profile/)).toBeInTheDocument();
    expect(screen.getAllByText("Received on 21 Nov 2026")).toHaveLength(2);
    expect(screen.getAllByText("New")).toHaveLength(1);
  });

  it("opening Received marks new interests seen, and keeps their New badge while the page is open", async () => {
    convex.setQuery("interests:newCount", 2);
    convex.setPaginated("interests:list", { results: [row(1, { isNew: true })], status: "Exhausted" });
    renderInterests();
    expect(convex.mutation("interests:markSeen")).toHaveBeenCalledWith({});
    // The server now answers them as seen: the badge stays for this visit.
    act(() => {
      convex.setQuery("interests:newCount", 0);
      convex.setPaginated("interests:list", { results: [row(1, { isNew: false })], status: "Exhausted" });
    });
    expect(await screen.findByText("New")).toBeInTheDocument();
  });

  it("marks nothing seen before the first page shows (its New badges would be lost)", () => {
    convex.setQuery("interests:newCount", 1);
    convex.setPaginated("interests:list", { results: [], status: "LoadingFirstPage" });
    renderInterests();
    expect(convex.mutation("interests:markSeen")).not.toHaveBeenCalled();
    act(() => {
      convex.setPaginated("interests:list", { results: [row(1, { isNew: true })], status: "Exhausted" });
    });
    expect(convex.mutation("interests:markSeen")).toHaveBeenCalledWith({});
    expect(screen.getByText("New")).toBeInTheDocument();
  });

  it("does not mark anything seen on the other tabs", () => {
    convex.setQuery("interests:newCount", 3);
    convex.setPaginated("interests:list", { results: [], status: "Exhausted" });
    renderInterests("/interests?tab=sent");
    expect(screen.getByRole("tab", { name: "Sent" })).toHaveAttribute("aria-selected", "true");
    expect(convex.mutation("interests:markSeen")).not.toHaveBeenCalled();
  });

  it.each([
    ["received", "No interests are waiting for your answer."],
    ["sent", "You have no interests waiting for an answer."],
    ["accepted", "No accepted interests yet."],
    ["declined", "No declined interests."],
  ])("says so when %s is empty, with the way to the matches", async (tab, text) => {
    const user = userEvent.setup();
    convex.setPaginated("interests:list", { results: [], status: "Exhausted" });
    renderInterests(`/interests?tab=${tab}`);
    expect(screen.getByText(text)).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "See my matches" }));
    expect(await screen.findByText("home page")).toBeInTheDocument();
  });

  it("switches tabs and shows the answer given", async () => {
    const user = userEvent.setup();
    convex.setPaginated("interests:list", {
      results: [row(4, { direction: "sent", status: "accepted", reply: "happy", updatedAt: NOV_21_2026 })],
      status: "Exhausted",
    });
    renderInterests();
    await user.click(screen.getByRole("tab", { name: "Accepted" }));
    expect(screen.getByRole("tab", { name: "Accepted" })).toHaveAttribute("aria-selected", "true");
    const card = screen.getByRole("heading", { name: "Bride 4" }).closest(".mantine-Card-root") as HTMLElement;
    expect(within(card).getByText("Their reply")).toBeInTheDocument();
    expect(within(card).getByText("Thank you for your interest. I am happy to take this forward.")).toBeInTheDocument();
    expect(within(card).getByText("Answered on 21 Nov 2026")).toBeInTheDocument();
  });

  it("loads more with Show more", async () => {
    const user = userEvent.setup();
    const answer = convex.setPaginated("interests:list", { results: [row(1)], status: "CanLoadMore" });
    renderInterests();
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(answer.loadMore).toHaveBeenCalledWith(12);
  });

  it("shows a pending member the verification notice and asks the server nothing", () => {
    convex.setQuery("members:me", makeMe({ profile: { status: "pending" } }));
    renderInterests();
    expect(screen.getByRole("heading", { name: "Your account is under verification" })).toBeInTheDocument();
    expect(convex.queryArgs.has("interests:newCount")).toBe(false);
  });
});
