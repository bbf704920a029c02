/**
 * Deleting an account must not wipe the evidence against its owner (model/safety/records.ts): a reported,
 * warned, suspended or flagged member leaves a safety record for a year with keyed hashes of their phone
 * and email, the reports against them stay open and the reveals they made stay; a suspended or removed
 * member cannot come back with the same phone or email; a victim who deletes keeps their open report.
 */
import { describe, expect, test } from "vitest";
import { en } from "@matrimony/shared/messages";
import { SAFETY_RECORD_MS } from "@matrimony/shared/rules/safety";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import {
  convexErrorOf,
  DAY,
  identityFor,
  makeT,
  registrationForm,
  seedConsole,
  seedMember,
  type T,
} from "./test.fixtures";

const VICTIM_PHONE = "+919876500001";
const ABUSER_PHONE = "+919876512345";
const ABUSER_EMAIL = "abuser@example.com";

/** A Premium victim whose number the abuser revealed and who reported him; an admin suspends him; he deletes. */
async function suspendedThenDeleted(t: T, admin: Awaited<ReturnType<typeof seedConsole>>["admin"]) {
  const victim = await seedMember(t, { gender: "Female", fullName: "Vani V", mobileNumber: VICTIM_PHONE });
  const abuser = await seedMember(t, {
    gender: "Male",
    fullName: "Abuser A",
    premiumUntil: Date.now() + 30 * DAY,
    email: ABUSER_EMAIL,
    mobileNumber: ABUSER_PHONE,
  });
  await abuser.as.mutation(api.members.revealContact, { profileId: victim.id });
  await t.run(async (ctx) => {
    await ctx.db.insert("callNotes", {
      profileId: abuser.id,
      author: "support@x.test",
      text: "Called the victim's father twice.",
      createdAt: Date.now(),
    });
  });
  const reportId = await victim.as.mutation(api.safety.report, {
    profileId: abuser.id,
    reason: "asked_for_money",
    details: "Asked for 50,000.",
  });
  await admin.mutation(api.admin.members.suspend, { id: abuser.id, reason: "Asked members for money." });
  await abuser.as.mutation(api.members.deleteMyAccount, { confirm: true });
  return { victim, abuser, reportId };
}

async function recordsAndKeys(t: T) {
  return await t.run(async (ctx) => ({
    records: await ctx.db.query("safetyRecords").collect(),
    keys: await ctx.db.query("safetyRecordKeys").collect(),
  }));
}

