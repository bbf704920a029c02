/**
 * Conversations (docs/conversations.md): who may talk, live reads and writes, masking per reader, money
 * warnings and the safety queue, blocks, suspension and deletion, limits, bounded pages, read receipts,
 * the unread email and report excerpts.
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { LIMITS, OUTREACH_RECIPIENTS } from "./model/limits";
import { renderMail } from "./model/notifications/render";
import { convexErrorOf, DAY, makeT, seedConsole, seedMember, useClock, type Caller, type T } from "./test.fixtures";

afterEach(() => {
  vi.useRealTimers();
});

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
    expect(await a.as.query(api.conversations.forProfile, { profileId: b.id })).toEqual({
      conversationId,
      canStart: true,
    });

    await a.as.mutation(api.conversations.send, { conversationId, text: "  Namaste! నమస్కారం  " });
    expect(await b.as.query(api.conversations.unreadTotal, {})).toBe(1);
    const list = await b.as.query(api.conversations.list, first());
    expect(list.page).toHaveLength(1);
    expect(list.page[0]).toMatchObject({
      conversationId,
      unread: 1,
      lastFromMe: false,
      ended: false,
      other: { profileId: a.id, name: "Arjun A" },
    });
    expect(textOf(list.page[0]!.lastPreview ?? [])).toBe("Namaste! నమస్కారం");

    const thread = await b.as.query(api.conversations.messages, { conversationId, ...first() });
    expect(thread.page.map((m) => [m.fromMe, textOf(m.parts), m.status])).toEqual([[false, "Namaste! నమస్కారం", null]]);
    const mine = await a.as.query(api.conversations.messages, { conversationId, ...first() });
    expect(mine.page[0]?.status).toBe("sent");

    await b.as.mutation(api.conversations.markDelivered, {});
    expect((await a.as.query(api.conversations.messages, { conversationId, ...first() })).page[0]?.status).toBe(
      "delivered",
    );
    await b.as.mutation(api.conversations.markRead, { conversationId });
    expect(await b.as.query(api.conversations.unreadTotal, {})).toBe(0);
    expect((await a.as.query(api.conversations.messages, { conversationId, ...first() })).page[0]?.status).toBe("seen");

    const view = await a.as.query(api.conversations.get, { conversationId });
    expect(view).toMatchObject({
      ended: false,
      endedReason: null,
      canSend: true,
      myConsent: false,
      theirConsent: false,
      contactsShared: false,
      readReceipts: true,
    });
  });

  test("no accepted interest: nothing to start; a stranger's conversation id is not found", async () => {
    const t = makeT();
    const a = await seedMember(t, { gender: "Male" });
    const b = await seedMember(t, { gender: "Female" });
    expect(await a.as.query(api.conversations.forProfile, { profileId: b.id })).toEqual({
      conversationId: null,
      canStart: false,
    });
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
      expect(await convexErrorOf(call)).toMatchObject({
        code: "not_found",
        message: "This conversation was not found.",
      });
    }
  });

  test("text hygiene: empty, too long and hidden characters are refused; Telugu joiners stay", async () => {
    const { a, b, conversationId } = await talking();
    expect(
      (await convexErrorOf(a.as.mutation(api.conversations.send, { conversationId, text: " \u200b " }))).code,
    ).toBe("invalid");
    expect(
      (await convexErrorOf(a.as.mutation(api.conversations.send, { conversationId, text: "a".repeat(1001) }))).code,
    ).toBe("invalid");
    expect(
      (await convexErrorOf(a.as.mutation(api.conversations.send, { conversationId, text: "abc\u202Eexe" }))).code,
    ).toBe("invalid");
    await a.as.mutation(api.conversations.send, { conversationId, text: "a".repeat(1000) });
    await a.as.mutation(api.conversations.send, { conversationId, text: "శ్రీ\u200cనివాస్ 🙏" });
    const page = await b.as.query(api.conversations.messages, { conversationId, ...first() });
    expect(textOf(page.page[0]!.parts)).toBe("శ్రీ\u200cనివాస్ 🙏");
  });
});

describe("masking per reader", () => {
  test("the reader sees contact details masked until both agree; the sender always sees the original", async () => {
    const { a, b, conversationId } = await talking();
    await a.as.mutation(api.conversations.send, { conversationId, text: "Call me on 98765 43210 tomorrow" });
    const readerView = async () =>
      (await b.as.query(api.conversations.messages, { conversationId, ...first() })).page[0]!.parts;
    expect(await readerView()).toContainEqual({ kind: "masked", contact: "phone" });
    expect(JSON.stringify(await readerView())).not.toContain("98765");
    // The list's preview is masked the same way.
    expect(JSON.stringify((await b.as.query(api.conversations.list, first())).page[0]!.lastPreview)).not.toContain(
      "98765",
    );
    expect(textOf((await a.as.query(api.conversations.messages, { conversationId, ...first() })).page[0]!.parts)).toBe(
      "Call me on 98765 43210 tomorrow",
    );

    // One consent is not enough.
    await b.as.mutation(api.conversations.shareContacts, { conversationId });
    expect(await b.as.query(api.conversations.get, { conversationId })).toMatchObject({
      myConsent: true,
      theirConsent: false,
      contactsShared: false,
    });
    expect(JSON.stringify(await readerView())).not.toContain("98765");
    await a.as.mutation(api.conversations.shareContacts, { conversationId });
    expect(await b.as.query(api.conversations.get, { conversationId })).toMatchObject({
      myConsent: true,
      theirConsent: true,
      contactsShared: true,
    });
    expect(textOf(await readerView())).toBe("Call me on 98765 43210 tomorrow");
  });

  test("the data export masks the other member's contact details too; the sender's own text is theirs", async () => {
    const { a, b, conversationId } = await talking();
    await a.as.mutation(api.conversations.send, { conversationId, text: "My number is 98765 43210" });
    expect(await b.as.query(api.members.exportMyData, {})).not.toContain("98765");
    expect(await a.as.query(api.members.exportMyData, {})).toContain("My number is 98765 43210");
  });

  test("the stored text is the original; only reads mask it", async () => {
    const { t, a, conversationId } = await talking();
    const id = await a.as.mutation(api.conversations.send, { conversationId, text: "my mail ravi.k@example.com" });
    const stored = await t.run(async (ctx) => await ctx.db.get("messages", id));
    expect(stored?.text).toBe("my mail ravi.k@example.com");
    expect(stored?.contactKinds.length).toBeGreaterThan(0);
  });
});

describe("money warnings", () => {
  test("a money request reaches the reader with a warning, and the conversation enters the safety queue with the excerpt", async () => {
    const { t, a, b, conversationId } = await talking();
    await a.as.mutation(api.conversations.send, { conversationId, text: "Hello, how is your family?" });
    await b.as.mutation(api.conversations.send, {
      conversationId,
      text: "Please send money, 20000 rupees for the customs fees of my gift",
    });
    const forA = (await a.as.query(api.conversations.messages, { conversationId, ...first() })).page;
    expect(forA[0]).toMatchObject({ fromMe: false, moneyWarning: true });
    expect(forA[1]).toMatchObject({ fromMe: true, moneyWarning: false });
    // The sender is not warned about their own message.
    expect((await b.as.query(api.conversations.messages, { conversationId, ...first() })).page[0]?.moneyWarning).toBe(
      false,
    );

    const { support } = await seedConsole(t);
    const queue = await support.query(api.admin.safety.list, {
      paginationOpts: { numItems: 10, cursor: null },
      filter: { status: "open" },
    });
    expect(queue.page).toHaveLength(1);
    expect(queue.page[0]).toMatchObject({
      kind: "money",
      member: { profileId: b.id },
      other: { profileId: a.id },
      hasExcerpt: true,
      hits: 1,
    });
    // The list never carries the messages themselves.
    expect(JSON.stringify(queue)).not.toContain("customs fees");

    // A second request in the same conversation counts on the same entry.
    await b.as.mutation(api.conversations.send, { conversationId, text: "Transfer the money today please, 5000 rs" });
    const again = await support.query(api.admin.safety.list, {
      paginationOpts: { numItems: 10, cursor: null },
      filter: { status: "open" },
    });
    expect(again.page).toHaveLength(1);
    expect(again.page[0]?.hits).toBe(2);

    const excerpt = await support.mutation(api.admin.safety.openExcerpt, { id: again.page[0]!._id });
    expect(excerpt.messages.map((m) => m.from)).toEqual(["other", "member", "member"]);
    expect(excerpt.messages[1]?.text).toContain("customs fees");
    const audits = await t.run(
      async (ctx) =>
        await ctx.db
          .query("auditLog")
          .withIndex("by_action_and_at", (q) => q.eq("action", "safety.excerptOpen"))
          .collect(),
    );
    expect(audits).toHaveLength(1);
  });
});

describe("ending", () => {
  test.each(["a", "b"] as const)(
    "a block by %s ends the conversation for both; nothing more can be sent",
    async (who) => {
      const { a, b, conversationId } = await talking();
      await a.as.mutation(api.conversations.send, { conversationId, text: "Hello" });
      const [blocker, blocked] = who === "a" ? [a, b] : [b, a];
      await blocker.as.mutation(api.safety.block, { profileId: blocked.id });
      for (const m of [a, b]) {
        expect(await m.as.query(api.conversations.get, { conversationId })).toMatchObject({
          ended: true,
          endedReason: "blocked",
          canSend: false,
        });
        expect((await m.as.query(api.conversations.list, first())).page[0]?.ended).toBe(true);
        expect(
          await convexErrorOf(m.as.mutation(api.conversations.send, { conversationId, text: "still there?" })),
        ).toMatchObject({ code: "conflict", message: "This conversation has ended." });
      }
      // Unblocking does not reopen it, and the page shows no way to start another.
      if (who === "a") await a.as.mutation(api.safety.unblock, { profileId: b.id });
      expect((await a.as.query(api.conversations.get, { conversationId })).ended).toBe(true);
    },
  );

  test("a suspension ends every conversation of the member; the suspended member has none to read", async () => {
    const t = makeT();
    const { a, b, conversationId } = await talking(t);
    const { admin } = await seedConsole(t);
    await admin.mutation(api.admin.members.suspend, { id: a.id, reason: "Asked members for money." });
    expect(await b.as.query(api.conversations.get, { conversationId })).toMatchObject({
      ended: true,
      endedReason: "suspended",
      canSend: false,
    });
    expect((await convexErrorOf(a.as.query(api.conversations.list, first()))).code).toBe("not_approved");
    expect(await a.as.query(api.conversations.unreadTotal, {})).toBe(0);
    await admin.mutation(api.admin.members.reinstate, { id: a.id });
    expect((await a.as.query(api.conversations.get, { conversationId })).ended).toBe(true);
  });

  test("staff end a conversation from the safety queue: ended for both, audited", async () => {
    const { t, a, b, conversationId } = await talking();
    await b.as.mutation(api.conversations.send, {
      conversationId,
      text: "Send money through UPI for my visa and ticket, 50000 rupees",
    });
    const { admin, support } = await seedConsole(t);
    const [flag] = (await admin.query(api.admin.safety.list, { paginationOpts: { numItems: 10, cursor: null } })).page;
    expect((await convexErrorOf(support.mutation(api.admin.safety.act, { id: flag!._id, action: "end" }))).code).toBe(
      "forbidden",
    );
    await admin.mutation(api.admin.safety.act, { id: flag!._id, action: "end" });
    expect(await a.as.query(api.conversations.get, { conversationId })).toMatchObject({
      ended: true,
      endedReason: "staff",
    });
    const closed = await admin.query(api.admin.safety.get, { id: flag!._id });
    expect(closed).toMatchObject({ status: "closed", outcome: "end", hasExcerpt: false });
    expect((await convexErrorOf(admin.mutation(api.admin.safety.openExcerpt, { id: flag!._id }))).code).toBe(
      "not_found",
    );
    const actions = await t.run(async (ctx) => (await ctx.db.query("auditLog").collect()).map((e) => e.action));
    expect(actions).toContain("safety.end");
  });

  test("staff warn from the queue: the member gets a notice", async () => {
    const { t, b, conversationId } = await talking();
    await b.as.mutation(api.conversations.send, {
      conversationId,
      text: "Please send money for my loan, 10000 rupees",
    });
    const { admin } = await seedConsole(t);
    const [flag] = (await admin.query(api.admin.safety.list, { paginationOpts: { numItems: 10, cursor: null } })).page;
    await admin.mutation(api.admin.safety.act, { id: flag!._id, action: "warn" });
    const notices = await b.as.query(api.safety.notices, {});
    expect(notices.map((n) => n.reason)).toEqual(["asked_for_money"]);
  });

  test("deletion: the member's messages disappear from the other side, the conversation shows the member left", async () => {
    const { t, a, b, conversationId } = await talking();
    await a.as.mutation(api.conversations.send, { conversationId, text: "A first" });
    await b.as.mutation(api.conversations.send, { conversationId, text: "B answer" });
    await b.as.mutation(api.conversations.send, { conversationId, text: "B again" });
    expect(await a.as.query(api.conversations.unreadTotal, {})).toBe(2);
    await b.as.mutation(api.members.deleteMyAccount, { confirm: true });

    const view = await a.as.query(api.conversations.get, { conversationId });
    expect(view).toMatchObject({
      ended: true,
      endedReason: "member_left",
      canSend: false,
      other: { name: "", profileCode: "", photoUrl: null },
    });
    const thread = await a.as.query(api.conversations.messages, { conversationId, ...first() });
    expect(thread.page.map((m) => textOf(m.parts))).toEqual(["A first"]);
    const row = (await a.as.query(api.conversations.list, first())).page[0];
    expect(row).toMatchObject({ ended: true, unread: 0, lastPreview: null });
    expect(await a.as.query(api.conversations.unreadTotal, {})).toBe(0);
    const left = await t.run(
      async (ctx) =>
        await ctx.db
          .query("messages")
          .withIndex("by_senderId_and_sentAt", (q) => q.eq("senderId", b.id))
          .collect(),
    );
    expect(left).toEqual([]);
  });

  test("deletion keeps the excerpt of an open report until staff close the report", async () => {
    const { t, a, b, conversationId } = await talking();
    const messageId = await b.as.mutation(api.conversations.send, {
      conversationId,
      text: "You are stupid, send me 5000 rupees now",
    });
    await a.as.mutation(api.conversations.report, {
      messageId,
      reason: "abusive_or_obscene",
      details: "Rude and asked for money.",
    });
    await b.as.mutation(api.members.deleteMyAccount, { confirm: true });
    const { admin } = await seedConsole(t);
    const reports = await admin.query(api.admin.safety.list, {
      paginationOpts: { numItems: 10, cursor: null },
      filter: { kind: "report" },
    });
    expect(reports.page).toHaveLength(1);
    const flag = reports.page[0]!;
    expect(flag).toMatchObject({ status: "open", hasExcerpt: true, member: null, reportStatus: "open" });
    expect((await admin.mutation(api.admin.safety.openExcerpt, { id: flag._id })).messages.map((m) => m.text)).toEqual([
      "You are stupid, send me 5000 rupees now",
    ]);
    // The money flag about the deleted member went with them.
    expect(
      (
        await admin.query(api.admin.safety.list, {
          paginationOpts: { numItems: 10, cursor: null },
          filter: { kind: "money" },
        })
      ).page,
    ).toEqual([]);

    await admin.mutation(api.admin.reports.act, { id: flag.reportId!, action: "dismiss" });
    expect(await admin.query(api.admin.safety.get, { id: flag._id })).toMatchObject({
      status: "closed",
      hasExcerpt: false,
    });
    const excerpts = await t.run(async (ctx) => await ctx.db.query("safetyExcerpts").collect());
    expect(excerpts).toEqual([]);
  });
});

describe("reports from a message", () => {
  test("the report carries the last 30 messages, staff-only, every opening audited; the reporter is blocked from more", async () => {
    const { t, a, b, conversationId } = await talking();
    let lastId: Id<"messages"> | null = null;
    for (let i = 1; i <= 35; i++) {
      const sender = i % 2 === 0 ? a : b;
      const id = await sender.as.mutation(api.conversations.send, { conversationId, text: `message ${String(i)}` });
      if (sender === b) lastId = id;
    }
    await a.as.mutation(api.conversations.report, { messageId: lastId!, reason: "other" });
    expect(await b.as.query(api.conversations.get, { conversationId })).toMatchObject({
      ended: true,
      endedReason: "blocked",
    });
    // Reporting twice while the first is open is refused, as for any report.
    expect(
      (await convexErrorOf(a.as.mutation(api.conversations.report, { messageId: lastId!, reason: "other" }))).code,
    ).toBe("conflict");

    const { support } = await seedConsole(t);
    const [flag] = (
      await support.query(api.admin.safety.list, {
        paginationOpts: { numItems: 10, cursor: null },
        filter: { kind: "report" },
      })
    ).page;
    expect(flag).toMatchObject({
      kind: "report",
      member: { profileId: b.id },
      other: { profileId: a.id },
      reportReason: "other",
    });
    const excerpt = await support.mutation(api.admin.safety.openExcerpt, { id: flag!._id });
    expect(excerpt.messages).toHaveLength(30);
    expect(excerpt.messages[0]?.text).toBe("message 6");
    expect(excerpt.messages[29]?.text).toBe("message 35");
    await support.mutation(api.admin.safety.openExcerpt, { id: flag!._id });
    const opened = await t.run(
      async (ctx) =>
        await ctx.db
          .query("auditLog")
          .withIndex("by_action_and_at", (q) => q.eq("action", "safety.excerptOpen"))
          .collect(),
    );
    expect(opened).toHaveLength(2);
    // Members (either of the two) cannot open it.
    for (const m of [a, b])
      expect((await convexErrorOf(m.as.mutation(api.admin.safety.openExcerpt, { id: flag!._id }))).code).toBe(
        "forbidden",
      );
    // The report is in the reports queue too.
    expect((await support.query(api.admin.reports.get, { id: flag!.reportId! }))?.reason).toBe("other");
  });

  test("one's own message cannot be reported", async () => {
    const { a, conversationId } = await talking();
    const messageId = await a.as.mutation(api.conversations.send, { conversationId, text: "hello" });
    expect(await convexErrorOf(a.as.mutation(api.conversations.report, { messageId, reason: "other" }))).toMatchObject({
      code: "invalid",
      message: "You cannot report your own message.",
    });
  });

  test("a message of another conversation is not found", async () => {
    const t = makeT();
    const { conversationId, b } = await talking(t);
    const stranger = await seedMember(t, { gender: "Male" });
    const messageId = await b.as.mutation(api.conversations.send, { conversationId, text: "hi" });
    expect(
      await convexErrorOf(stranger.as.mutation(api.conversations.report, { messageId, reason: "other" })),
    ).toMatchObject({
      code: "not_found",
      message: "This message was not found.",
    });
  });
});

describe("read receipts", () => {
  test('off on either side: no "seen", only "delivered"; on for both: "seen"', async () => {
    const { a, b, conversationId } = await talking();
    await a.as.mutation(api.conversations.send, { conversationId, text: "one" });
    await b.as.mutation(api.conversations.markRead, { conversationId });
    const statusForA = async () =>
      (await a.as.query(api.conversations.messages, { conversationId, ...first() })).page[0]?.status;
    expect(await statusForA()).toBe("seen");
    await b.as.mutation(api.conversations.setReadReceipts, { enabled: false });
    expect(await statusForA()).toBe("delivered");
    expect((await b.as.query(api.conversations.get, { conversationId })).readReceipts).toBe(false);
    // B, with receipts off, does not see A's "seen" either.
    await b.as.mutation(api.conversations.send, { conversationId, text: "two" });
    await a.as.mutation(api.conversations.markRead, { conversationId });
    expect((await b.as.query(api.conversations.messages, { conversationId, ...first() })).page[0]?.status).toBe(
      "delivered",
    );
    await b.as.mutation(api.conversations.setReadReceipts, { enabled: true });
    expect((await b.as.query(api.conversations.messages, { conversationId, ...first() })).page[0]?.status).toBe("seen");
  });
});

describe("settings", () => {
  test("read receipts: on by default, then as the member set them; any member may ask", async () => {
    const { a, b } = await accepted();
    expect(await b.as.query(api.conversations.settings, {})).toEqual({ readReceipts: true });
    await b.as.mutation(api.conversations.setReadReceipts, { enabled: false });
    expect(await b.as.query(api.conversations.settings, {})).toEqual({ readReceipts: false });
    // The other member's setting is theirs alone.
    expect(await a.as.query(api.conversations.settings, {})).toEqual({ readReceipts: true });
    await b.as.mutation(api.conversations.setReadReceipts, { enabled: true });
    expect(await b.as.query(api.conversations.settings, {})).toEqual({ readReceipts: true });
  });
});

/**
 * A db that records every write the code under test asks for (insert, patch, replace, delete). Comparing a
 * row before and after cannot show a patch with the same values, which Convex still commits (and which
 * re-runs every subscription reading that row); recording the calls can.
 */
