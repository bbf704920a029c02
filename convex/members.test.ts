import { ConvexError } from "convex/values";
import { describe, expect, test } from "vitest";
import { en } from "@matrimony/shared/messages";
import { api } from "./_generated/api";
import { EXPORT_PART_ROWS } from "./model/limits";
import { BLOCKED_IN_EXPORT } from "./model/members/account";
import { DAY, editForm, identityFor, makeT, registrationForm, seedMember, seedWorld, storeFile } from "./test.fixtures";

/** The `{ code, message, field }` a ConvexError carried, for asserting on. */
async function errorOf(promise: Promise<unknown>): Promise<{ code: string; message: string; field?: string }> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof ConvexError) return e.data as { code: string; message: string; field?: string };
    throw e;
  }
  throw new Error("expected the call to fail");
}

describe("members.register", () => {
  test("creates a pending profile with normalised contacts and a profile code, never a password", async () => {
    const t = makeT();
    const as = t.withIdentity(identityFor("new1", "ravi.kumar@example.com"));
    const id = await as.mutation(api.members.register, { profile: { ...registrationForm(), password: "secret12" } });
    if (id === null) throw new Error("registration refused");
    const me = await as.query(api.members.me, {});
    expect(me?.profile._id).toBe(id);
    expect(me?.profile.status).toBe("pending");
    expect(me?.profile.profileCode).toMatch(/^[A-Z0-9]{6,10}$/);
    expect(me?.contacts).toEqual({
      email: "ravi.kumar@example.com",
      mobileNumber: "+919876543210",
      altMobileNumber: null,
      contactPerson: null,
    });
    expect(me?.membership.plan).toBe("Free");
    expect(me?.completion).toBe(75);
    const stored = await t.run(async (ctx) => await ctx.db.get("profiles", id));
    expect(JSON.stringify(stored)).not.toContain("secret12");
    expect(stored).not.toHaveProperty("password");
    expect(stored?.termsAcceptedAt).toBeTypeOf("number");
    expect(stored).not.toHaveProperty("mobileNumber");
    const log = await t.run(async (ctx) => await ctx.db.query("auditLog").collect());
    expect(log.map((r) => r.action)).toContain("member.register");
  });

  test("one profile per identity", async () => {
    const t = makeT();
    const as = t.withIdentity(identityFor("new2", "ravi.kumar@example.com"));
    await as.mutation(api.members.register, { profile: registrationForm() });
    expect(await errorOf(as.mutation(api.members.register, { profile: registrationForm() }))).toMatchObject({
      code: "conflict",
      message: en["error.profileExists"],
    });
  });

  test("an email already registered gives the spec's message", async () => {
    const t = makeT();
    await seedMember(t, { email: "taken@example.com" });
    const as = t.withIdentity(identityFor("new3", "taken@example.com"));
    expect(
      await errorOf(as.mutation(api.members.register, { profile: registrationForm({ email: "taken@example.com" }) })),
    ).toEqual({
      code: "conflict",
      message: "Email already in use.",
      key: "register.emailInUse",
      field: "email",
    });
  });

  test("a form naming another email than the identity's is refused", async () => {
    const t = makeT();
    const as = t.withIdentity(identityFor("new4", "real@example.com"));
    expect(
      await errorOf(as.mutation(api.members.register, { profile: registrationForm({ email: "other@example.com" }) })),
    ).toMatchObject({
      code: "invalid",
      field: "email",
    });
  });

  test.each([
    ["fullName", "", en["register.fullNameRequired"]],
    ["mobileNumber", "12345", en["validation.phoneInvalid"]],
    ["dateOfBirth", "31/04/1995", en["validation.dobNotADate"]],
    ["caste", "Unknown", en["register.casteRequired"]],
    ["fatherName", "", en["register.fatherNameRequired"]],
    ["partnerprofessionSector", "", en["register.partnerSectorRequired"]],
  ])("server-side validation: %s = %j gives its message", async (field, value, message) => {
    const t = makeT();
    const as = t.withIdentity(identityFor(`v-${field}`, "ravi.kumar@example.com"));
    const error = await errorOf(as.mutation(api.members.register, { profile: registrationForm({ [field]: value }) }));
    if (error === null) throw new Error("registration refused");
    expect(error).toMatchObject({ code: "invalid", message });
    expect(await as.query(api.members.me, {})).toBeNull();
  });

  test("the legal age to marry is enforced: grooms 21, brides 18", async () => {
    const t = makeT();
    const year = new Date().getUTCFullYear();
    const groom = t.withIdentity(identityFor("young-groom", "ravi.kumar@example.com"));
    const error = await errorOf(
      groom.mutation(api.members.register, { profile: registrationForm({ dateOfBirth: `01/01/${year - 20}` }) }),
    );
    if (error === null) throw new Error("registration refused");
    expect(error.message).toBe(en["validation.underAgeGroom"]);
    const bride = t.withIdentity(identityFor("bride", "bride@example.com"));
    await bride.mutation(api.members.register, {
      profile: registrationForm({ email: "bride@example.com", gender: "Female", dateOfBirth: `01/01/${year - 19}` }),
    });
    expect((await bride.query(api.members.me, {}))?.profile.gender).toBe("Female");
  });

  test("terms must be accepted", async () => {
    const t = makeT();
    const as = t.withIdentity(identityFor("noterms", "ravi.kumar@example.com"));
    const error = await errorOf(
      as.mutation(api.members.register, { profile: registrationForm({ acceptedTerms: false }) }),
    );
    if (error === null) throw new Error("registration refused");
    expect(error.code).toBe("invalid");
    expect(error.field).toBe("acceptedTerms");
  });
});

