/**
 * Notifications: once per event even when retried, every wired event, the bell, preferences,
 * the mail's language and headers, the outbox's retries, and the signed one-click unsubscribe.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { resendRequest, RESEND_API } from "./model/email/resend";
import { notify } from "./model/notifications/notify";
import { INTEREST_MAIL_DELAY_MS } from "./model/limits";
import { BACKOFF_MS, MAX_ATTEMPTS } from "./model/notifications/outbox";
import { unsubscribeUrl } from "./model/notifications/unsubscribe";
import { convexErrorOf, DAY, makeT, seedConsole, seedMember, type T } from "./test.fixtures";

const ISSUER = "http://127.0.0.1:3210/auth";
const SITE = "http://127.0.0.1:3211";
const SECRET = "test-unsubscribe-secret";
const page = { paginationOpts: { numItems: 20, cursor: null } };

type Sent = { url: string; headers: Record<string, string>; body: Record<string, unknown> };
let sent: Sent[];
let answer: () => Response;

beforeEach(() => {
  vi.stubEnv("LOCAL_AUTH_ISSUER", ISSUER);
  vi.stubEnv("LOCAL_IDENTITY_ADMIN_SECRET", "identity-secret");
  vi.stubEnv("APP_ORIGIN", "http://127.0.0.1:5173");
  vi.stubEnv("CONVEX_SITE_URL", SITE);
  vi.stubEnv("UNSUBSCRIBE_SECRET", SECRET);
  sent = [];
  answer = () => new Response(JSON.stringify({ ok: true }), { status: 200 });
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({
      url,
      headers: init.headers as Record<string, string>,
      body: JSON.parse(String(init.body)) as Record<string, unknown>,
    });
    return answer();
  });
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

/** Runs every scheduled send (and what they schedule) to the end. */
async function drain(t: T): Promise<void> {
  await t.finishAllScheduledFunctions(() => vi.runAllTimers());
}

async function notificationsOf(t: T, profileId: Id<"profiles">) {
  return await t.run(
    async (ctx) =>
      await ctx.db
        .query("notifications")
        .withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", profileId))
        .collect(),
  );
}

async function outboxOf(t: T, profileId: Id<"profiles">) {
  return await t.run(
    async (ctx) =>
      await ctx.db
        .query("notificationOutbox")
        .withIndex("by_profileId", (q) => q.eq("profileId", profileId))
        .collect(),
  );
}

const mailsTo = (address: string) => sent.filter((s) => s.body["to"] === address);

describe("notify: once per event", () => {
  test("a second call with the same key, and a scheduler that runs the send twice, give one notification and one mail", async () => {
    const t = makeT();
    const m = await seedMember(t, { email: "once@example.com" });
    const args = { profileId: m.id, kind: "approved" as const, params: {}, dedupeKey: "approved:test" };
    const first = await t.run(async (ctx) => await notify(ctx, args));
    const second = await t.run(async (ctx) => await notify(ctx, args));
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    const [row] = await outboxOf(t, m.id);
    expect(await outboxOf(t, m.id)).toHaveLength(1);
    // The scheduler delivering the same row twice (and once more by hand): it is claimed once.
    await t.action(internal.notifications.deliver, { outboxId: row!._id });
    await t.action(internal.notifications.deliver, { outboxId: row!._id });
    await drain(t);
    await drain(t);
    expect(await notificationsOf(t, m.id)).toHaveLength(1);
    expect(mailsTo("once@example.com")).toHaveLength(1);
    expect((await outboxOf(t, m.id))[0]).toMatchObject({ status: "sent", attempts: 1 });
  });
});