function writeLoggingDb<D extends object>(db: D, writes: string[]): D {
  return new Proxy(db, {
    get(obj, prop, receiver) {
      const member = Reflect.get(obj, prop, receiver) as unknown;
      if (typeof member !== "function") return member;
      return (...args: unknown[]) => {
        if (prop === "insert" || prop === "patch" || prop === "replace" || prop === "delete")
          writes.push(`${prop} ${String(args[0])}`);
        return (member as (...a: unknown[]) => unknown).apply(obj, args);
      };
    },
  });
}

describe("no write when nothing changes", () => {
  /** The writes one call of a conversation mutation's model function asks for, as member `profileId`. */
  async function writesOf(
    t: T,
    profileId: Id<"profiles">,
    call: "markRead" | "markDelivered",
    conversationId?: Id<"conversations">,
  ): Promise<string[]> {
    const { markRead, markDelivered } = await import("./model/conversations/write");
    return await t.run(async (ctx) => {
      const me = (await ctx.db.get("profiles", profileId))!;
      const writes: string[] = [];
      const logged = { ...ctx, db: writeLoggingDb(ctx.db, writes) };
      if (call === "markRead") await markRead(logged, me, conversationId!);
      else await markDelivered(logged, me);
      return writes;
    });
  }

  test("markRead writes once per new message, then nothing while read up to the newest", async () => {
    const { t, a, b, conversationId } = await talking();
    await a.as.mutation(api.conversations.send, { conversationId, text: "one" });
    // The first read writes: the conversation row and the member's unread total.
    expect(await writesOf(t, b.id, "markRead", conversationId)).toEqual([
      "patch conversations",
      "patch conversationMembers",
    ]);
    expect(await writesOf(t, b.id, "markRead", conversationId)).toEqual([]);
    // The sender has read their own message by sending it.
    expect(await writesOf(t, a.id, "markRead", conversationId)).toEqual([]);
    // B's reply makes A's read a write again, once.
    await b.as.mutation(api.conversations.send, { conversationId, text: "two" });
    expect(await writesOf(t, b.id, "markRead", conversationId)).toEqual([]);
    expect(await writesOf(t, a.id, "markRead", conversationId)).toEqual([
      "patch conversations",
      "patch conversationMembers",
    ]);
    expect(await writesOf(t, a.id, "markRead", conversationId)).toEqual([]);
  });

  test("markDelivered writes only for messages not yet delivered, and nothing with no unread", async () => {
    const { t, a, b, conversationId } = await talking();
    // Nothing unread: nothing to deliver.
    expect(await writesOf(t, b.id, "markDelivered")).toEqual([]);
    await a.as.mutation(api.conversations.send, { conversationId, text: "one" });
    expect(await writesOf(t, b.id, "markDelivered")).toEqual(["patch conversations"]);
    // Still unread, but already delivered: no write.
    expect(await writesOf(t, b.id, "markDelivered")).toEqual([]);
    await a.as.mutation(api.conversations.send, { conversationId, text: "two" });
    expect(await writesOf(t, b.id, "markDelivered")).toEqual(["patch conversations"]);
    // Read (which delivers too): nothing left for markDelivered.
    await b.as.mutation(api.conversations.markRead, { conversationId });
    await a.as.mutation(api.conversations.send, { conversationId, text: "three" });
    await b.as.mutation(api.conversations.markRead, { conversationId });
    expect(await writesOf(t, b.id, "markDelivered")).toEqual([]);
  });
});

