import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { conversationsCopyTe } from "@matrimony/shared/copy/te/conversations";
import { makeMe } from "../test/fixtures";
import type { ConversationView, MessageView } from "../features/conversations/types";
import { addCopy, setLanguage } from "../i18n";
import { convex } from "../test/fakeConvex";
import { renderPage } from "../test/render";
import ConversationPage from "./Conversation.page";

vi.mock("convex/react", async () => (await import("../test/fakeConvex")).fakeConvexReact);

// The composer's autosizing textarea listens for web fonts loading; jsdom has no document.fonts.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, load: () => Promise.resolve([]) },
  });
}

const NOW = Date.now();

function view(overrides: Partial<ConversationView> = {}): ConversationView {
  return {
    conversationId: "c1",
    other: { profileId: "p2", name: "Sita", profileCode: "TMSITA02", photoUrl: null },
    ended: false,
    endedReason: null,
    canSend: true,
    myConsent: false,
    theirConsent: false,
    contactsShared: false,
    readReceipts: true,
    ...overrides,
  };
}

function message(n: number, overrides: Partial<MessageView> = {}): MessageView {
  return {
    messageId: `m${String(n)}`,
    fromMe: n % 2 === 0,
    parts: [{ kind: "text", text: `Message ${String(n)}` }],
    sentAt: NOW - (100 - n) * 60_000,
    moneyWarning: false,
    status: n % 2 === 0 ? "sent" : null,
    ...overrides,
  };
}

/** The server pages newest first. */
const newestFirst = (...messages: MessageView[]) => [...messages].sort((a, b) => b.sentAt - a.sentAt);

function renderThread() {
  return renderPage(<ConversationPage />, {
    route: "/messages/c1",
    path: "/messages/:id",
    otherRoutes: { "/messages": <p>list page</p>, "/user/:userId": <p>member page</p> },
  });
}

/** The scroller's geometry, which jsdom does not lay out: `scrollHeight` grows with each message drawn. */
function fakeGeometry(perMessage = 50, clientHeight = 300) {
  const scroller = screen.getByTestId("thread-scroller");
  Object.defineProperty(scroller, "clientHeight", { configurable: true, get: () => clientHeight });
  Object.defineProperty(scroller, "scrollHeight", {
    configurable: true,
    get: () => scroller.querySelectorAll("[data-testid=message]").length * perMessage,
  });
  return scroller;
}

