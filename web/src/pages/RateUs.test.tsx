import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RATE_US_POPUP_MS } from "@matrimony/shared/constants";
import { SITE } from "@matrimony/shared/site";
import { renderPage } from "../test/render";
import RateUsPage from "./RateUs.page";

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderPage(<RateUsPage />, { route: "/rate-us", otherRoutes: { "/": <p>landing page</p> } });
  return user;
}

async function waitForPopup() {
  act(() => vi.advanceTimersByTime(RATE_US_POPUP_MS));
  return screen.findByRole("dialog", { name: "Enjoying Telugu Matrimony?" });
}

describe("rate us (SPEC §2, §9)", () => {
  it("opens the review popup after 1 second, not before", async () => {
    vi.useFakeTimers(); // no drift from real time for this one
    renderPage(<RateUsPage />, { route: "/rate-us" });
    act(() => vi.advanceTimersByTime(RATE_US_POPUP_MS - 1));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    // The popup mounts within a frame of its opening transition.
    act(() => vi.advanceTimersByTime(20));
    expect(screen.getByRole("dialog", { name: "Enjoying Telugu Matrimony?" })).toBeInTheDocument();
  });

  it("invites a review on the external review page, in a new tab", async () => {
    setup();
    const dialog = await waitForPopup();
    const review = screen.getByRole("link", { name: /Write a review/ });
    expect(dialog).toContainElement(review);
    expect(review).toHaveAttribute("href", SITE.links.reviews);
    expect(review).toHaveAttribute("target", "_blank");
    expect(review).toHaveAttribute("rel", expect.stringContaining("noopener"));
  });

  it.each([
    {
      how: "the close button",
      close: (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole("button", { name: "Close" })),
    },
    {
      how: "Not now",
      close: (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole("button", { name: "Not now" })),
    },
    { how: "the Escape key", close: (user: ReturnType<typeof userEvent.setup>) => user.keyboard("{Escape}") },
  ])("closing it with $how goes to /", async ({ close }) => {
    const user = setup();
    await waitForPopup();
    await close(user);
    expect(await screen.findByText("landing page")).toBeInTheDocument();
  });
});
