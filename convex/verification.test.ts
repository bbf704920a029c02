/**
 * The member's mobile verification through the public functions: the SMS goes through the SMS
 * interface (local outbox, fetch stubbed) in the member's language, the code typed back grants the badge,
 * the failure answers, a changed number (member or staff edit) takes the badge away, and the email badge
 * follows the identity provider.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { codeIn, otherCode, stubSmsOutbox, type SentSms } from "./test.codes";
import {
  convexErrorOf,
  editForm,
  identityFor,
  makeT,
  registrationForm,
  seedConsole,
  seedMember,
  type Caller,
  type T,
} from "./test.fixtures";

let outbox: SentSms[] = [];

beforeEach(() => {
  outbox = stubSmsOutbox();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The code in the newest SMS. */
const lastCode = () => codeIn(outbox.at(-1));

async function badges(t: T, id: Id<"profiles">) {
  return await t.run(async (ctx) => (await ctx.db.get("profiles", id))?.badges ?? {});
}

const PHONE = "+919812345678";

async function member(t: T, seed: Parameters<typeof seedMember>[1] = {}): Promise<{ id: Id<"profiles">; as: Caller }> {
  return await seedMember(t, { mobileNumber: PHONE, ...seed });
}

describe("verification.sendMobileCode and checkMobileCode", () => {
  test("the code goes by SMS to my number in my language; typing it verifies my number", async () => {
    const t = makeT();
    const m = await member(t, { preferredLanguage: "te" });
    const sent = await m.as.action(api.verification.sendMobileCode, {});
    expect(sent).toMatchObject({ phoneLast4: "5678" });
    expect(sent.expiresAt - sent.sentAt).toBe(10 * 60_000);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.url).toBe("http://identity.test/admin/send-sms");
    expect(outbox[0]?.body).toMatchObject({ to: PHONE, template: "verificationCode", language: "te" });
    // The code never comes back to the client, and the status shows only the last digits.
    expect(JSON.stringify(sent)).not.toContain(lastCode());
    const status = await m.as.query(api.verification.status, {});
    expect(status.code).toMatchObject({ phoneLast4: "5678", attemptsLeft: 5 });
    expect(status.badges.mobile).toBeNull();

    expect(await m.as.mutation(api.verification.checkMobileCode, { code: lastCode() })).toEqual({ ok: true });
    expect((await m.as.query(api.verification.status, {})).badges.mobile).toEqual(expect.any(Number));
    const history = await t.run(async (ctx) => await ctx.db.query("verifications").collect());
    expect(history.map((h) => [h.kind, h.decision, h.by])).toEqual([["mobile", "granted", "member"]]);
    // Verified: no more codes for this number.
    expect(await convexErrorOf(m.as.action(api.verification.sendMobileCode, {}))).toMatchObject({
      code: "conflict",
      message: "This mobile number is verified already.",
    });
  });

  test("a wrong code answers with the attempts left and does not verify", async () => {
    const t = makeT();
    const m = await member(t);
    await m.as.action(api.verification.sendMobileCode, {});
    const wrong = otherCode(lastCode());
    expect(await m.as.mutation(api.verification.checkMobileCode, { code: wrong })).toEqual({
      ok: false,
      reason: "wrong",
      attemptsLeft: 4,
    });
    expect((await badges(t, m.id)).mobile).toBeUndefined();
  });

  test("asking again within a minute says how many seconds are left", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-01T10:00:00Z"));
    const t = makeT();
    const m = await member(t);
    await m.as.action(api.verification.sendMobileCode, {});
    vi.setSystemTime(new Date("2026-11-01T10:00:20Z"));
    expect(await convexErrorOf(m.as.action(api.verification.sendMobileCode, {}))).toMatchObject({
      code: "rate_limited",
      message: "You can ask for a new code in 40 seconds.",
      retryAfter: 40,
    });
    expect(outbox).toHaveLength(1);
  });

  test("a failed SMS is reported and its code dropped, so the member may ask again at once", async () => {
    vi.stubGlobal("fetch", async () => new Response("no", { status: 400 }));
    const t = makeT();
    const m = await member(t);
    expect(await convexErrorOf(m.as.action(api.verification.sendMobileCode, {}))).toMatchObject({
      message: "The SMS could not be sent. Please try again in a minute.",
    });
    expect((await m.as.query(api.verification.status, {})).code).toBeNull();
    const audit = await t.run(async (ctx) => await ctx.db.query("auditLog").collect());
    expect(audit.map((a) => a.action)).toContain("sms.failed");
  });

  test("an overlong code is refused as invalid input", async () => {
    const t = makeT();
    const m = await member(t);
    expect(
      await convexErrorOf(m.as.mutation(api.verification.checkMobileCode, { code: "1".repeat(21) })),
    ).toMatchObject({ code: "invalid" });
  });
});

