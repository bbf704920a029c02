import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeCard, makeMe } from "../test/fixtures";
import { convex } from "../test/fakeConvex";
import { renderPage } from "../test/render";
import RecentlyViewedPage from "./RecentlyViewed.page";

vi.mock("convex/react", async () => (await import("../test/fakeConvex")).fakeConvexReact);

function renderRecent() {
  return renderPage(<RecentlyViewedPage />, {
    route: "/recently-viewed",
    otherRoutes: { "/user/:userId": <p>member page</p>, "/home": <p>home page</p> },
  });
}

const NOV_21_2026 = Date.UTC(2026, 10, 21, 6);

describe("/recently-viewed", () => {
  beforeEach(() => {
    convex.setQuery("members:me", makeMe());
  });

  it("lists the profiles in the server's order, newest view first", () => {
    convex.setQuery("views:recent", [
      { ...makeCard(3), viewedAt: NOV_21_2026 },
      { ...makeCard(1), viewedAt: NOV_21_2026 - 60_000 },
      { ...makeCard(2), viewedAt: NOV_21_2026 - 120_000 },
    ]);
    renderRecent();
    const names = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(names).toEqual(["Bride 3", "Bride 1", "Bride 2"]);
    expect(screen.getAllByText("Viewed on 21 Nov 2026")).toHaveLength(3);
  });

  it("opens a profile from the list", async () => {
    const user = userEvent.setup();
    convex.setQuery("views:recent", [{ ...makeCard(1), viewedAt: NOV_21_2026 }]);
    renderRecent();
    await user.click(screen.getByRole("link", { name: "Bride 1" }));
    expect(await screen.findByText("member page")).toBeInTheDocument();
  });

  it("says so when nothing was viewed yet, with the way to the matches", async () => {
    const user = userEvent.setup();
    convex.setQuery("views:recent", []);
    renderRecent();
    expect(screen.getByText("You have not viewed any profiles yet.")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "See my matches" }));
    expect(await screen.findByText("home page")).toBeInTheDocument();
  });

  it("shows the spec's message when the list cannot be fetched", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    convex.setQuery("views:recent", new Error("Server Error"));
    renderRecent();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Failed to fetch recently viewed profiles. Please try again later.",
    );
  });

  it("shows a pending member the verification notice and asks the server nothing", () => {
    convex.setQuery("members:me", makeMe({ profile: { status: "pending" } }));
    renderRecent();
    expect(screen.getByRole("heading", { name: "Your account is under verification" })).toBeInTheDocument();
    expect(convex.queryArgs.has("views:recent")).toBe(false);
  });

  it.each([
    {
      case: "no login",
      auth: { isLoading: false, isAuthenticated: false },
      expected: "You need to be logged in to view this page.",
    },
    {
      case: "a login without a profile",
      auth: { isLoading: false, isAuthenticated: true },
      expected: "User data not found.",
    },
  ])("says '$expected' for $case", ({ auth, expected }) => {
    convex.setAuth(auth);
    convex.setQuery("members:me", null);
    renderRecent();
    expect(screen.getByText(expected)).toBeInTheDocument();
  });
});
