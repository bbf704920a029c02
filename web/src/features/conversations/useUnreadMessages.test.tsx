import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DELIVERY_DELAY_MS } from "@matrimony/shared/rules/conversations/delivery";
import { makeMe } from "../../test/fixtures";
import { convex } from "../../test/fakeConvex";
import { renderPage } from "../../test/render";
import { useUnreadMessages } from "./useUnreadMessages";

vi.mock("convex/react", async () => (await import("../../test/fakeConvex")).fakeConvexReact);

function Probe() {
  const { count } = useUnreadMessages();
  return <p data-testid="count">{count}</p>;
}

/** The navbar's unread total changes as the server's subscription would push it. */
const total = (n: number) => act(() => convex.setQuery("conversations:unreadTotal", n));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("useUnreadMessages: marking new messages delivered", () => {
  beforeEach(async () => {
    convex.setQuery("members:me", makeMe());
    renderPage(<Probe />);
    await screen.findByTestId("count");
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it("marks a new message delivered after the delay", () => {
    const markDelivered = convex.mutation("conversations:markDelivered");
    total(1);
    expect(markDelivered).not.toHaveBeenCalled();
    wait(DELIVERY_DELAY_MS);
    expect(markDelivered).toHaveBeenCalledTimes(1);
    expect(markDelivered).toHaveBeenCalledWith({});
  });

  it("sends nothing for a message read at once in the open thread (the total back to 0)", () => {
    const markDelivered = convex.mutation("conversations:markDelivered");
    total(0);
    wait(DELIVERY_DELAY_MS);
    total(1);
    wait(DELIVERY_DELAY_MS / 3);
    total(0);
    wait(DELIVERY_DELAY_MS * 2);
    expect(markDelivered).not.toHaveBeenCalled();
  });

  it("makes one call for a burst of messages", () => {
    const markDelivered = convex.mutation("conversations:markDelivered");
    for (const n of [1, 2, 3, 4]) {
      total(n);
      wait(DELIVERY_DELAY_MS / 3);
    }
    wait(DELIVERY_DELAY_MS);
    expect(markDelivered).toHaveBeenCalledTimes(1);
  });
});
