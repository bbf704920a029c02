import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeMe } from "../../features/members/testing/fixtures";
import { convex } from "../../test/fakeConvex";
import { renderPage } from "../../test/render";
import { SiteLayout } from "./SiteLayout";

vi.mock("convex/react", async () => (await import("../../test/fakeConvex")).fakeConvexReact);

/** The page words, arriving when the test says so (loadCopy fetches them in the app). */
const words = vi.hoisted(() => {
  let arrive: () => void = () => undefined;
  let ready = Promise.resolve();
  return {
    reset() {
      ready = new Promise<void>((resolve) => (arrive = resolve));
    },
    arrive: () => arrive(),
    load: () => ready,
  };
});
vi.mock("../../i18n", async (importOriginal) => ({ ...(await importOriginal<typeof import("../../i18n")>()), loadCopy: vi.fn(() => words.load()) }));

const MORE = /^more$/i;

describe("SiteLayout for a member", () => {
  it("draws the member navbar only once the page words are here (its code may come first, in the member chunk)", async () => {
    // The code is here already, as when it comes in the chunk the page has just loaded.
    await import("./MemberNavbar");
    words.reset();
    convex.setQuery("members:me", makeMe());
    renderPage(<SiteLayout />, { route: "/home" });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    // Meanwhile the visitor's navbar holds its place (the Suspense fallback), so no key shows.
    expect(screen.queryByRole("button", { name: MORE })).not.toBeInTheDocument();
    await act(async () => words.arrive());
    expect((await screen.findAllByRole("button", { name: MORE }, { timeout: 10_000 })).length).toBeGreaterThan(0);
  });
});
