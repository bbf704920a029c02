/**
 * Consent of the bride or groom (docs/parents.md): a code to their own mobile through the code
 * module (purpose "consent") and the SMS interface, the rules it keeps (attempts, expiry, resend), what is
 * recorded, and approval once it is given.
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import { en } from "@matrimony/shared/messages";
import { CONSENT_NOTICE_VERSION } from "@matrimony/shared/rules/consent";
import { api, internal } from "./_generated/api";
import { CODE_TTL_MS, MAX_ATTEMPTS, RESEND_AFTER_MS } from "./model/verification/codes";
import { codeIn, otherCode, stubSmsOutbox } from "./test.codes";
import {
  convexErrorOf,
  identityFor,
  makeT,
  seedConsole,
  seedMember,
  useClock,
  type Caller,
  type T,
} from "./test.fixtures";

const BRIDE_PHONE = "+919812345678";

const START = "2026-11-23T10:00:00Z";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

/** A pending profile a parent made for their daughter, signed in as that parent's login. */
async function parentMade(t: T, creator: "Parent" | "Self" = "Parent") {
  const m = await seedMember(t, {
    status: "pending",
    gender: "Female",
    fullName: "Sravani Rao",
    profileCreatedBy: creator,
  });
  const tokenIdentifier = await t.run(async (ctx) => (await ctx.db.get("profiles", m.id))?.tokenIdentifier ?? "");
  return { ...m, tokenIdentifier };
}

/** What `consent.sendCode` does before the SMS: the code in clear (only ever inside the server). */
async function issue(t: T, tokenIdentifier: string, mobileNumber = "98123 45678") {
  return await t.mutation(internal.consent.issue, { tokenIdentifier, form: { mobileNumber } });
}

const confirm = async (as: Caller, code: string) => await as.mutation(api.consent.confirm, { form: { code } });

describe("consent.status", () => {
  test.each([
    ["Self", "notNeeded"],
    ["Parent", "pending"],
  ] as const)("a profile created by %s is %s", async (creator, state) => {
    const t = makeT();
    const m = await parentMade(t, creator);
    expect(await m.as.query(api.consent.status, {})).toEqual({
      state,
      givenAt: null,
      noticeVersion: null,
      mobileLast4: null,
      currentNoticeVersion: CONSENT_NOTICE_VERSION,
      code: null,
    });
  });

  test("a profile made before the question (not stated) needs no consent", async () => {
    const t = makeT();
    const m = await seedMember(t, { status: "pending" });
    expect((await m.as.query(api.consent.status, {})).state).toBe("notNeeded");
  });
});