describe("limits", () => {
  test(`the ${String(LIMITS.messagesPerMinute.capacity + 1)}th message in a minute is refused with the wait`, async () => {
    useClock();
    const { a, conversationId } = await talking();
    for (let i = 0; i < LIMITS.messagesPerMinute.capacity; i++)
      await a.as.mutation(api.conversations.send, { conversationId, text: `line ${String(i)}` });
    const error = await convexErrorOf(a.as.mutation(api.conversations.send, { conversationId, text: "one more" }));
    expect(error.code).toBe("rate_limited");
    expect(error.message).toMatch(/^You are sending messages too quickly\. Please wait .+ and try again\.$/);
  });

  test(`the ${String(LIMITS.conversationsPerDay.capacity + 1)}th new conversation in a day is refused`, async () => {
    useClock();
    const t = makeT();
    const a = await seedMember(t, { gender: "Male" });
    const others: Member[] = [];
    for (let i = 0; i <= LIMITS.conversationsPerDay.capacity; i++) {
      const b = await seedMember(t, { gender: "Female" });
      const interestId = await b.as.mutation(api.interests.send, { profileId: a.id, template: "liked" });
      await a.as.mutation(api.interests.accept, { interestId, reply: "happy" });
      others.push(b);
    }
    for (const b of others.slice(0, -1)) await a.as.mutation(api.conversations.start, { profileId: b.id });
    const error = await convexErrorOf(a.as.mutation(api.conversations.start, { profileId: others.at(-1)!.id }));
    expect(error.code).toBe("rate_limited");
    expect(error.message).toMatch(/^You have started the most new conversations allowed for today\./);
    // The other member may still start it.
    await others.at(-1)!.as.mutation(api.conversations.start, { profileId: a.id });
  });

  test(`the same long text to ${String(OUTREACH_RECIPIENTS)} members is flagged as copy-paste outreach`, async () => {
    const t = makeT();
    const a = await seedMember(t, { gender: "Male" });
    const { admin } = await seedConsole(t);
    const pitch = "Hello madam, I am a well settled NRI businessman looking for a caring life partner, reply soon";
    for (let i = 0; i < OUTREACH_RECIPIENTS; i++) {
      const b = await seedMember(t, { gender: "Female" });
      const interestId = await b.as.mutation(api.interests.send, { profileId: a.id, template: "liked" });
      await a.as.mutation(api.interests.accept, { interestId, reply: "happy" });
      const conversationId = await a.as.mutation(api.conversations.start, { profileId: b.id });
      // Case and punctuation do not make it another text.
      await a.as.mutation(api.conversations.send, {
        conversationId,
        text: i === 1 ? pitch.toUpperCase() : `${pitch}!!`,
      });
      const flags = (
        await admin.query(api.admin.safety.list, {
          paginationOpts: { numItems: 10, cursor: null },
          filter: { kind: "outreach" },
        })
      ).page;
      expect(flags).toHaveLength(i + 1 >= OUTREACH_RECIPIENTS ? 1 : 0);
    }
    const [flag] = (
      await admin.query(api.admin.safety.list, {
        paginationOpts: { numItems: 10, cursor: null },
        filter: { kind: "outreach" },
      })
    ).page;
    expect(flag).toMatchObject({
      member: { profileId: a.id, startedThisWeek: OUTREACH_RECIPIENTS },
      recipients: OUTREACH_RECIPIENTS,
    });
  });
});