describe("the events", () => {
  test("approval: the bell counts it live, a mail lands in the local mailbox with its unsubscribe headers", async () => {
    const { t, admin } = await seedConsole();
    const m = await seedMember(t, { status: "pending", email: "pending@example.com" });
    expect(await m.as.query(api.notifications.unread, {})).toBe(0);
    await admin.mutation(api.admin.approvals.approve, { id: m.id });
    expect(await m.as.query(api.notifications.unread, {})).toBe(1);
    await drain(t);
    const [mail] = mailsTo("pending@example.com");
    expect(mail?.url).toBe(`${ISSUER}/admin/send-mail`);
    expect(mail?.headers["Authorization"]).toBe("Bearer identity-secret");
    expect(mail?.body).toMatchObject({ subject: "Your profile is approved", link: "http://127.0.0.1:5173/home" });
    const headers = mail?.body["headers"] as Record<string, string>;
    expect(headers["List-Unsubscribe"]).toMatch(new RegExp(`^<${SITE}/notifications/unsubscribe\\?p=`));
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(String(mail?.body["text"])).toContain("Unsubscribe: http://127.0.0.1:3211/notifications/unsubscribe?");
    expect(mail?.body["idempotencyKey"]).toMatch(/^approved:.+:email$/);
  });

  test("rejection carries the reason; bulk approval notifies each member once", async () => {
    const { t, admin } = await seedConsole();
    const a = await seedMember(t, { status: "pending" });
    const b = await seedMember(t, { status: "pending" });
    await admin.mutation(api.admin.approvals.reject, { id: a.id, reason: "Photo is not clear" });
    const rejected = (await a.as.query(api.notifications.list, page)).page;
    expect(rejected.map((n) => [n.kind, n.params.reason])).toEqual([["rejected", "Photo is not clear"]]);
    await admin.mutation(api.admin.approvals.approveMany, { ids: [a.id, b.id, b.id] });
    expect((await a.as.query(api.notifications.list, page)).page.map((n) => n.kind)).toEqual(["approved", "rejected"]);
    expect((await b.as.query(api.notifications.list, page)).page.map((n) => n.kind)).toEqual(["approved"]);
  });

  test("interests: received, accepted, declined, each to the right member with a link to the other; a withdrawn one disappears", async () => {
    const t = makeT();
    const ravi = await seedMember(t, { gender: "Male", fullName: "Ravi" });
    const sita = await seedMember(t, { gender: "Female", fullName: "Sita" });
    const gita = await seedMember(t, { gender: "Female", fullName: "Gita" });
    const rani = await seedMember(t, { gender: "Female", fullName: "Rani" });
    const toSita = await ravi.as.mutation(api.interests.send, { profileId: sita.id, template: "liked" });
    const toGita = await ravi.as.mutation(api.interests.send, { profileId: gita.id, template: "liked" });
    const toRani = await ravi.as.mutation(api.interests.send, { profileId: rani.id, template: "liked" });
    const received = (await sita.as.query(api.notifications.list, page)).page;
    expect(received.map((n) => [n.kind, n.memberId, n.memberName])).toEqual([["interestReceived", ravi.id, "Ravi"]]);
    await sita.as.mutation(api.interests.accept, { interestId: toSita, reply: "happy" });
    await gita.as.mutation(api.interests.decline, { interestId: toGita, reply: "notMatch" });
    await ravi.as.mutation(api.interests.withdraw, { interestId: toRani });
    const mine = (await ravi.as.query(api.notifications.list, page)).page;
    expect(mine.map((n) => [n.kind, n.memberName])).toEqual([
      ["interestDeclined", "Gita"],
      ["interestAccepted", "Sita"],
    ]);
    expect(await notificationsOf(t, rani.id)).toEqual([]);
    // Its mail, queued before the withdrawal, is not sent.
    await drain(t);
    expect((await outboxOf(t, rani.id)).map((r) => [r.status, r.lastError])).toEqual([
      ["skipped", "the event was taken back (e.g. an interest withdrawn)"],
    ]);
  });

  test("an interest's mail waits a few minutes: withdrawn meanwhile it is never sent, otherwise it goes out once", async () => {
    const t = makeT();
    const ravi = await seedMember(t, { gender: "Male", fullName: "Ravi" });
    const sita = await seedMember(t, { gender: "Female", fullName: "Sita" });
    const rani = await seedMember(t, { gender: "Female", fullName: "Rani" });
    const sitaEmail = await t.run(
      async (ctx) =>
        (
          await ctx.db
            .query("contacts")
            .withIndex("by_profileId", (q) => q.eq("profileId", sita.id))
            .unique()
        )?.email ?? "",
    );
    const raniEmail = await t.run(
      async (ctx) =>
        (
          await ctx.db
            .query("contacts")
            .withIndex("by_profileId", (q) => q.eq("profileId", rani.id))
            .unique()
        )?.email ?? "",
    );
    const toSita = await ravi.as.mutation(api.interests.send, { profileId: sita.id, template: "liked" });
    await ravi.as.mutation(api.interests.send, { profileId: rani.id, template: "liked" });
    // What is due within the delay runs: no interest mail yet (each send mailed at once before).
    vi.advanceTimersByTime(INTEREST_MAIL_DELAY_MS - 60_000);
    await t.finishInProgressScheduledFunctions();
    expect(mailsTo(sitaEmail)).toEqual([]);
    expect(mailsTo(raniEmail)).toEqual([]);
    await ravi.as.mutation(api.interests.withdraw, { interestId: toSita });
    await drain(t);
    expect(mailsTo(sitaEmail)).toEqual([]);
    expect((await outboxOf(t, sita.id)).map((r) => r.status)).toEqual(["skipped"]);
    expect(mailsTo(raniEmail)).toHaveLength(1);
  });

  test("a revealed number tells its owner who saw it; a block hides the name", async () => {
    const t = makeT();
    const pavan = await seedMember(t, { gender: "Male", fullName: "Pavan", premiumUntil: Date.now() + 30 * DAY });
    const sita = await seedMember(t, { gender: "Female", fullName: "Sita" });
    await pavan.as.mutation(api.members.revealContact, { profileId: sita.id });
    expect((await sita.as.query(api.notifications.list, page)).page.map((n) => [n.kind, n.memberName])).toEqual([
      ["contactRevealed", "Pavan"],
    ]);
    await t.run(async (ctx) => {
      await ctx.db.insert("blocks", { blockerId: sita.id, blockedId: pavan.id, createdAt: Date.now() });
    });
    expect((await sita.as.query(api.notifications.list, page)).page.map((n) => [n.memberId, n.memberName])).toEqual([
      [null, null],
    ]);
    // Reveals are in-app only by default: no mail.
    await drain(t);
    expect(await outboxOf(t, sita.id)).toEqual([]);
  });

  test("Premium: 7 days before its end and at its end, once each per premiumUntil, however often the crons run", async () => {
    const t = makeT();
    const until = Date.now() + 7 * DAY - 3_600_000;
    const m = await seedMember(t, { premiumUntil: until });
    await t.mutation(internal.notifications.notifyPremiumEndingSoon, {});
    await t.mutation(internal.notifications.notifyPremiumEndingSoon, {});
    vi.setSystemTime(until + 60_000);
    await t.mutation(internal.payments.recordExpiries, {});
    await t.mutation(internal.payments.recordExpiries, {});
    const kinds = (await notificationsOf(t, m.id)).map((n) => [n.kind, n.params.until]);
    expect(kinds).toEqual([
      ["premiumExpiring", until],
      ["premiumExpired", until],
    ]);
  });

  test("a report's outcome reaches its reporter (dismissed, or action taken), never what happened", async () => {
    const { t, admin } = await seedConsole();
    const a = await seedMember(t, { gender: "Male" });
    const b = await seedMember(t, { gender: "Female" });
    const c = await seedMember(t, { gender: "Female" });
    const first = await a.as.mutation(api.safety.report, { profileId: b.id, reason: "fake_profile" });
    const second = await a.as.mutation(api.safety.report, { profileId: c.id, reason: "fake_profile" });
    await admin.mutation(api.admin.reports.act, { id: first, action: "dismiss" });
    await admin.mutation(api.admin.reports.act, { id: second, action: "warn" });
    const rows = (await a.as.query(api.notifications.list, page)).page;
    expect(rows.map((n) => [n.kind, n.params.outcome])).toEqual([
      ["reportOutcome", "actioned"],
      ["reportOutcome", "dismissed"],
    ]);
    expect(await notificationsOf(t, c.id)).toEqual([]);
  });
});