describe("the consent code", () => {
  test("goes to the number typed (validated), shows only its last 4 digits, and is refused for a profile made by its member", async () => {
    useClock(START);
    const t = makeT();
    const m = await parentMade(t);
    expect(await convexErrorOf(issue(t, m.tokenIdentifier, "12345"))).toMatchObject({
      code: "invalid",
      field: "mobileNumber",
      message: en["validation.phoneInvalid"],
    });
    expect(await convexErrorOf(issue(t, m.tokenIdentifier, " "))).toMatchObject({
      code: "invalid",
      field: "mobileNumber",
      message: en["consent.mobileRequired"],
    });
    const issued = await issue(t, m.tokenIdentifier);
    expect(issued).toMatchObject({ phone: BRIDE_PHONE, name: "Sravani Rao", language: "en" });
    expect(issued.code).toMatch(/^\d{6}$/);
    const status = await m.as.query(api.consent.status, {});
    expect(status.code).toMatchObject({
      phoneLast4: "5678",
      attemptsLeft: MAX_ATTEMPTS,
      expiresAt: Date.now() + CODE_TTL_MS,
    });
    expect(JSON.stringify(status)).not.toContain(issued.code);

    const own = await parentMade(t, "Self");
    expect(await convexErrorOf(issue(t, own.tokenIdentifier))).toMatchObject({
      code: "conflict",
      message: en["consent.notNeeded"],
    });
  });

  test("a wrong code counts an attempt that is kept; after 5 even the right code is refused", async () => {
    useClock(START);
    const t = makeT();
    const m = await parentMade(t);
    const { code } = await issue(t, m.tokenIdentifier);
    const answers = [];
    for (let i = 0; i < MAX_ATTEMPTS; i++) answers.push(await confirm(m.as, otherCode(code)));
    expect(answers).toEqual([
      { ok: false, reason: "wrong", attemptsLeft: 4 },
      { ok: false, reason: "wrong", attemptsLeft: 3 },
      { ok: false, reason: "wrong", attemptsLeft: 2 },
      { ok: false, reason: "wrong", attemptsLeft: 1 },
      { ok: false, reason: "tooManyAttempts" },
    ]);
    expect(await confirm(m.as, code)).toEqual({ ok: false, reason: "tooManyAttempts" });
    expect((await m.as.query(api.consent.status, {})).state).toBe("pending");
  });

  test("a code is refused after its 10 minutes; a new one is allowed only after 60 s and replaces the old", async () => {
    const advance = useClock(START);
    const t = makeT();
    const m = await parentMade(t);
    const first = await issue(t, m.tokenIdentifier);
    const tooSoon = await convexErrorOf(issue(t, m.tokenIdentifier));
    expect(tooSoon).toMatchObject({
      code: "rate_limited",
      message: en["verification.errorResendTooSoon"].replace("{seconds}", "60"),
    });
    advance(RESEND_AFTER_MS);
    const second = await issue(t, m.tokenIdentifier);
    if (second.code !== first.code)
      expect(await confirm(m.as, first.code)).toEqual({ ok: false, reason: "wrong", attemptsLeft: 4 });
    advance(CODE_TTL_MS);
    expect(await confirm(m.as, second.code)).toEqual({ ok: false, reason: "expired" });
    expect(await confirm(m.as, second.code)).toEqual({ ok: false, reason: "noCode" });
  });

  test("a typed code that is not 6 digits gets the code module's message", async () => {
    const t = makeT();
    const m = await parentMade(t);
    expect(await convexErrorOf(confirm(m.as, "12ab"))).toMatchObject({
      code: "invalid",
      field: "code",
      message: en["verification.errorCodeFormat"],
    });
  });

  test("the right code records the consent with its time, notice version and the number's last 4 digits only", async () => {
    useClock(START);
    const t = makeT();
    const m = await parentMade(t);
    const { code } = await issue(t, m.tokenIdentifier, "+91 98123 45678");
    expect(await confirm(m.as, ` ${code.slice(0, 3)} ${code.slice(3)} `)).toEqual({ ok: true });
    const stored = await t.run(async (ctx) => await ctx.db.get("profiles", m.id));
    expect(stored?.consent).toEqual({
      givenAt: Date.now(),
      noticeVersion: CONSENT_NOTICE_VERSION,
      mobileLast4: "5678",
    });
    // The full number is kept nowhere once the code is used.
    const everything = await t.run(async (ctx) =>
      JSON.stringify([
        await ctx.db.query("verificationCodes").collect(),
        await ctx.db.query("auditLog").collect(),
        stored,
      ]),
    );
    expect(everything).not.toContain("9812345678");
    expect(await m.as.query(api.consent.status, {})).toMatchObject({
      state: "given",
      givenAt: Date.now(),
      mobileLast4: "5678",
      code: null,
    });
    expect(await convexErrorOf(issue(t, m.tokenIdentifier))).toMatchObject({
      code: "conflict",
      message: en["consent.alreadyGiven"],
    });
    expect(await convexErrorOf(confirm(m.as, code))).toMatchObject({
      code: "conflict",
      message: en["consent.alreadyGiven"],
    });
    const audit = await t.run(
      async (ctx) =>
        await ctx.db
          .query("auditLog")
          .withIndex("by_action_and_at", (q) => q.eq("action", "member.consent"))
          .collect(),
    );
    expect(audit).toHaveLength(1);
  });

  test("approval is refused until the consent is given, then allowed", async () => {
    const { t, admin } = await seedConsole();
    const m = await parentMade(t);
    expect(await convexErrorOf(admin.mutation(api.admin.approvals.approve, { id: m.id }))).toMatchObject({
      code: "conflict",
      message: en["consent.pendingApproval"],
    });
    const { code } = await issue(t, m.tokenIdentifier);
    expect(await confirm(m.as, code)).toEqual({ ok: true });
    await admin.mutation(api.admin.approvals.approve, { id: m.id });
    expect((await m.as.query(api.members.me, {}))?.profile.status).toBe("approved");
  });
});

describe("consent.sendCode", () => {
  test("sends the code through the SMS interface (local outbox) in the member's language, naming the profile", async () => {
    const sent = stubSmsOutbox();
    const t = makeT();
    const m = await parentMade(t);
    await t.run(async (ctx) => await ctx.db.patch("profiles", m.id, { preferredLanguage: "te" }));
    await m.as.action(api.consent.sendCode, { form: { mobileNumber: "9812345678" } });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe("http://identity.test/admin/send-sms");
    expect(sent[0]?.body).toMatchObject({ to: BRIDE_PHONE, template: "consentCode", language: "te" });
    expect(sent[0]?.body.text).toContain("Sravani Rao");
    expect(await confirm(m.as, codeIn(sent[0]))).toEqual({ ok: true });
  });

  test("a failed SMS is reported and its code discarded, so the member may ask again at once", async () => {
    vi.stubEnv("LOCAL_AUTH_ISSUER", "http://identity.test");
    vi.stubEnv("LOCAL_IDENTITY_ADMIN_SECRET", "local-secret");
    vi.stubGlobal("fetch", async () => new Response("nope", { status: 400 }));
    const t = makeT();
    const m = await parentMade(t);
    expect(
      await convexErrorOf(m.as.action(api.consent.sendCode, { form: { mobileNumber: "9812345678" } })),
    ).toMatchObject({
      message: en["verification.errorSmsFailed"],
    });
    expect((await m.as.query(api.consent.status, {})).code).toBeNull();
  });

  test("refuses a visitor and a signed-in identity without a profile", async () => {
    const t = makeT();
    expect((await convexErrorOf(t.action(api.consent.sendCode, { form: { mobileNumber: "9812345678" } }))).code).toBe(
      "unauthenticated",
    );
    const noProfile = t.withIdentity(identityFor("nobody", "nobody@example.com"));
    expect(
      (await convexErrorOf(noProfile.action(api.consent.sendCode, { form: { mobileNumber: "9812345678" } }))).code,
    ).toBe("no_profile");
  });
});