describe("changing the number takes the badge away", () => {
  async function verified(t: T) {
    const m = await member(t);
    await m.as.action(api.verification.sendMobileCode, {});
    await m.as.mutation(api.verification.checkMobileCode, { code: lastCode() });
    expect((await badges(t, m.id)).mobile).toEqual(expect.any(Number));
    return m;
  }

  test("the member's own edit with a new number revokes it; the same number keeps it", async () => {
    const t = makeT();
    const m = await verified(t);
    await m.as.mutation(api.members.update, { profile: editForm({ mobileNumber: "98123 45678" }) });
    expect((await badges(t, m.id)).mobile).toEqual(expect.any(Number));
    await m.as.mutation(api.members.update, { profile: editForm({ mobileNumber: "98000 11111" }) });
    expect((await badges(t, m.id)).mobile).toBeUndefined();
    const history = await t.run(async (ctx) => await ctx.db.query("verifications").collect());
    expect(history.at(-1)).toMatchObject({
      kind: "mobile",
      decision: "revoked",
      by: "member",
      reason: "mobile number changed",
    });
  });

  test("a staff edit of the number revokes it, recorded with the staff email", async () => {
    const t = makeT();
    const { admin, adminEmail } = await seedConsole(t);
    const m = await verified(t);
    await admin.mutation(api.admin.members.update, { id: m.id, patch: { mobileNumber: "9800011111" } });
    expect((await badges(t, m.id)).mobile).toBeUndefined();
    const history = await t.run(async (ctx) => await ctx.db.query("verifications").collect());
    expect(history.at(-1)).toMatchObject({ decision: "revoked", by: adminEmail });
  });

  test("a code sent before the number changed verifies nothing", async () => {
    const t = makeT();
    const m = await member(t);
    await m.as.action(api.verification.sendMobileCode, {});
    const code = lastCode();
    await m.as.mutation(api.members.update, { profile: editForm({ mobileNumber: "98000 11111" }) });
    expect(await m.as.mutation(api.verification.checkMobileCode, { code })).toEqual({ ok: false, reason: "noCode" });
    expect((await badges(t, m.id)).mobile).toBeUndefined();
  });
});

describe("the email badge", () => {
  test("registration with a verified email grants it; an unverified one does not", async () => {
    const t = makeT();
    const verifiedCaller = t.withIdentity(identityFor("new_1", "ravi.kumar@example.com"));
    const id = await verifiedCaller.mutation(api.members.register, { profile: registrationForm() });
    if (id === null) throw new Error("registration refused");
    expect((await badges(t, id)).email).toEqual(expect.any(Number));
    const unverified = t.withIdentity({ ...identityFor("new_2", "sita@example.com"), emailVerified: false });
    const id2 = await unverified.mutation(api.members.register, {
      profile: registrationForm({ email: "sita@example.com", mobileNumber: "98000 22222" }),
    });
    if (id2 === null) throw new Error("registration refused");
    expect((await badges(t, id2)).email).toBeUndefined();
  });

  test("refreshEmailBadge follows the identity: granted when verified, taken back when not", async () => {
    const t = makeT();
    const m = await seedMember(t, { email: "asha@example.com" });
    expect(await m.as.mutation(api.verification.refreshEmailBadge, {})).toEqual({ verified: true });
    expect((await badges(t, m.id)).email).toEqual(expect.any(Number));
    const unverified = t.withIdentity({
      ...identityFor("user_x", "asha@example.com"),
      tokenIdentifier: (await t.run(async (ctx) => (await ctx.db.get("profiles", m.id))?.tokenIdentifier)) ?? "",
      emailVerified: false,
    });
    expect(await unverified.mutation(api.verification.refreshEmailBadge, {})).toEqual({ verified: false });
    expect((await badges(t, m.id)).email).toBeUndefined();
  });
});