describe("pages", () => {
  test("a thread pages back newest first through a long history", async () => {
    const { t, a, b, conversationId } = await talking();
    // 130 messages written directly (the rate limits would stop a real member sooner).
    await t.run(async (ctx) => {
      for (let i = 0; i < 130; i++) {
        await ctx.db.insert("messages", {
          conversationId,
          senderId: i % 2 === 0 ? a.id : b.id,
          text: `m${String(i)}`,
          sentAt: 1_000 + i,
          contactKinds: [],
          moneyKinds: [],
        });
      }
    });
    const seen: string[] = [];
    let cursor: string | null = null;
    for (;;) {
      const result: { page: { parts: { kind: string; text?: string }[] }[]; isDone: boolean; continueCursor: string } =
        await b.as.query(api.conversations.messages, {
          conversationId,
          paginationOpts: { numItems: 50, cursor },
        });
      expect(result.page.length).toBeLessThanOrEqual(50);
      seen.push(...result.page.map((m) => textOf(m.parts)));
      if (result.isDone) break;
      cursor = result.continueCursor;
    }
    expect(seen).toHaveLength(130);
    expect(seen[0]).toBe("m129");
    expect(seen.at(-1)).toBe("m0");
    // A client asking for more than a page gets a page.
    expect(
      (
        await b.as.query(api.conversations.messages, {
          conversationId,
          paginationOpts: { numItems: 100000, cursor: null },
        })
      ).page,
    ).toHaveLength(50);
  });

  test("the list is newest first across both sides of the pair order", async () => {
    useClock();
    const t = makeT();
    const me = await seedMember(t, { gender: "Male" });
    const ids: Id<"conversations">[] = [];
    for (let i = 0; i < 4; i++) {
      const other = await seedMember(t, { gender: "Female" });
      const interestId = await other.as.mutation(api.interests.send, { profileId: me.id, template: "liked" });
      await me.as.mutation(api.interests.accept, { interestId, reply: "happy" });
      ids.push(await other.as.mutation(api.conversations.start, { profileId: me.id }));
    }
    // Messages in the order 2, 0, 3, 1: the list shows 1, 3, 0, 2.
    for (const i of [2, 0, 3, 1]) {
      vi.setSystemTime(new Date(Date.now() + 1000));
      await me.as.mutation(api.conversations.send, { conversationId: ids[i]!, text: `to ${String(i)}` });
    }
    const page1 = await me.as.query(api.conversations.list, first(2));
    const page2 = await me.as.query(api.conversations.list, {
      paginationOpts: { numItems: 2, cursor: page1.continueCursor },
    });
    expect([...page1.page, ...page2.page].map((r) => r.conversationId)).toEqual([ids[1], ids[3], ids[0], ids[2]]);
  });
});

