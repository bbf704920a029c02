/**
 * Conversations (docs/conversations.md): who may talk, live reads and writes, masking per reader, money
 * warnings and the safety queue, blocks, suspension and deletion, limits, bounded pages, read receipts,
 * the unread email and report excerpts.
 */
import { describe, expect, test } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { LIMITS, OUTREACH_RECIPIENTS } from "./model/limits";
import { convexErrorOf, DAY, makeT, seedConsole, seedMember, useClock, type Caller, type T } from "./test.setup";

const first = (numItems = 20) => ({ paginationOpts: { numItems, cursor: null } });
type Member = { id: Id<"profiles">; as: Caller; code: string };

/** Two approved members with an accepted interest (A sent, B accepted). */
async function accepted(t: T = makeT()): Promise<{ t: T; a: Member; b: Member }> {
  const a = await seedMember(t, { gender: "Male", fullName: "Arjun A" });
  const b = await seedMember(t, { gender: "Female", fullName: "Bhavani B" });
  const interestId = await a.as.mutation(api.interests.send, { profileId: b.id, template: "liked" });
  await b.as.mutation(api.interests.accept, { interestId, reply: "happy" });
  return { t, a, b };
}

async function talking(t: T = makeT()) {
  const w = await accepted(t);
  const conversationId = await w.a.as.mutation(api.conversations.start, { profileId: w.b.id });
  return { ...w, conversationId };
}

const textOf = (parts: { kind: string; text?: string; contact?: string }[]) =>
  parts.map((p) => (p.kind === "text" ? p.text : `[${p.contact ?? ""}]`)).join("");

describe("who may talk", () => {
  test("accept → start → send → the other lists it, reads it, and the unread total follows", async () => {
    const { a, b, conversationId } = await talking();
    // Starting again (from either side) finds the same conversation.
    expect(await b.as.mutation(api.conversations.start, { profileId: a.id })).toBe(conversationId);
    expect(await a.as.query(api.conversations.forProfile, { profileId: b.id })).toEqual({ conversationId, canStart: true });

    await a.as.mutation(api.conversations.send, { conversationId, text: "  Namaste! నమస్కారం  " });
    expect(await b.as.query(api.conversations.unreadTotal, {})).toBe(1);
    const list = await b.as.query(api.conversations.list, first());
    expect(list.page).toHaveLength(1);
    expect(list.page[0]).toMatchObject({ conversationId, unread: 1, lastFromMe: false, ended: false, other: { profileId: a.id, name: "Arjun A" } });
    expect(textOf(list.page[0]!.lastPreview ?? [])).toBe("Namaste! నమస్కారం");

    const thread = await b.as.query(api.conversations.messages, { conversationId, ...first() });
    expect(thread.page.map((m) => [m.fromMe, textOf(m.parts), m.status])).toEqual([[false, "Namaste! నమస్కారం", null]]);
    const mine = await a.as.query(api.conversations.messages, { conversationId, ...first() });
    expect(mine.page[0]?.status).toBe("sent");

    await b.as.mutation(api.conversations.markDelivered, {});
    expect((await a.as.query(api.conversations.messages, { conversationId, ...first() })).page[0]?.status).toBe("delivered");
    await b.as.mutation(api.conversations.markRead, { conversationId });
    expect(await b.as.query(api.conversations.unreadTotal, {})).toBe(0);
    expect((await a.as.query(api.conversations.messages, { conversationId, ...first() })).page[0]?.status).toBe("seen");

    const view = await a.as.query(api.conversations.get, { conversationId });
    expect(view).toMatchObject({ ended: false, endedReason: null, canSend: true, myConsent: false, theirConsent: false, contactsShared: false, readReceipts: true });
  });

  test("no accepted interest: nothing to start; a stranger's conversation id is not found", async () => {
    const t = makeT();
    const a = await seedMember(t, { gender: "Male" });
    const b = await seedMember(t, { gender: "Female" });
    expect(await a.as.query(api.conversations.forProfile, { profileId: b.id })).toEqual({ conversationId: null, canStart: false });
    expect((await convexErrorOf(a.as.mutation(api.conversations.start, { profileId: b.id }))).code).toBe("forbidden");
    // A pending interest is not enough.
    await a.as.mutation(api.interests.send, { profileId: b.id, template: "liked" });
    expect((await convexErrorOf(b.as.mutation(api.conversations.start, { profileId: a.id }))).code).toBe("forbidden");

    const { conversationId } = await talking(t);
    for (const call of [
      a.as.query(api.conversations.get, { conversationId }),
      a.as.query(api.conversations.messages, { conversationId, ...first() }),
      a.as.mutation(api.conversations.send, { conversationId, text: "hello" }),
      a.as.mutation(api.conversations.markRead, { conversationId }),
      a.as.query(api.conversations.get, { conversationId: "not-an-id" }),
    ]) {
      expect(await convexErrorOf(call)).toMatchObject({ code: "not_found", message: "This conversation was not found." });
    }
  });

  test("text hygiene: empty, too long and hidden characters are refused; Telugu joiners stay", async () => {
    const { a, b, conversationId } = await talking();
    expect((await convexErrorOf(a.as.mutation(api.conversations.send, { conversationId, text: " \u200b " }))).code).toBe("invalid");
    expect((await convexErrorOf(a.as.mutation(api.conversations.send, { conversationId, text: "a".repeat(1001) }))).code).toBe("invalid");
    expect((await convexErrorOf(a.as.mutation(api.conversations.send, { conversationId, text: "abc\u202Eexe" }))).code).toBe("invalid");
    await a.as.mutation(api.conversations.send, { conversationId, text: "a".repeat(1000) });
    await a.as.mutation(api.conversations.send, { conversationId, text: "శ్రీ\u200cనివాస్ 🙏" });
    const page = await b.as.query(api.conversations.messages, { conversationId, ...first() });
    expect(textOf(page.page[0]!.parts)).toBe("శ్రీ\u200cనివాస్ 🙏");
  });
});