describe("members.update and updatePreference", () => {
  test("edits fields, normalises numbers, and cannot set status or premium", async () => {
    const t = makeT();
    const m = await seedMember(t, { status: "pending" });
    await m.as.mutation(api.members.update, {
      profile: editForm({
        fullName: "New Name",
        mobileNumber: "+91-91234-56789",
        altMobileNumber: "",
        profession: "Doctor",
        maritalStatus: "Married",
        height: `4'2"`,
        status: "approved",
        premiumUntil: Date.now() + 365 * DAY,
        role: "admin",
      }),
    });
    const me = await m.as.query(api.members.me, {});
    expect(me?.profile.fullName).toBe("New Name");
    expect(me?.profile.profession).toBe("Doctor");
    expect(me?.profile.maritalStatus).toBe("Married");
    expect(me?.profile.status).toBe("pending");
    expect(me?.membership.plan).toBe("Free");
    expect(me?.contacts.mobileNumber).toBe("+919123456789");
    expect(me?.contacts.altMobileNumber).toBeNull();
  });

  test.each([
    [{ fullName: "", mobileNumber: "", profession: "Other", otherProfession: "" }, "Full Name is required."],
    [{ fullName: "A B", mobileNumber: "", profession: "Other", otherProfession: "" }, "Mobile Number is required."],
    [
      { fullName: "A B", mobileNumber: "9876543210", profession: "Other", otherProfession: "" },
      "Please specify your profession.",
    ],
  ])("edit messages in the spec's order: %j", async (changes, message) => {
    const t = makeT();
    const m = await seedMember(t);
    expect((await errorOf(m.as.mutation(api.members.update, { profile: editForm(changes) }))).message).toBe(message);
  });

  test("an emptied optional field is removed, a required one is kept", async () => {
    const t = makeT();
    const m = await seedMember(t, { gotram: "Kasyapa" });
    await m.as.mutation(api.members.update, { profile: editForm({ gotram: "" }) });
    const stored = await t.run(async (ctx) => await ctx.db.get("profiles", m.id));
    expect(stored?.gotram).toBeUndefined();
    expect(stored?.fatherName).toBe("Suresh Kumar");
  });

  test("a member cannot change their date of birth or gender; resending the stored date of birth is fine", async () => {
    const t = makeT();
    const m = await seedMember(t, { gender: "Male", dateOfBirth: "14/02/1994" });
    const error = await errorOf(
      m.as.mutation(api.members.update, { profile: editForm({ dateOfBirth: "14/02/1990" }) }),
    );
    expect(error).toMatchObject({ code: "invalid", message: en["profile.dateOfBirthLocked"], field: "dateOfBirth" });
    await m.as.mutation(api.members.update, {
      profile: { ...editForm({ dateOfBirth: "14/02/1994", place: "Guntur" }), gender: "Female" },
    });
    const stored = await t.run(async (ctx) => await ctx.db.get("profiles", m.id));
    expect(stored).toMatchObject({ dateOfBirth: "14/02/1994", gender: "Male", place: "Guntur" });
  });

  test("preference edit sets and clears the four fields", async () => {
    const t = makeT();
    const m = await seedMember(t);
    await m.as.mutation(api.members.updatePreference, {
      preference: {
        partnerPreferenceType: "NRI",
        nriCountry: "USA",
        partnerstate: "",
        partnerprofessionSector: "Private",
      },
    });
    const me = await m.as.query(api.members.me, {});
    expect(me?.profile).toMatchObject({
      partnerPreferenceType: "NRI",
      nriCountry: "USA",
      partnerprofessionSector: "Private",
    });
    expect(me?.profile.partnerstate).toBeUndefined();
    const error = await errorOf(
      m.as.mutation(api.members.updatePreference, { preference: { partnerprofessionSector: "" } }),
    );
    expect(error.code).toBe("invalid");
  });
});