describe("the unread-message email", () => {
  test("after an hour unread: one notification per conversation and day, never naming the sender or quoting the message", async () => {
    useClock();
    const { t, a, b, conversationId } = await talking();
    await a.as.mutation(api.conversations.send, { conversationId, text: "A private line" });
    const since = Date.now();
    vi.setSystemTime(new Date(Date.now() + 60 * 60_000));
    await t.mutation(internal.conversations.remindUnread, { conversationId, recipientId: b.id, since });
    await t.mutation(internal.conversations.remindUnread, { conversationId, recipientId: b.id, since });
    const rows = await t.run(
      async (ctx) =>
        await ctx.db
          .query("notifications")
          .withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", b.id))
          .collect(),
    );
    const unread = rows.filter((r) => r.kind === "messageUnread");
    expect(unread).toHaveLength(1);
    expect(unread[0]?.params).toEqual({});
    const outbox = await t.run(
      async (ctx) =>
        await ctx.db
          .query("notificationOutbox")
          .withIndex("by_profileId", (q) => q.eq("profileId", b.id))
          .collect(),
    );
    expect(outbox.filter((r) => r.kind === "messageUnread").map((r) => r.channel)).toEqual(["email"]);
  });

  test.each(["en", "te"] as const)("the mail (%s) says a member wrote, never who nor what", async (language) => {
    const mail = renderMail({
      kind: "messageUnread",
      params: {},
      language,
      to: "family@example.com",
      name: "Bhavani B",
      appUrl: "https://app.example",
      unsubscribeUrl: "https://app.example/unsubscribe",
      idempotencyKey: "k",
    });
    expect(mail.link).toBe("https://app.example/messages");
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain("Arjun");
      expect(part).not.toContain("private line");
    }
    expect(mail.text).toContain(
      language === "en" ? "A member wrote to you an hour ago" : "ఒక సభ్యులు గంట క్రితం మీకు రాశారు",
    );
  });

  test("read within the hour, or the topic turned off: no email", async () => {
    useClock();
    const { t, a, b, conversationId } = await talking();
    await a.as.mutation(api.conversations.send, { conversationId, text: "hello" });
    const since = Date.now();
    await b.as.mutation(api.conversations.markRead, { conversationId });
    vi.setSystemTime(new Date(Date.now() + 60 * 60_000));
    await t.mutation(internal.conversations.remindUnread, { conversationId, recipientId: b.id, since });
    const prefs = await b.as.query(api.notifications.preferences, {});
    await b.as.mutation(api.notifications.savePreferences, { ...prefs, email: { ...prefs.email, messages: false } });
    vi.setSystemTime(new Date(Date.now() + 2 * DAY));
    await a.as.mutation(api.conversations.send, { conversationId, text: "are you there?" });
    const later = Date.now();
    vi.setSystemTime(new Date(Date.now() + 60 * 60_000));
    await t.mutation(internal.conversations.remindUnread, { conversationId, recipientId: b.id, since: later });
    const rows = await t.run(
      async (ctx) =>
        await ctx.db
          .query("notifications")
          .withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", b.id))
          .collect(),
    );
    // The second one is in the app (the bell), but not mailed: the member turned the topic off.
    expect(rows.filter((r) => r.kind === "messageUnread")).toHaveLength(1);
    const outbox = await t.run(
      async (ctx) =>
        await ctx.db
          .query("notificationOutbox")
          .withIndex("by_profileId", (q) => q.eq("profileId", b.id))
          .collect(),
    );
    expect(outbox.filter((r) => r.kind === "messageUnread")).toEqual([]);
  });
});

