import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Routes } from "react-router-dom";
import { convex } from "../../test/fakeConvex";
import { renderPage } from "../../test/render";
import { RequireMember } from "./guards";

vi.mock("convex/react", async () => (await import("../../test/fakeConvex")).fakeConvexReact);

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
    // A visitor unless a test says otherwise (the fake starts signed in).
    convex.setAuth({ isAuthenticated: false });
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
    convex.setAuth({ isLoading: true, isAuthenticated: false });
    renderPage(guarded("/"), { route: "/home", path: "/*" });
    expect(screen.getByRole("status")).toBeInTheDocument();
  });

  it("sends a login without a profile to /register", async () => {
    convex.setAuth({ isLoading: false, isAuthenticated: true });
    convex.setQuery("members:me", null);
    renderPage(guarded("/"), { route: "/home", path: "/*", otherRoutes: { "/register": <p>register page</p> } });
    expect(await screen.findByText("register page")).toBeInTheDocument();
  });

  it("lets a member through", async () => {
    convex.setAuth({ isLoading: false, isAuthenticated: true });
    convex.setQuery("members:me", { profile: { status: "pending" } });
    renderPage(guarded("/"), { route: "/home", path: "/*" });
    expect(await screen.findByText("member content")).toBeInTheDocument();
  });
});