describe("deleting a member with a safety history", () => {
  test("keeps a record with keyed hashes, never the phone or email; the report stays open; the reveal stays", async () => {
    const { t, admin } = await seedConsole();
    const { abuser, victim, reportId } = await suspendedThenDeleted(t, admin);
    const { records, keys } = await recordsAndKeys(t);
    expect(records).toHaveLength(1);
    const record = records[0];
    expect(record).toMatchObject({
      profileCode: abuser.code,
      barred: true,
      statusReason: "Asked members for money.",
      revealCount: 1,
      hashed: true,
    });
    expect(record?.reasons).toEqual(["reported", "suspended"]);
    expect(record?.notes.map((n) => n.text)).toEqual(["Called the victim's father twice."]);
    // One phone and one email hash; neither the number (any spelling) nor the address is stored anywhere.
    expect(keys.map((k) => k.kind).sort()).toEqual(["email", "phone"]);
    for (const k of keys) expect(k.hash).toMatch(/^[0-9a-f]{64}$/);
    const everything = JSON.stringify(
      await t.run(async (ctx) => [
        await ctx.db.query("safetyRecords").collect(),
        await ctx.db.query("safetyRecordKeys").collect(),
      ]),
    );
    for (const plain of [ABUSER_PHONE, "9876512345", ABUSER_EMAIL]) expect(everything).not.toContain(plain);
    expect(
      await t.run(
        async (ctx) =>
          await ctx.db
            .query("contacts")
            .withIndex("by_email", (q) => q.eq("email", ABUSER_EMAIL))
            .first(),
      ),
    ).toBeNull();
    // The report against him is still open, with its details, in the console, with his record beside it.
    const detail = await admin.query(api.admin.reports.get, { id: reportId });
    expect(detail).toMatchObject({ status: "open", details: "Asked for 50,000.", reported: null });
    expect(detail?.reportedRecord).toMatchObject({
      profileCode: abuser.code,
      reasons: ["reported", "suspended"],
      barred: true,
    });
    expect(detail?.revealsBy).toHaveLength(1);
    const open = await admin.query(api.admin.reports.list, {
      paginationOpts: { numItems: 10, cursor: null },
      filter: { status: "open" },
    });
    expect(open.page.map((r) => r._id)).toEqual([reportId]);
    // The victim's reveal by him is kept (who saw my number is read from these rows).
    const reveals = await t.run(
      async (ctx) =>
        await ctx.db
          .query("contactReveals")
          .withIndex("by_viewedId_and_revealedAt", (q) => q.eq("viewedId", victim.id))
          .collect(),
    );
    expect(reveals.map((r) => r.viewerId)).toEqual([abuser.id]);
    // Staff can still close it.
    await admin.mutation(api.admin.reports.act, { id: reportId, action: "dismiss" });
    expect((await admin.query(api.admin.reports.get, { id: reportId }))?.status).toBe("dismissed");
  });

  test("a member with no report, warning, suspension or flag leaves nothing", async () => {
    const t = makeT();
    const other = await seedMember(t, { gender: "Female" });
    const m = await seedMember(t, { gender: "Male", premiumUntil: Date.now() + 30 * DAY });
    await m.as.mutation(api.members.revealContact, { profileId: other.id });
    await m.as.mutation(api.members.deleteMyAccount, { confirm: true });
    const { records, keys } = await recordsAndKeys(t);
    expect(records).toEqual([]);
    expect(keys).toEqual([]);
    expect(await t.run(async (ctx) => await ctx.db.query("contactReveals").collect())).toEqual([]);
  });

  test("an admin's deletion from a report bars the member too (removed for cause)", async () => {
    const { t, admin } = await seedConsole();
    const victim = await seedMember(t, { gender: "Female" });
    const abuser = await seedMember(t, { email: ABUSER_EMAIL, mobileNumber: ABUSER_PHONE });
    const reportId = await victim.as.mutation(api.safety.report, { profileId: abuser.id, reason: "fake_profile" });
    await admin.mutation(api.admin.reports.act, { id: reportId, action: "delete", confirm: abuser.code });
    await t.finishAllScheduledFunctions(() => undefined);
    const { records } = await recordsAndKeys(t);
    expect(records.map((r) => ({ reasons: r.reasons, barred: r.barred }))).toEqual([
      { reasons: ["reported", "removedForCause"], barred: true },
    ]);
    const fresh = t.withIdentity(identityFor("returning_1", "new.address@example.com"));
    expect(
      await fresh.mutation(api.members.register, {
        profile: registrationForm({ email: "new.address@example.com", mobileNumber: "98765 12345" }),
      }),
    ).toBeNull();
  });
});