/**
 * A database reader that counts the documents it hands out (gets, index reads, pages and streams), to
 * show that a page reads about its own size whatever the history's length.
 */
function countingDb<D extends object>(db: D, count: { docs: number }): D {
  const tally = (value: unknown): unknown => {
    if (Array.isArray(value)) count.docs += value.length;
    else if (
      value !== null &&
      typeof value === "object" &&
      "page" in value &&
      Array.isArray((value as { page: unknown[] }).page)
    ) {
      count.docs += (value as { page: unknown[] }).page.length;
    } else if (value !== null && value !== undefined) count.docs += 1;
    return value;
  };
  const wrap = <O extends object>(target: O): O =>
    new Proxy(target, {
      get(obj, prop, receiver) {
        const member = Reflect.get(obj, prop, receiver) as unknown;
        if (prop === Symbol.asyncIterator && typeof member === "function") {
          return () => {
            const it = (member as () => AsyncIterator<unknown>).call(obj);
            return {
              next: async () => {
                const r = await it.next();
                if (!r.done) count.docs += 1;
                return r;
              },
            };
          };
        }
        if (typeof member !== "function") return member;
        return (...args: unknown[]) => {
          const out = (member as (...a: unknown[]) => unknown).apply(obj, args);
          if (out instanceof Promise) return out.then(tally);
          return out !== null && typeof out === "object" ? wrap(out) : out;
        };
      },
    });
  return wrap(db);
}

