import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { conversationsCopyTe } from "@matrimony/shared/copy/te/conversations";
import { makeMe } from "../test/fixtures";
import type { ConversationRow } from "../features/conversations/types";
import { addCopy, setLanguage } from "../i18n";
import { convex } from "../test/fakeConvex";
import { renderPage } from "../test/render";
import MessagesPage from "./Messages.page";

vi.mock("convex/react", async () => (await import("../test/fakeConvex")).fakeConvexReact);

const NOW = Date.now();

function row(n: number, overrides: Partial<ConversationRow> = {}): ConversationRow {
  return {
    conversationId: `c${String(n)}`,
    other: { profileId: `p${String(n)}`, name: `Member ${String(n)}`, profileCode: `TM${String(n)}`, photoUrl: null },
    lastMessageAt: NOW - n * 60_000,
    lastPreview: [{ kind: "text", text: `Hello ${String(n)}` }],
    lastFromMe: false,
    unread: 0,
    ended: false,
    ...overrides,
  };
}

function renderMessages() {
  return renderPage(<MessagesPage />, {
    route: "/messages",
    otherRoutes: { "/messages/:id": <p>thread page</p>, "/interests": <p>interests page</p> },
  });
}

describe("/messages", () => {
  beforeEach(() => {
    convex.setQuery("members:me", makeMe());
  });

  it("lists conversations in the server's order (newest first) with name, last line, unread count and links", () => {
    convex.setPaginated("conversations:list", {
      results: [
        row(1, { unread: 3 }),
        row(2, {
          lastFromMe: true,
          lastPreview: [
            { kind: "text", text: "call me on " },
            { kind: "masked", contact: "phone" },
          ],
        }),
        row(3, { ended: true }),
      ],
    });
    renderMessages();
    const rows = screen.getAllByTestId("conversation-row");
    expect(rows.map((r) => within(r).getByText(/^Member \d$/).textContent)).toEqual([
      "Member 1",
      "Member 2",
      "Member 3",
    ]);
    expect(rows[0]).toHaveAttribute("href", "/messages/c1");
    expect(rows[0]).toHaveAccessibleName("Conversation with Member 1, 3 unread messages");
    expect(within(rows[0]!).getByText("3")).toBeInTheDocument();
    // My own last line says so; a hidden number shows as the localized mark, never the digits.
    expect(rows[1]).toHaveTextContent("You: call me on •••• shared when you both agree");
    // An ended one is marked neutrally.
    expect(within(rows[2]!).getByText("Ended")).toBeInTheDocument();
    expect(within(rows[0]!).queryByText("Ended")).not.toBeInTheDocument();
  });

  it("names a member who left, and a conversation without messages yet", () => {
    convex.setPaginated("conversations:list", {
      results: [
        row(1, {
          other: { profileId: "p1", name: "", profileCode: "", photoUrl: null },
          ended: true,
          lastPreview: null,
        }),
      ],
    });
    renderMessages();
    const only = screen.getByTestId("conversation-row");
    expect(only).toHaveTextContent("Member left");
    expect(only).toHaveTextContent("No messages yet");
  });

  it("says when there is no conversation yet, and where to start one", () => {
    convex.setPaginated("conversations:list", { results: [] });
    renderMessages();
    expect(screen.getByText("No conversations yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See my interests" })).toHaveAttribute("href", "/interests?tab=accepted");
  });

  it("loads older conversations on request", () => {
    const answer = convex.setPaginated("conversations:list", { results: [row(1)], status: "CanLoadMore" });
    renderMessages();
    screen.getByRole("button", { name: "Show older conversations" }).click();
    expect(answer.loadMore).toHaveBeenCalledWith(20);
  });

  it("is for approved members: a member under verification sees the status notice and no query runs", () => {
    convex.setQuery("members:me", makeMe({ profile: { status: "pending" } }));
    renderMessages();
    expect(screen.queryByTestId("conversation-row")).not.toBeInTheDocument();
    expect(screen.getByText("Your account is under verification")).toBeInTheDocument();
  });

  it("reads in Telugu, the mark included", async () => {
    addCopy(conversationsCopyTe, "te");
    await setLanguage("te");
    convex.setPaginated("conversations:list", {
      results: [row(1, { lastPreview: [{ kind: "masked", contact: "phone" }], unread: 1 })],
    });
    renderMessages();
    expect(screen.getByRole("heading", { name: "సందేశాలు" })).toBeInTheDocument();
    expect(screen.getByTestId("conversation-row")).toHaveTextContent("•••• మీరిద్దరూ అంగీకరించాక చూపిస్తాం");
  });
});