describe("members.get", () => {
  test("approved viewers see approved members, without any contact data", async () => {
    const w = await seedWorld();
    await w.callers.approved.mutation(api.views.record, { profileId: w.ids.another });
    const page = await w.callers.approved.query(api.members.get, { profileId: w.ids.another });
    expect(page?.fullName).toBe("Another Anjali");
    expect(page?.age).toBeGreaterThan(18);
    expect(JSON.stringify(page)).not.toMatch(/@example\.com|\+91/);
    expect(page).not.toHaveProperty("tokenIdentifier");
    expect(page).not.toHaveProperty("premiumUntil");
  });

  test("pending, rejected and missing profiles are not shown; a malformed id is simply not found", async () => {
    const w = await seedWorld();
    expect(await w.callers.approved.query(api.members.get, { profileId: w.ids.pending })).toBeNull();
    expect(await w.callers.approved.query(api.members.get, { profileId: "not-an-id" })).toBeNull();
  });
});

describe("members.revealContact", () => {
  test("Premium viewers get the numbers and email, and the reveal is recorded", async () => {
    const w = await seedWorld();
    const c = await w.callers.premium.mutation(api.members.revealContact, { profileId: w.ids.another });
    expect(c.email).toBe("canary.another@leak.test");
    expect(c.mobileNumber).toBe("+917000000004");
    expect(c.altMobileNumber).toBe("+917111111114");
    const reveals = await w.t.run(async (ctx) => await ctx.db.query("contactReveals").collect());
    expect(reveals).toHaveLength(1);
    expect(reveals[0]).toMatchObject({ viewerId: w.ids.premium, viewedId: w.ids.another });
  });

  test("free members get the spec's message", async () => {
    const w = await seedWorld();
    expect(await errorOf(w.callers.approved.mutation(api.members.revealContact, { profileId: w.ids.another }))).toEqual(
      {
        code: "premium_required",
        message: "Contact details are available for paid members only.",
        key: "contact.paidOnly",
      },
    );
  });

  test("an expired Premium is Free", async () => {
    const t = makeT();
    const viewer = await seedMember(t, { gender: "Male", premiumUntil: Date.now() - 1000 });
    const target = await seedMember(t, { gender: "Female" });
    expect((await errorOf(viewer.as.mutation(api.members.revealContact, { profileId: target.id }))).code).toBe(
      "premium_required",
    );
  });

  test("a daily cap stops number harvesting", async () => {
    const t = makeT();
    const viewer = await seedMember(t, { gender: "Male", premiumUntil: Date.now() + DAY });
    const target = await seedMember(t, { gender: "Female" });
    await t.run(async (ctx) => {
      for (let i = 0; i < 20; i++)
        await ctx.db.insert("contactReveals", { viewerId: viewer.id, viewedId: target.id, revealedAt: Date.now() - i });
    });
    expect(await errorOf(viewer.as.mutation(api.members.revealContact, { profileId: target.id }))).toMatchObject({
      code: "rate_limited",
      message: en["contact.dailyLimit"].replace("{wait}", "about 24 hours"),
    });
  });

  test("a pending target is not revealed", async () => {
    const w = await seedWorld();
    expect(
      (await errorOf(w.callers.premium.mutation(api.members.revealContact, { profileId: w.ids.pending }))).code,
    ).toBe("not_found");
  });
});

describe("members.deleteMyAccount", () => {
  test("removes profile, contacts, photos and files, views and reveals; keeps payments without the person", async () => {
    const w = await seedWorld();
    const { t } = w;
    const me = w.ids.premium;
    const storageId = await storeFile(t, new Uint8Array([0xff, 0xd8, 0xff]), "image/jpeg");
    await w.callers.premium.action(api.photos.add, { storageId });
    await w.callers.premium.mutation(api.views.record, { profileId: w.ids.another });
    await w.callers.another.mutation(api.views.record, { profileId: me });
    await w.callers.premium.mutation(api.members.revealContact, { profileId: w.ids.another });
    await t.run(async (ctx) => {
      await ctx.db.insert("payments", {
        profileId: me,
        provider: "razorpay",
        amountPaise: 117882,
        currency: "INR",
        status: "paid",
        paidAt: Date.now(),
        createdAt: Date.now(),
      });
    });

    await w.callers.premium.mutation(api.members.deleteMyAccount, { confirm: true });

    const left = await t.run(async (ctx) => ({
      profile: await ctx.db.get("profiles", me),
      contacts: (await ctx.db.query("contacts").collect()).filter((c) => c.profileId === me),
      photos: await ctx.db.query("photos").collect(),
      files: await ctx.db.system.query("_storage").collect(),
      views: (await ctx.db.query("profileViews").collect()).filter((v) => v.viewerId === me || v.viewedId === me),
      reveals: (await ctx.db.query("contactReveals").collect()).filter((r) => r.viewerId === me || r.viewedId === me),
      payments: await ctx.db.query("payments").collect(),
    }));
    expect(left.profile).toBeNull();
    expect(left.contacts).toEqual([]);
    expect(left.photos).toEqual([]);
    expect(left.files).toEqual([]);
    expect(left.views).toEqual([]);
    expect(left.reveals).toEqual([]);
    expect(left.payments).toHaveLength(1);
    expect(left.payments[0]?.profileId).toBeUndefined();
    expect(left.payments[0]?.amountPaise).toBe(117882);
    expect(await w.callers.premium.query(api.members.me, {})).toBeNull();
  });
});