describe("expired codes", () => {
  test("the daily sweep deletes them", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-01T10:00:00Z"));
    const t = makeT();
    const m = await member(t);
    await m.as.action(api.verification.sendMobileCode, {});
    expect(await t.mutation(internal.verification.pruneExpiredCodes, {})).toBe(0);
    vi.setSystemTime(new Date("2026-11-01T10:11:00Z"));
    expect(await t.mutation(internal.verification.pruneExpiredCodes, {})).toBe(1);
  });
});

describe("staff verify the number during a call", () => {
  test("a support agent sends a code, types what the member reads out: badge by the agent, audited", async () => {
    const t = makeT();
    const { support, supportEmail } = await seedConsole(t);
    const m = await member(t);
    const sent = await support.action(api.admin.mobileVerification.sendCode, { profileId: m.id });
    expect(sent.phoneLast4).toBe("5678");
    expect(outbox.at(-1)?.body).toMatchObject({ to: PHONE, template: "verificationCode" });
    expect(await support.query(api.admin.mobileVerification.state, { profileId: m.id })).toMatchObject({
      verifiedAt: null,
      code: { attemptsLeft: 5 },
    });
    const wrong = otherCode(lastCode());
    expect(await support.mutation(api.admin.mobileVerification.confirm, { profileId: m.id, code: wrong })).toEqual({
      ok: false,
      reason: "wrong",
      attemptsLeft: 4,
    });
    expect(await support.mutation(api.admin.mobileVerification.confirm, { profileId: m.id, code: lastCode() })).toEqual(
      { ok: true },
    );
    expect((await support.query(api.admin.mobileVerification.state, { profileId: m.id })).verifiedAt).toEqual(
      expect.any(Number),
    );
    const history = await t.run(async (ctx) => await ctx.db.query("verifications").collect());
    expect(history.map((h) => [h.kind, h.decision, h.by])).toEqual([["mobile", "granted", supportEmail]]);
    const actions = await t.run(async (ctx) =>
      (await ctx.db.query("auditLog").collect()).map((a) => [a.actor, a.action]),
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        [supportEmail, "verification.mobileCodeSent"],
        [supportEmail, "verification.mobile"],
      ]),
    );
  });

  test("a failed SMS from the console drops the code and is audited, like the member's own", async () => {
    vi.stubGlobal("fetch", async () => new Response("no", { status: 400 }));
    const t = makeT();
    const { support } = await seedConsole(t);
    const m = await member(t);
    expect(
      await convexErrorOf(support.action(api.admin.mobileVerification.sendCode, { profileId: m.id })),
    ).toMatchObject({ message: "The SMS could not be sent. Please try again in a minute." });
    expect((await support.query(api.admin.mobileVerification.state, { profileId: m.id })).code).toBeNull();
    const actions = await t.run(async (ctx) =>
      (await ctx.db.query("auditLog").collect()).map((a) => [a.actor, a.action]),
    );
    expect(actions).toEqual(expect.arrayContaining([["system", "sms.failed"]]));
  });

  test("the code the member asked for themself works on the call too", async () => {
    const t = makeT();
    const { admin, adminEmail } = await seedConsole(t);
    const m = await member(t);
    await m.as.action(api.verification.sendMobileCode, {});
    expect(await admin.mutation(api.admin.mobileVerification.confirm, { profileId: m.id, code: lastCode() })).toEqual({
      ok: true,
    });
    expect((await badges(t, m.id)).mobile).toEqual(expect.any(Number));
    const history = await t.run(async (ctx) => await ctx.db.query("verifications").collect());
    expect(history[0]?.by).toBe(adminEmail);
  });
});
