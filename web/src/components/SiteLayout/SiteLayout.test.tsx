import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeMe } from "../../test/fixtures";
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
vi.mock("../../i18n", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../i18n")>()),
  loadCopy: vi.fn(() => words.load()),
}));

const MORE = /^more$/i;

/** A screen `width` px wide, as window.matchMedia answers the navbar's `(min-width: …em)` query. */
function screenWidth(width: number) {
  vi.spyOn(window, "matchMedia").mockImplementation((query: string) => {
    const min = /\(min-width: ([\d.]+)em\)/.exec(query);
    return {
      matches: min !== null && width >= Number(min[1]) * 16,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

describe("SiteLayout for a member", () => {
  afterEach(() => vi.restoreAllMocks());

  it("draws the member navbar only once the page words are here (its code may come first, in the member chunk)", async () => {
    screenWidth(1280);
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

  // Only the bar the screen shows is drawn: on a phone the desktop row and its menu are not
  // there at all, and on a desktop the phone bar's hamburger is not.
  it.each([
    { screen: "phone, 360 px", width: 360, desktopRow: false },
    { screen: "tablet, 1024 px", width: 1024, desktopRow: false },
    { screen: "desktop, 1200 px", width: 1200, desktopRow: true },
  ])("on a $screen: the desktop row drawn: $desktopRow", async ({ width, desktopRow }) => {
    screenWidth(width);
    await import("./MemberNavbar");
    words.reset();
    words.arrive();
    convex.setQuery("members:me", makeMe());
    renderPage(<SiteLayout />, { route: "/home" });
    await screen.findAllByRole("link", { name: /^notifications/i }, { timeout: 10_000 });
    expect(screen.queryByRole("button", { name: MORE }) !== null).toBe(desktopRow);
    expect(screen.queryByRole("navigation", { name: /main navigation/i }) !== null).toBe(desktopRow);
    expect(screen.getAllByRole("link", { name: /^notifications/i })).toHaveLength(1);
  });

  // Messages live in the menus (the bars have no room for another control); the unread count shows on
  // the menu's button, and a change of it marks the new messages delivered.
  it.each([
    { screen: "phone, 360 px", width: 360, button: /^Open menu, Messages, 3 unread$/ },
    { screen: "desktop, 1280 px", width: 1280, button: /^More, Messages, 3 unread$/ },
  ])("on a $screen: the unread messages on the menu's button, and delivered", async ({ width, button }) => {
    screenWidth(width);
    await import("./MemberNavbar");
    words.reset();
    words.arrive();
    convex.setQuery("members:me", makeMe());
    convex.setQuery("conversations:unreadTotal", 3);
    renderPage(<SiteLayout />, { route: "/home" });
    expect(await screen.findByRole("button", { name: button }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId("messages-count")).toHaveAttribute("data-count", "3");
    // After a short wait (useUnreadMessages.ts: a message read at once in the open thread needs none).
    await waitFor(() => expect(convex.mutation("conversations:markDelivered")).toHaveBeenCalledWith({}), {
      timeout: 5_000,
    });
  });
});