describe("members.exportMyData", () => {
  test("returns the member's own data as JSON, without the identity token", async () => {
    const w = await seedWorld();
    await w.callers.approved.mutation(api.views.record, { profileId: w.ids.another });
    const data = JSON.parse(await w.callers.approved.query(api.members.exportMyData, {})) as Record<string, unknown>;
    expect(data).toHaveProperty("profile.fullName", "Approved Arjun");
    expect(data).toHaveProperty("contacts.email");
    expect(data.profilesIViewed).toHaveLength(1);
    expect(data.profile).not.toHaveProperty("tokenIdentifier");
  });

  test("leaves out the profile codes of members blocked either way", async () => {
    const t = makeT();
    const me = await seedMember(t, { gender: "Male" });
    const blockedByMe = await seedMember(t, { gender: "Female" });
    const blockedMe = await seedMember(t, { gender: "Female" });
    const friend = await seedMember(t, { gender: "Female" });
    for (const other of [blockedByMe, blockedMe, friend]) {
      await me.as.mutation(api.views.record, { profileId: other.id });
      await other.as.mutation(api.views.record, { profileId: me.id });
    }
    await me.as.mutation(api.safety.block, { profileId: blockedByMe.id });
    await blockedMe.as.mutation(api.safety.block, { profileId: me.id });
    const text = await me.as.query(api.members.exportMyData, {});
    expect(text).not.toContain(blockedByMe.code);
    expect(text).not.toContain(blockedMe.code);
    const data = JSON.parse(text) as { profilesIViewed: { profile: string }[]; viewedMyProfile: { profile: string }[] };
    expect(data.profilesIViewed.map((r) => r.profile).sort()).toEqual(
      [BLOCKED_IN_EXPORT, BLOCKED_IN_EXPORT, friend.code].sort(),
    );
    expect(data.viewedMyProfile.map((r) => r.profile)).toContain(friend.code);
    const part = await me.as.query(api.members.exportMyDataPart, { list: "viewedMyProfile", cursor: null });
    expect(JSON.stringify(part)).not.toMatch(new RegExp(`${blockedByMe.code}|${blockedMe.code}`));
  });

  test(`reads at most ${String(EXPORT_PART_ROWS)} rows of a list; the rest comes in parts`, async () => {
    const t = makeT();
    const me = await seedMember(t, { gender: "Male" });
    const other = await seedMember(t, { gender: "Female" });
    const total = EXPORT_PART_ROWS + 7;
    await t.run(async (ctx) => {
      for (let i = 0; i < total; i++)
        await ctx.db.insert("profileViews", { viewerId: other.id, viewedId: me.id, viewedAt: i });
    });
    const data = JSON.parse(await me.as.query(api.members.exportMyData, {})) as {
      viewedMyProfile: { at: number }[];
      more: string[];
    };
    expect(data.viewedMyProfile).toHaveLength(EXPORT_PART_ROWS);
    expect(data.more).toEqual(["viewedMyProfile"]);
    const rows: number[] = [];
    let cursor: string | null = null;
    for (;;) {
      const part: { rows: { at: number }[]; continueCursor: string; isDone: boolean } = await me.as.query(
        api.members.exportMyDataPart,
        { list: "viewedMyProfile", cursor },
      );
      expect(part.rows.length).toBeLessThanOrEqual(EXPORT_PART_ROWS);
      rows.push(...part.rows.map((r) => r.at));
      if (part.isDone) break;
      cursor = part.continueCursor;
    }
    expect(rows).toHaveLength(total);
    expect(new Set(rows).size).toBe(total);
  });
});