describe("verification decisions", () => {
  test("staff approving an ID or refusing a selfie tells the member, with the badge and the reason", async () => {
    const { t, admin } = await seedConsole();
    const m = await seedMember(t, { email: "verify@example.com" });
    const doc = async (kind: "id" | "photo") =>
      await t.run(async (ctx) => {
        const storageId = await ctx.storage.store(
          new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: "image/jpeg" }),
        );
        return await ctx.db.insert("verificationDocuments", {
          profileId: m.id,
          kind,
          ...(kind === "id" ? { documentType: "pan" as const } : {}),
          storageId,
          contentType: "image/jpeg",
          size: 3,
          submittedAt: Date.now(),
        });
      });
    await admin.mutation(api.admin.verifications.approve, { id: await doc("id") });
    await admin.mutation(api.admin.verifications.reject, { id: await doc("photo"), reason: "Face not visible" });
    const rows = (await m.as.query(api.notifications.list, page)).page;
    expect(rows.map((n) => [n.kind, n.params.badge, n.params.decision, n.params.reason])).toEqual([
      ["verificationDecision", "photo", "rejected", "Face not visible"],
      ["verificationDecision", "id", "granted", undefined],
    ]);
    await drain(t);
    expect(mailsTo("verify@example.com").map((s) => s.body["subject"])).toEqual([
      "Verification decision",
      "Verification decision",
    ]);
    expect(
      mailsTo("verify@example.com")
        .map((s) => String(s.body["text"]).split("\n")[2])
        .sort(),
    ).toEqual([
      "Your ID verification is approved. The badge now shows on your profile.",
      "Your photo verification was not approved. Reason: Face not visible.",
    ]);
  });
});

