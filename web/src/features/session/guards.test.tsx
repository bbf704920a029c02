import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Routes } from "react-router-dom";
import { renderPage } from "../../test/render";
import { RequireMember } from "./guards";

const state = vi.hoisted(() => ({ auth: { isLoading: false, isAuthenticated: false }, me: undefined as unknown }));
vi.mock("convex/react", () => ({
  useConvexAuth: () => state.auth,
  useQuery: (_ref: unknown, args: unknown) => (args === "skip" ? undefined : state.me),
}));

function guarded(redirectTo: string) {
  return (
    <Routes>
      <Route element={<RequireMember redirectTo={redirectTo} />}>
        <Route path="/home" element={<p>member content</p>} />
      </Route>
    </Routes>
  );
}

describe("RequireMember", () => {
  beforeEach(() => {
    state.auth = { isLoading: false, isAuthenticated: false };
    state.me = undefined;
  });

  it.each([
    { case: "visitor on /home goes to /", redirectTo: "/", expected: "landing" },
    { case: "visitor on a member page goes to /login", redirectTo: "/login", expected: "login page" },
  ])("$case", async ({ redirectTo, expected }) => {
    renderPage(guarded(redirectTo), {
      route: "/home",
      path: "/*",
      otherRoutes: { "/": <p>landing</p>, "/login": <p>login page</p> },
    });
    expect(await screen.findByText(expected)).toBeInTheDocument();
    expect(screen.queryByText("member content")).not.toBeInTheDocument();
  });

  it("shows a loader while auth is loading", () => {
    state.auth = { isLoading: true, isAuthenticated: false };
    renderPage(guarded("/"), { route: "/home", path: "/*" });
    expect(screen.getByRole("status")).toBeInTheDocument();
  });

  it("sends a login without a profile to /register", async () => {
    state.auth = { isLoading: false, isAuthenticated: true };
    state.me = null;
    renderPage(guarded("/"), { route: "/home", path: "/*", otherRoutes: { "/register": <p>register page</p> } });
    expect(await screen.findByText("register page")).toBeInTheDocument();
  });

  it("lets a member through", async () => {
    state.auth = { isLoading: false, isAuthenticated: true };
    state.me = { profile: { status: "pending" } };
    renderPage(guarded("/"), { route: "/home", path: "/*" });
    expect(await screen.findByText("member content")).toBeInTheDocument();
  });
});
