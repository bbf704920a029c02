/**
 * The SMS code rules (model/verification/codes.ts): 6 digits, 10 minutes, 5 attempts, a new code
 * after 60 s that replaces the old one, a number change, the rate limits per member and per number, and
 * the code never stored in clear.
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import type { Id } from "./_generated/dataModel";
import {
  checkCode,
  CODE_TTL_MS,
  issueCode,
  MAX_ATTEMPTS,
  RESEND_AFTER_MS,
  type CheckResult,
  type IssuedCode,
} from "./model/verification/codes";
import { otherCode } from "./test.codes";
import { convexErrorOf, makeT, seedMember, useClock, type T } from "./test.fixtures";

const PHONE = "+919812345678";

afterEach(() => {
  vi.useRealTimers();
});

async function issue(t: T, profileId: Id<"profiles">, phone = PHONE): Promise<IssuedCode> {
  return await t.run(async (ctx) => await issueCode(ctx, { profileId, purpose: "mobile", phone }));
}

async function check(t: T, profileId: Id<"profiles">, code: string, phone = PHONE): Promise<CheckResult> {
  return await t.run(async (ctx) => await checkCode(ctx, { profileId, purpose: "mobile", phone, code }));
}

describe("one-time codes", () => {
  test("a code is 6 digits, works once, and is stored only as a salted hash", async () => {
    useClock();
    const t = makeT();
    const m = await seedMember(t);
    const issued = await issue(t, m.id);
    expect(issued.code).toMatch(/^\d{6}$/);
    expect(issued.expiresAt - issued.sentAt).toBe(CODE_TTL_MS);
    const rows = await t.run(async (ctx) => await ctx.db.query("verificationCodes").collect());
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(issued.code);
    expect(await check(t, m.id, issued.code)).toEqual({ ok: true });
    expect(await check(t, m.id, issued.code)).toEqual({ ok: false, reason: "noCode" });
  });

  test("each wrong attempt counts; after 5 even the right code is refused", async () => {
    useClock();
    const t = makeT();
    const m = await seedMember(t);
    const { code } = await issue(t, m.id);
    const answers: CheckResult[] = [];
    for (let i = 0; i < MAX_ATTEMPTS; i++) answers.push(await check(t, m.id, otherCode(code)));
    expect(answers).toEqual([
      { ok: false, reason: "wrong", attemptsLeft: 4 },
      { ok: false, reason: "wrong", attemptsLeft: 3 },
      { ok: false, reason: "wrong", attemptsLeft: 2 },
      { ok: false, reason: "wrong", attemptsLeft: 1 },
      { ok: false, reason: "tooManyAttempts" },
    ]);
    expect(await check(t, m.id, code)).toEqual({ ok: false, reason: "tooManyAttempts" });
  });

  test.each([
    ["letters", "12a456"],
    ["too short", "12345"],
    ["empty", ""],
  ])("a malformed code (%s) is a wrong attempt too", async (_name, typed) => {
    useClock();
    const t = makeT();
    const m = await seedMember(t);
    await issue(t, m.id);
    expect(await check(t, m.id, typed)).toEqual({ ok: false, reason: "wrong", attemptsLeft: 4 });
  });

  test("spaces in a typed code are ignored", async () => {
    useClock();
    const t = makeT();
    const m = await seedMember(t);
    const { code } = await issue(t, m.id);
    expect(await check(t, m.id, `${code.slice(0, 3)} ${code.slice(3)}`)).toEqual({ ok: true });
  });

  test("a code expires after 10 minutes", async () => {
    const advance = useClock();
    const t = makeT();
    const m = await seedMember(t);
    const first = await issue(t, m.id);
    advance(CODE_TTL_MS - 1000);
    const second = await issue(t, m.id);
    advance(CODE_TTL_MS - 1);
    expect(await check(t, m.id, otherCode(second.code))).toMatchObject({ reason: "wrong" });
    advance(1);
    expect(await check(t, m.id, second.code)).toEqual({ ok: false, reason: "expired" });
    expect(first.code).toMatch(/^\d{6}$/);
  });

  test("a new code is refused for 60 seconds (with the seconds left), then replaces the old one", async () => {
    const advance = useClock();
    const t = makeT();
    const m = await seedMember(t);
    const first = await issue(t, m.id);
    advance(RESEND_AFTER_MS - 15_000);
    const refusal = await convexErrorOf(issue(t, m.id));
    expect(refusal).toMatchObject({
      code: "rate_limited",
      message: "You can ask for a new code in 15 seconds.",
      retryAfter: 15,
    });
    advance(15_000);
    const second = await issue(t, m.id);
    if (second.code !== first.code)
      expect(await check(t, m.id, first.code)).toMatchObject({ ok: false, reason: "wrong" });
    expect(await check(t, m.id, second.code)).toEqual({ ok: true });
  });

  test("a code sent to the old number does not verify a changed number", async () => {
    useClock();
    const t = makeT();
    const m = await seedMember(t);
    const { code } = await issue(t, m.id, PHONE);
    expect(await check(t, m.id, code, "+919800000001")).toEqual({ ok: false, reason: "otherNumber" });
    expect(await check(t, m.id, code, PHONE)).toEqual({ ok: false, reason: "noCode" });
  });

  test("codes of one purpose do not answer for another", async () => {
    useClock();
    const t = makeT();
    const m = await seedMember(t);
    const { code } = await issue(t, m.id);
    const consent = await t.run(
      async (ctx) => await checkCode(ctx, { profileId: m.id, purpose: "consent", phone: PHONE, code }),
    );
    expect(consent).toEqual({ ok: false, reason: "noCode" });
  });

  test("a member gets at most 5 codes at once, then one each 12 minutes, and 10 a day", async () => {
    const advance = useClock();
    const t = makeT();
    const m = await seedMember(t);
    for (let i = 0; i < 5; i++) {
      await issue(t, m.id, `+91980000000${i}`);
      advance(RESEND_AFTER_MS);
    }
    expect(await convexErrorOf(issue(t, m.id, "+919800000009"))).toMatchObject({ code: "rate_limited" });
    // One code each 12 minutes keeps within the hour's limit, until the day's 10 are spent.
    for (let i = 0; i < 5; i++) {
      advance(12 * 60_000);
      await issue(t, m.id, `+91981000000${i}`);
    }
    advance(12 * 60_000);
    const dayRefusal = await convexErrorOf(issue(t, m.id, "+919820000000"));
    expect(dayRefusal).toMatchObject({ code: "rate_limited" });
    expect(dayRefusal.message).toMatch(/^Too many codes were sent to this number or account\. Please try again in /);
    advance(24 * 60 * 60_000);
    expect((await issue(t, m.id, "+919820000000")).code).toMatch(/^\d{6}$/);
  });

  test("one number gets at most 5 codes an hour, whichever accounts ask", async () => {
    useClock();
    const t = makeT();
    const members = await Promise.all(Array.from({ length: 6 }, () => seedMember(t)));
    for (const m of members.slice(0, 5)) await issue(t, m.id);
    const sixth = members[5];
    if (sixth === undefined) throw new Error("no sixth member");
    expect(await convexErrorOf(issue(t, sixth.id))).toMatchObject({ code: "rate_limited" });
    // Another number is still fine for that member.
    expect((await issue(t, sixth.id, "+919811111111")).code).toMatch(/^\d{6}$/);
  });

  test("a refused attempt leaves the code and the limits untouched", async () => {
    const advance = useClock();
    const t = makeT();
    const m = await seedMember(t);
    const { code } = await issue(t, m.id);
    advance(10_000);
    await convexErrorOf(issue(t, m.id));
    expect(await check(t, m.id, code)).toEqual({ ok: true });
  });
});