describe("/messages/:id", () => {
  beforeEach(() => {
    convex.setQuery("members:me", makeMe());
    convex.setQuery("conversations:get", view());
  });

  it("shows the thread oldest first, my messages with their ticks, theirs with a report button", () => {
    convex.setPaginated("conversations:messages", {
      results: newestFirst(message(1), message(2, { status: "delivered" }), message(4, { status: "seen" }), message(3)),
    });
    renderThread();
    expect(convex.queryArgs.get("conversations:get")).toEqual({ conversationId: "c1" });
    expect(screen.getByRole("heading", { name: "Sita" })).toBeInTheDocument();
    const shown = screen.getAllByTestId("message");
    expect(shown.map((m) => m.textContent?.match(/Message \d/)?.[0])).toEqual([
      "Message 1",
      "Message 2",
      "Message 3",
      "Message 4",
    ]);
    expect(within(shown[1]!).getByRole("img", { name: "Delivered" })).toBeInTheDocument();
    expect(within(shown[3]!).getByRole("img", { name: "Seen" })).toBeInTheDocument();
    expect(within(shown[0]!).queryByRole("img")).not.toBeInTheDocument();
    expect(within(shown[0]!).getByRole("button", { name: "Report this message" })).toBeInTheDocument();
    expect(within(shown[1]!).queryByRole("button", { name: "Report this message" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View profile" })).toHaveAttribute("href", "/user/p2");
  });

  it("shows hidden contact details as the mark, and the money warning on a flagged incoming message", () => {
    convex.setPaginated("conversations:messages", {
      results: newestFirst(
        message(1, {
          parts: [
            { kind: "text", text: "my number is " },
            { kind: "masked", contact: "phone" },
          ],
        }),
        message(3, { moneyWarning: true, parts: [{ kind: "text", text: "please send 5000 for customs" }] }),
      ),
    });
    renderThread();
    const [first, second] = screen.getAllByTestId("message");
    expect(first).toHaveTextContent("my number is •••• shared when you both agree");
    expect(within(first!).queryByTestId("money-warning")).not.toBeInTheDocument();
    expect(within(second!).getByTestId("money-warning")).toHaveTextContent(
      "Never send money to someone you met here. Report this conversation if you are asked.",
    );
  });

  it("sends the text exactly as typed (Telugu's ZWNJ kept), clears the box and counts characters", async () => {
    const user = userEvent.setup();
    convex.setPaginated("conversations:messages", { results: [] });
    renderThread();
    expect(screen.getByText(/Say hello/)).toBeInTheDocument();
    const box = screen.getByRole("textbox", { name: "Your message" });
    const send = screen.getByRole("button", { name: "Send" });
    expect(send).toBeDisabled();
    const text = "నమస్కారం, పాస్\u200Cవర్డ్ 🙂";
    await user.click(box);
    await user.paste(text);
    expect(screen.getByTestId("composer-counter")).toHaveTextContent(`${String(text.length)} / 1000`);
    await user.click(send);
    expect(convex.mutation("conversations:send")).toHaveBeenCalledWith({ conversationId: "c1", text });
    await waitFor(() => expect(box).toHaveValue(""));
  });

  it("keeps the text and says why when sending fails (a limit's wait in words)", async () => {
    const user = userEvent.setup();
    convex.setPaginated("conversations:messages", { results: [] });
    convex
      .mutation("conversations:send")
      .mockRejectedValue(
        new ConvexError({ code: "rate_limited", message: "Too fast", key: "conversations.sendFailed" }),
      );
    renderThread();
    const box = screen.getByRole("textbox", { name: "Your message" });
    await user.type(box, "Hello");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Your message was not sent. Please try again.")).toBeInTheDocument();
    expect(box).toHaveValue("Hello");
  });

  it("hides the composer and says the conversation has ended, live", () => {
    convex.setPaginated("conversations:messages", { results: newestFirst(message(1)) });
    renderThread();
    expect(screen.getByRole("textbox", { name: "Your message" })).toBeInTheDocument();
    act(() => convex.setQuery("conversations:get", view({ ended: true, endedReason: "blocked", canSend: false })));
    expect(screen.queryByRole("textbox", { name: "Your message" })).not.toBeInTheDocument();
    expect(screen.getByTestId("conversation-ended")).toHaveTextContent("This conversation has ended");
    expect(screen.queryByRole("button", { name: /Share my contact details/ })).not.toBeInTheDocument();
  });

  it("marks the thread read when it opens and when a new message from them arrives", () => {
    const answer = { results: newestFirst(message(1), message(2)) };
    convex.setPaginated("conversations:messages", answer);
    renderThread();
    const markRead = convex.mutation("conversations:markRead");
    expect(markRead).toHaveBeenCalledWith({ conversationId: "c1" });
    expect(markRead).toHaveBeenCalledTimes(1);
    // My own message does not call it again; theirs does.
    act(
      () =>
        void convex.setPaginated("conversations:messages", {
          results: newestFirst(message(1), message(2), message(4)),
        }),
    );
    expect(markRead).toHaveBeenCalledTimes(1);
    act(
      () =>
        void convex.setPaginated("conversations:messages", {
          results: newestFirst(message(1), message(2), message(4), message(5)),
        }),
    );
    expect(markRead).toHaveBeenCalledTimes(2);
  });

  it("opens at the bottom, stays there as messages arrive, and keeps the place when earlier ones load", () => {
    convex.setPaginated("conversations:messages", {
      results: newestFirst(
        message(10),
        message(11),
        message(12),
        message(13),
        message(14),
        message(15),
        message(16),
        message(17),
      ),
      status: "CanLoadMore",
    });
    renderThread();
    // jsdom lays nothing out: 100 px a message in a 300 px window from here on (the first layout ran before).
    const scroller = fakeGeometry(100, 300);
    const eight = [
      message(10),
      message(11),
      message(12),
      message(13),
      message(14),
      message(15),
      message(16),
      message(17),
    ];
    scroller.scrollTop = 500;
    // A new message while at the bottom: the list follows it.
    act(
      () =>
        void convex.setPaginated("conversations:messages", {
          results: newestFirst(...eight, message(19)),
          status: "CanLoadMore",
        }),
    );
    expect(scroller.scrollTop).toBe(900);
    // Scrolled up to read: a new message moves nothing, and a button offers the way down.
    scroller.scrollTop = 200;
    scroller.dispatchEvent(new Event("scroll"));
    act(
      () =>
        void convex.setPaginated("conversations:messages", {
          results: newestFirst(...eight, message(19), message(21)),
          status: "CanLoadMore",
        }),
    );
    expect(scroller.scrollTop).toBe(200);
    expect(screen.getByRole("button", { name: "New messages" })).toBeInTheDocument();
    // Two earlier messages load above: the ones on screen stay where they were (200 px added above).
    act(
      () =>
        void convex.setPaginated("conversations:messages", {
          results: newestFirst(message(6), message(7), ...eight, message(19), message(21)),
          status: "Exhausted",
        }),
    );
    expect(scroller.scrollTop).toBe(400);
  });

  it("loads earlier messages when scrolled to the top, or with the button", async () => {
    const user = userEvent.setup();
    const answer = convex.setPaginated("conversations:messages", {
      results: newestFirst(message(1), message(2)),
      status: "CanLoadMore",
    });
    renderThread();
    answer.loadMore.mockClear();
    await user.click(screen.getByRole("button", { name: "Load earlier messages" }));
    expect(answer.loadMore).toHaveBeenCalledWith(30);
    const scroller = fakeGeometry(200, 300);
    answer.loadMore.mockClear();
    scroller.scrollTop = 0;
    scroller.dispatchEvent(new Event("scroll"));
    expect(answer.loadMore).toHaveBeenCalledWith(30);
  });

  it.each([
    { state: "none", consent: {}, shows: "Share my contact details with Sita" },
    { state: "waiting", consent: { myConsent: true }, shows: "You agreed to share contact details. Waiting for Sita." },
    {
      state: "theirs",
      consent: { theirConsent: true },
      shows: "Sita agreed to share contact details. They are shown when you agree too.",
    },
    {
      state: "shared",
      consent: { myConsent: true, theirConsent: true, contactsShared: true },
      shows: "You both agreed: contact details in this conversation are shown.",
    },
  ])("sharing contact details: $state", ({ state, consent, shows }) => {
    convex.setQuery("conversations:get", view(consent));
    convex.setPaginated("conversations:messages", { results: [] });
    renderThread();
    expect(screen.getByTestId("share-state")).toHaveAttribute("data-state", state);
    expect(screen.getByTestId("share-state")).toHaveTextContent(shows);
  });

  it("asks before sharing contact details, then shares", async () => {
    const user = userEvent.setup();
    convex.setPaginated("conversations:messages", { results: [] });
    renderThread();
    await user.click(screen.getByRole("button", { name: "Share my contact details with Sita" }));
    const dialog = await screen.findByRole("dialog", { name: "Share your contact details with Sita?" });
    await user.click(within(dialog).getByRole("button", { name: "Share" }));
    expect(convex.mutation("conversations:shareContacts")).toHaveBeenCalledWith({ conversationId: "c1" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("reports a message with a reason and details", async () => {
    const user = userEvent.setup();
    convex.setPaginated("conversations:messages", { results: newestFirst(message(3, { moneyWarning: true })) });
    renderThread();
    await user.click(screen.getByRole("button", { name: "Report this message" }));
    const dialog = await screen.findByRole("dialog", { name: "Report a message from Sita" });
    expect(dialog).toHaveTextContent("the 30 messages before it");
    expect(dialog).toHaveTextContent("Reporting also blocks Sita for you, and this conversation ends.");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByText("Choose a reason.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("radio", { name: "Asked for money" }));
    await user.type(within(dialog).getByRole("textbox", { name: /Details/ }), "Asked for customs fees");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(convex.mutation("conversations:report")).toHaveBeenCalledWith({
      messageId: "m3",
      reason: "asked_for_money",
      details: "Asked for customs fees",
    });
    expect(
      await screen.findByText(
        "Thank you. Our safety team will look at this conversation. This member is now blocked for you.",
      ),
    ).toBeInTheDocument();
  });

  it("turns read receipts off from the thread's menu", async () => {
    const user = userEvent.setup();
    convex.setPaginated("conversations:messages", { results: [] });
    renderThread();
    await user.click(screen.getByRole("button", { name: "Conversation options" }));
    const toggle = await screen.findByRole("switch", { name: "Show when I have read messages" });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(convex.mutation("conversations:setReadReceipts")).toHaveBeenCalledWith({ enabled: false });
  });

  it("says a conversation that is not mine is not available", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    convex.setQuery("conversations:get", new ConvexError({ code: "not_found", message: "Not found" }));
    convex.setPaginated("conversations:messages", { results: [] });
    renderThread();
    expect(screen.getByRole("alert")).toHaveTextContent("This conversation is not available.");
  });

  it("reads in Telugu", async () => {
    addCopy(conversationsCopyTe, "te");
    await setLanguage("te");
    convex.setPaginated("conversations:messages", {
      results: newestFirst(message(1, { moneyWarning: true, parts: [{ kind: "masked", contact: "phone" }] })),
    });
    renderThread();
    expect(screen.getByTestId("message")).toHaveTextContent("•••• మీరిద్దరూ అంగీకరించాక చూపిస్తాం");
    expect(screen.getByTestId("money-warning")).toHaveTextContent("ఇక్కడ పరిచయమైన వారికి ఎప్పుడూ డబ్బు పంపకండి.");
    expect(screen.getByRole("button", { name: "పంపండి" })).toBeInTheDocument();
  });
});