describe("coming back with the same phone or email", () => {
  test("registration is refused with no profile, and the attempt reaches the report staff read", async () => {
    const { t, admin } = await seedConsole();
    const { reportId } = await suspendedThenDeleted(t, admin);
    // The number typed another way, with a new email; then the same email in capitals with a new number.
    const byPhone = t.withIdentity(identityFor("returning_1", "fresh@example.com"));
    expect(
      await byPhone.mutation(api.members.register, {
        profile: registrationForm({ email: "fresh@example.com", mobileNumber: "098765 12345" }),
      }),
    ).toBeNull();
    const byEmail = t.withIdentity(identityFor("returning_2", ABUSER_EMAIL));
    expect(
      await byEmail.mutation(api.members.register, {
        profile: registrationForm({ email: ABUSER_EMAIL, mobileNumber: "91234 56789" }),
      }),
    ).toBeNull();
    expect(
      await t.run(
        async (ctx) =>
          await ctx.db
            .query("profiles")
            .withIndex("by_tokenIdentifier", (q) => q.eq("tokenIdentifier", "https://identity.test|returning_1"))
            .first(),
      ),
    ).toBeNull();
    const record = (await admin.query(api.admin.reports.get, { id: reportId }))?.reportedRecord;
    expect(record?.returns.map((r) => r.via)).toEqual(["register", "register"]);
    const audit = await t.run(async (ctx) => await ctx.db.query("auditLog").collect());
    expect(audit.filter((e) => e.action === "safety.returnRefused")).toHaveLength(2);
    // The app's message is neutral: it says nothing of a ban.
    expect(en["safety.needsSupport"]).not.toMatch(/ban|suspend|remov|report/i);
  });

  test("mobile verification of a barred number is refused neutrally and reaches staff", async () => {
    const { t, admin } = await seedConsole();
    const { reportId } = await suspendedThenDeleted(t, admin);
    // Registered with another number, then switched to the removed member's number before verifying.
    const back = await seedMember(t, { status: "pending", mobileNumber: ABUSER_PHONE });
    expect(await convexErrorOf(back.as.action(api.verification.sendMobileCode, {}))).toEqual({
      code: "conflict",
      message: en["safety.needsSupport"],
    });
    const record = (await admin.query(api.admin.reports.get, { id: reportId }))?.reportedRecord;
    expect(record?.returns).toEqual([expect.objectContaining({ via: "mobileVerification", profileCode: back.code })]);
    expect(await t.run(async (ctx) => await ctx.db.query("verificationCodes").collect())).toEqual([]);
  });

  test("a reported member who was never suspended keeps a record but may register again", async () => {
    const t = makeT();
    const victim = await seedMember(t, { gender: "Female" });
    const reported = await seedMember(t, { email: ABUSER_EMAIL, mobileNumber: ABUSER_PHONE });
    await victim.as.mutation(api.safety.report, { profileId: reported.id, reason: "other" });
    await reported.as.mutation(api.members.deleteMyAccount, { confirm: true });
    expect((await recordsAndKeys(t)).records.map((r) => r.barred)).toEqual([false]);
    const again = t.withIdentity(identityFor("returning_3", ABUSER_EMAIL));
    const id: Id<"profiles"> | null = await again.mutation(api.members.register, {
      profile: registrationForm({ email: ABUSER_EMAIL, mobileNumber: "98765 12345" }),
    });
    expect(id).not.toBeNull();
  });
});

describe("a year later", () => {
  test("the daily cleanup deletes the record, its hashes and reveals, and releases the reports", async () => {
    const { t, admin } = await seedConsole();
    const { reportId } = await suspendedThenDeleted(t, admin);
    expect(await t.mutation(internal.housekeeping.pruneSafetyRecordsDaily, {})).toBe(0);
    await t.run(async (ctx) => {
      for (const r of await ctx.db.query("safetyRecords").collect())
        await ctx.db.patch("safetyRecords", r._id, { deletedAt: Date.now() - SAFETY_RECORD_MS - 1 });
    });
    expect(await t.mutation(internal.housekeeping.pruneSafetyRecordsDaily, {})).toBe(1);
    expect(await recordsAndKeys(t)).toEqual({ records: [], keys: [] });
    expect(await t.run(async (ctx) => await ctx.db.query("contactReveals").collect())).toEqual([]);
    const report = await t.run(async (ctx) => await ctx.db.get("reports", reportId));
    expect(report).toMatchObject({ status: "closed" });
    expect(report?.reportedId).toBeUndefined();
    expect(report?.details).toBeUndefined();
    // And the number may be used again.
    const later = t.withIdentity(identityFor("returning_4", ABUSER_EMAIL));
    expect(
      await later.mutation(api.members.register, {
        profile: registrationForm({ email: ABUSER_EMAIL, mobileNumber: "98765 12345" }),
      }),
    ).not.toBeNull();
  });
});

describe("a victim who deletes", () => {
  test("keeps their open report in the queue, the reporter shown as gone", async () => {
    const { t, admin } = await seedConsole();
    const victim = await seedMember(t, { gender: "Female" });
    const abuser = await seedMember(t, {});
    const reportId = await victim.as.mutation(api.safety.report, {
      profileId: abuser.id,
      reason: "abusive_or_obscene",
      details: "Abusive messages.",
    });
    await victim.as.mutation(api.members.deleteMyAccount, { confirm: true });
    const detail = await admin.query(api.admin.reports.get, { id: reportId });
    expect(detail).toMatchObject({
      status: "open",
      reporter: null,
      details: "Abusive messages.",
      reported: { profileId: abuser.id },
    });
    // Staff can still act on the member it names.
    await admin.mutation(api.admin.reports.act, { id: reportId, action: "warn" });
    expect((await admin.query(api.admin.reports.get, { id: reportId }))?.status).toBe("warned");
  });
});