describe("the bell", () => {
  test("unread count, mark one read, mark all read; another member's notification is not found", async () => {
    const t = makeT();
    const m = await seedMember(t);
    const other = await seedMember(t);
    for (const key of ["a", "b", "c"])
      await t.run(async (ctx) => await notify(ctx, { profileId: m.id, kind: "approved", params: {}, dedupeKey: key }));
    const theirs = await t.run(
      async (ctx) => await notify(ctx, { profileId: other.id, kind: "approved", params: {}, dedupeKey: "theirs" }),
    );
    expect(await m.as.query(api.notifications.unread, {})).toBe(3);
    const [newest] = (await m.as.query(api.notifications.list, page)).page;
    await m.as.mutation(api.notifications.markAsRead, { id: newest!._id });
    expect(await m.as.query(api.notifications.unread, {})).toBe(2);
    expect((await convexErrorOf(m.as.mutation(api.notifications.markAsRead, { id: theirs! }))).code).toBe("not_found");
    expect((await convexErrorOf(m.as.mutation(api.notifications.markAsRead, { id: "nonsense" }))).code).toBe(
      "not_found",
    );
    expect(await m.as.mutation(api.notifications.markAllAsRead, {})).toBe(2);
    expect(await m.as.query(api.notifications.unread, {})).toBe(0);
    expect(await other.as.query(api.notifications.unread, {})).toBe(1);
  });
});

describe("preferences and language", () => {
  test("defaults: approval, interests, verification on by email; SMS off", async () => {
    const t = makeT();
    const m = await seedMember(t);
    expect(await m.as.query(api.notifications.preferences, {})).toEqual({
      email: {
        account: true,
        interests: true,
        contactRevealed: false,
        premium: true,
        reports: true,
        verification: true,
        messages: true,
      },
      smsApproved: false,
    });
  });

  test("a topic turned off gets no mail, but still the bell", async () => {
    const t = makeT();
    const ravi = await seedMember(t, { gender: "Male" });
    const sita = await seedMember(t, { gender: "Female", email: "sita@example.com" });
    const prefs = await sita.as.query(api.notifications.preferences, {});
    await sita.as.mutation(api.notifications.savePreferences, {
      ...prefs,
      email: { ...prefs.email, interests: false },
    });
    await ravi.as.mutation(api.interests.send, { profileId: sita.id, template: "liked" });
    await drain(t);
    expect(await sita.as.query(api.notifications.unread, {})).toBe(1);
    expect(await outboxOf(t, sita.id)).toEqual([]);
    expect(mailsTo("sita@example.com")).toEqual([]);
  });

  test("the mail is in the member's chosen language (Telugu), English otherwise", async () => {
    const { t, admin } = await seedConsole();
    const te = await seedMember(t, { status: "pending", email: "te@example.com", preferredLanguage: "te" });
    const en = await seedMember(t, { status: "pending", email: "en@example.com" });
    await admin.mutation(api.admin.approvals.approve, { id: te.id });
    await admin.mutation(api.admin.approvals.approve, { id: en.id });
    await drain(t);
    expect(mailsTo("te@example.com")[0]?.body["subject"]).toBe("మీ ప్రొఫైల్ ఆమోదించబడింది");
    expect(String(mailsTo("te@example.com")[0]?.body["text"])).toContain("&l=te&");
    expect(mailsTo("en@example.com")[0]?.body["subject"]).toBe("Your profile is approved");
  });
});