describe("bounded reads", () => {
  test("a thread's page and the list's page read about their own size, whatever the history", async () => {
    const { t, a, b, conversationId } = await talking();
    await t.run(async (ctx) => {
      for (let i = 0; i < 2000; i++) {
        await ctx.db.insert("messages", {
          conversationId,
          senderId: i % 3 === 0 ? a.id : b.id,
          text: `m${String(i)}`,
          sentAt: 1_000 + i,
          contactKinds: [],
          moneyKinds: [],
        });
      }
      // 60 more conversations of B's, so the list has history too.
      for (let i = 0; i < 60; i++) {
        const { _id, _creationTime, ...fields } = (await ctx.db.get("profiles", a.id))!;
        const other = await ctx.db.insert("profiles", {
          ...fields,
          profileCode: `TMX${String(i).padStart(5, "0")}`,
          tokenIdentifier: `x|${String(i)}`,
        });
        const side = { unread: 0, lastReadAt: 0, deliveredUpTo: 0, consent: false };
        const [memberA, memberB] = other < b.id ? [other, b.id] : [b.id, other];
        await ctx.db.insert("conversations", {
          memberA,
          memberB,
          startedBy: other,
          createdAt: i,
          state: "open",
          lastMessageAt: 500 + i,
          a: side,
          b: side,
        });
      }
    });
    const { messagesPage, listConversations } = await import("./model/conversations/read");
    const PAGE = 20;
    // One function execution per page, as the app's queries are.
    const measure = async (
      read: (
        ctx: Parameters<typeof messagesPage>[0],
        viewer: Doc<"profiles">,
      ) => Promise<{ page: unknown[]; continueCursor: string }>,
    ) =>
      await t.run(async (ctx) => {
        const viewer = (await ctx.db.get("profiles", b.id))!;
        const count = { docs: 0 };
        const result = await read({ ...ctx, db: countingDb(ctx.db, count) }, viewer);
        return { docs: count.docs, rows: result.page.length, cursor: result.continueCursor };
      });
    const thread = await measure((ctx, viewer) =>
      messagesPage(ctx, viewer, conversationId, { numItems: PAGE, cursor: null }),
    );
    const second = await measure((ctx, viewer) =>
      messagesPage(ctx, viewer, conversationId, { numItems: PAGE, cursor: thread.cursor }),
    );
    const list = await measure((ctx, viewer) => listConversations(ctx, viewer, { numItems: PAGE, cursor: null }));
    const reads = {
      thread: thread.docs,
      second: second.docs,
      list: list.docs,
      listRows: list.rows,
      threadRows: thread.rows,
    };
    expect(reads.threadRows).toBe(PAGE);
    expect(reads.listRows).toBe(PAGE);
    // The page's rows, the conversation, the two members' settings and one earlier message for masking.
    expect(reads.thread).toBeLessThanOrEqual(2 * PAGE);
    expect(reads.second).toBeLessThanOrEqual(2 * PAGE);
    // The list: its rows (two merged streams, each reading one ahead) and each row's other member and photo.
    expect(reads.list).toBeLessThanOrEqual(3 * PAGE);
    console.log(
      `documents read: thread page ${String(reads.thread)}, next page ${String(reads.second)}, list page ${String(reads.list)} (page size ${String(PAGE)}, 2000 messages, 61 conversations)`,
    );
  });
});
