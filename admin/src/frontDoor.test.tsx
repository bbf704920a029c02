/**
 * The console's front door: a signed-out visitor who opens the console at any screen gets the sign-in
 * form at once, after one redirect to #/login (react-admin's LogoutOnMount used to loop thousands of
 * times before the form showed; see ConsoleRouter.tsx).
 */
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeConvex } from "./test/fakeConvex";
import { renderConsole } from "./test/renderConsole";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("signed out", () => {
  it.each(["/", "/approvals", "/members/p1/show"])(
    "opening %s shows the sign-in form after one navigation",
    async (route) => {
      const pushState = vi.spyOn(History.prototype, "pushState");
      renderConsole({ convex: new FakeConvex(), role: null, route });
      expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
      expect(window.location.hash).toBe("#/login");
      // Let any further logout's deferred navigation (react-admin waits a tick) run before counting.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(pushState.mock.calls.length).toBeLessThanOrEqual(1);
      expect(screen.getByRole("button", { name: "Sign in" })).toBeInTheDocument();
    },
  );
});