describe("the approved SMS", () => {
  test("only a member who opted in gets it, through the SMS interface, in their language", async () => {
    const { t, admin } = await seedConsole();
    const yes = await seedMember(t, { status: "pending", mobileNumber: "+919876500001", preferredLanguage: "te" });
    const no = await seedMember(t, { status: "pending", mobileNumber: "+919876500002" });
    const prefs = await yes.as.query(api.notifications.preferences, {});
    await yes.as.mutation(api.notifications.savePreferences, { ...prefs, smsApproved: true });
    await admin.mutation(api.admin.approvals.approveMany, { ids: [yes.id, no.id] });
    await drain(t);
    const sms = sent.filter((s) => s.url === `${ISSUER}/admin/send-sms`);
    expect(sms.map((s) => [s.body["to"], s.body["template"], s.body["language"]])).toEqual([
      ["+919876500001", "approved", "te"],
    ]);
    expect(String(sms[0]?.body["text"])).toContain(yes.code);
    expect((await outboxOf(t, yes.id)).map((r) => [r.channel, r.status]).sort()).toEqual([
      ["email", "sent"],
      ["sms", "sent"],
    ]);
  });
});

describe("the outbox", () => {
  test("a failed send is retried with backoff and then sent once; after the last attempt it has failed", async () => {
    const t = makeT();
    const m = await seedMember(t, { email: "retry@example.com" });
    answer = () => new Response("down", { status: 503 });
    await t.run(
      async (ctx) => await notify(ctx, { profileId: m.id, kind: "approved", params: {}, dedupeKey: "retry" }),
    );
    const [row] = await outboxOf(t, m.id);
    await t.action(internal.notifications.deliver, { outboxId: row!._id });
    const afterFirst = (await outboxOf(t, m.id))[0];
    expect(afterFirst).toMatchObject({ status: "queued", attempts: 1, lastError: "local: HTTP 503 down" });
    expect(afterFirst!.nextAttemptAt).toBe(Date.now() + BACKOFF_MS[0]);
    // Not due yet: a deliver now does nothing.
    await t.action(internal.notifications.deliver, { outboxId: row!._id });
    expect((await outboxOf(t, m.id))[0]?.attempts).toBe(1);
    answer = () => new Response("{}", { status: 200 });
    await drain(t);
    expect((await outboxOf(t, m.id))[0]).toMatchObject({ status: "sent", attempts: 2 });
    // Two requests, both with the same idempotency key.
    expect(new Set(mailsTo("retry@example.com").map((s) => s.body["idempotencyKey"]))).toEqual(
      new Set(["retry:email"]),
    );

    const n = await seedMember(t, { email: "never@example.com" });
    answer = () => new Response("down", { status: 503 });
    await t.run(
      async (ctx) => await notify(ctx, { profileId: n.id, kind: "approved", params: {}, dedupeKey: "never" }),
    );
    await drain(t);
    expect((await outboxOf(t, n.id))[0]).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
  });

  test("a send whose action died is picked up by the sweep after its lease", async () => {
    const t = makeT();
    const m = await seedMember(t, { email: "lost@example.com" });
    await t.run(async (ctx) => await notify(ctx, { profileId: m.id, kind: "approved", params: {}, dedupeKey: "lost" }));
    const [row] = await outboxOf(t, m.id);
    // Claimed, then the action vanished before finishing.
    await t.mutation(internal.notifications.claimDelivery, { outboxId: row!._id });
    vi.setSystemTime(Date.now() + 3 * 60_000);
    expect(await t.mutation(internal.notifications.sweepOutbox, {})).toBe(1);
    await drain(t);
    expect((await outboxOf(t, m.id))[0]).toMatchObject({ status: "sent", attempts: 2 });
  });

  test("production: Resend's documented request, with the dedupe key as its Idempotency-Key", () => {
    const request = resendRequest("re_test", "Telugu Matrimony <notify@example.in>", {
      to: "a@example.com",
      subject: "S",
      text: "T",
      html: "<p>T</p>",
      headers: { "List-Unsubscribe": "<https://x/u>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      idempotencyKey: "approved:p1:1:email",
    });
    expect(request.url).toBe(RESEND_API);
    expect(RESEND_API).toBe("https://api.resend.com/emails");
    expect(request.init.method).toBe("POST");
    expect(request.init.headers).toEqual({
      Authorization: "Bearer re_test",
      "Content-Type": "application/json",
      "Idempotency-Key": "approved:p1:1:email",
    });
    expect(JSON.parse(request.init.body)).toEqual({
      from: "Telugu Matrimony <notify@example.in>",
      to: ["a@example.com"],
      subject: "S",
      html: "<p>T</p>",
      text: "T",
      headers: { "List-Unsubscribe": "<https://x/u>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
  });

  test("with RESEND_API_KEY and EMAIL_FROM set, mail goes to Resend instead of the mailbox", async () => {
    vi.stubEnv("RESEND_API_KEY", "re_live");
    vi.stubEnv("EMAIL_FROM", "TM <n@example.in>");
    const t = makeT();
    const m = await seedMember(t, { email: "prod@example.com" });
    await t.run(async (ctx) => await notify(ctx, { profileId: m.id, kind: "approved", params: {}, dedupeKey: "prod" }));
    await drain(t);
    expect(sent.map((s) => [s.url, s.headers["Idempotency-Key"]])).toEqual([[RESEND_API, "prod:email"]]);
  });
});

describe("one-click unsubscribe", () => {
  async function link(profileId: string, topic: "interests" | "account" = "interests", language: "en" | "te" = "en") {
    const url = new URL(await unsubscribeUrl(SITE, SECRET, { profileId, topic, language }));
    return `${url.pathname}${url.search}`;
  }

  test("GET asks to confirm and changes nothing; POST (RFC 8058 one-click) turns only that topic off", async () => {
    const t = makeT();
    const m = await seedMember(t);
    const path = await link(m.id);
    const get = await t.fetch(path, { method: "GET" });
    expect(get.status).toBe(200);
    expect(await get.text()).toContain("Stop emails about: Interests received, accepted or declined?");
    expect((await m.as.query(api.notifications.preferences, {})).email.interests).toBe(true);
    const post = await t.fetch(path, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(post.status).toBe(200);
    expect(await post.text()).toContain("You are unsubscribed");
    expect((await m.as.query(api.notifications.preferences, {})).email).toMatchObject({
      interests: false,
      account: true,
    });
  });

  test("the page is in the mail's language", async () => {
    const t = makeT();
    const m = await seedMember(t);
    const post = await t.fetch(await link(m.id, "account", "te"), { method: "POST" });
    expect(await post.text()).toContain("ఈమెయిల్‌లు ఆపివేయబడ్డాయి");
  });

  test("a forged signature, an altered topic or member, or a missing secret is refused and changes nothing", async () => {
    const t = makeT();
    const m = await seedMember(t);
    const other = await seedMember(t);
    const good = await link(m.id, "account");
    const cases = [
      good.replace(/s=[0-9a-f]+/, `s=${"0".repeat(64)}`),
      good.replace("t=account", "t=interests"),
      good.replace(`p=${m.id}`, `p=${other.id}`),
      good.replace(/&s=[0-9a-f]+/, ""),
    ];
    for (const path of cases) {
      const response = await t.fetch(path, { method: "POST" });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("This unsubscribe link is not valid");
    }
    vi.stubEnv("UNSUBSCRIBE_SECRET", "");
    expect((await t.fetch(good, { method: "POST" })).status).toBe(400);
    for (const id of [m.id, other.id])
      expect(
        (await t.run(async (ctx) => await ctx.db.query("notificationPreferences").collect())).filter(
          (r) => r.profileId === id,
        ),
      ).toEqual([]);
  });
});
