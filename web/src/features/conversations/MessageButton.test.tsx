import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { describe, expect, it, vi } from "vitest";
import { convex } from "../../test/fakeConvex";
import { renderPage } from "../../test/render";
import { InterestAction } from "../interests/InterestAction";

vi.mock("convex/react", async () => (await import("../../test/fakeConvex")).fakeConvexReact);

const accepted = {
  state: "acceptedByThem",
  interestId: "i1",
  withdrawUntil: null,
  template: null,
  note: null,
} as const;

function renderAccepted() {
  convex.setQuery("interests:between", accepted);
  return renderPage(<InterestAction profileId="p1" name="Sita" variant="page" />, {
    route: "/user/p1",
    path: "/user/:userId",
    otherRoutes: { "/messages/:id": <p>thread page</p> },
  });
}

describe("Message, where an interest is accepted", () => {
  it.each([
    { when: "loading", answer: undefined, shown: false },
    {
      when: "we may not talk (a block, not approved)",
      answer: { conversationId: null, canStart: false },
      shown: false,
    },
    { when: "we may start", answer: { conversationId: null, canStart: true }, shown: true },
    { when: "a conversation exists", answer: { conversationId: "c9", canStart: true }, shown: true },
  ])("shows when $when: $shown", ({ answer, shown }) => {
    convex.setQuery("conversations:forProfile", answer);
    renderAccepted();
    expect(convex.queryArgs.get("conversations:forProfile")).toEqual({ profileId: "p1" });
    expect(within(screen.getByTestId("interest-action")).queryByRole("button", { name: "Message Sita" }) !== null).toBe(
      shown,
    );
  });

  it("starts the conversation on the first tap and opens it", async () => {
    const user = userEvent.setup();
    convex.setQuery("conversations:forProfile", { conversationId: null, canStart: true });
    convex.mutation("conversations:start").mockResolvedValue("c1");
    renderAccepted();
    await user.click(screen.getByRole("button", { name: "Message Sita" }));
    expect(convex.mutation("conversations:start")).toHaveBeenCalledWith({ profileId: "p1" });
    expect(await screen.findByText("thread page")).toBeInTheDocument();
  });

  it("opens an existing conversation without starting another", async () => {
    const user = userEvent.setup();
    convex.setQuery("conversations:forProfile", { conversationId: "c9", canStart: true });
    renderAccepted();
    await user.click(screen.getByRole("button", { name: "Message Sita" }));
    expect(await screen.findByText("thread page")).toBeInTheDocument();
    expect(convex.mutation("conversations:start")).not.toHaveBeenCalled();
  });

  it("says why when it cannot start (the server's words)", async () => {
    const user = userEvent.setup();
    convex.setQuery("conversations:forProfile", { conversationId: null, canStart: true });
    convex.mutation("conversations:start").mockRejectedValue(
      new ConvexError({
        code: "rate_limited",
        message: "limit",
        key: "conversationError.startLimit",
        retryAt: Date.now() + 2 * 3_600_000,
      }),
    );
    renderAccepted();
    await act(async () => user.click(screen.getByRole("button", { name: "Message Sita" })));
    expect(
      await screen.findByText(
        "You have started the most new conversations allowed for today. You can start another in 2 hours.",
      ),
    ).toBeInTheDocument();
  });

  it("is not offered before an interest is accepted", () => {
    convex.setQuery("interests:between", { ...accepted, state: "sent" });
    convex.setQuery("conversations:forProfile", { conversationId: null, canStart: true });
    renderPage(<InterestAction profileId="p1" name="Sita" variant="page" />);
    expect(screen.queryByRole("button", { name: "Message Sita" })).not.toBeInTheDocument();
    expect(convex.queryArgs.has("conversations:forProfile")).toBe(false);
  });
});
