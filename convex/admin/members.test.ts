import type { FunctionReturnType } from "convex/server";
import { describe, expect, test } from "vitest";
import { en } from "@matrimony/shared/messages";
import { api } from "../_generated/api";
import { MAX_PAGE_SIZE, MAX_ROWS_READ } from "../model/admin/lists";
import { convexErrorOf, DAY, profileDoc, seedConsole, seedMember, storeFile, type T } from "../test.fixtures";
import { seedPaidPayment } from "../test.payments";

const page = (numItems = 50, cursor: string | null = null) => ({ numItems, cursor });
const NOW = Date.now();

/**
 * Six members that differ in one filterable field each from "base" (Female, Kamma, Hindu, India, AP, approved, Free).
 */
async function seedDirectory(t: T) {
  const at = (days: number) => NOW - days * DAY;
  return {
    base: await seedMember(t, { fullName: "Base Bhavani", createdAt: at(10) }),
    male: await seedMember(t, { fullName: "Male Mohan", gender: "Male", createdAt: at(9) }),
    reddy: await seedMember(t, { fullName: "Reddy Rani", caste: "Reddy", createdAt: at(8) }),
    christian: await seedMember(t, { fullName: "Christian Chitra", religion: "Converted Christian", createdAt: at(7) }),
    nri: await seedMember(t, { fullName: "Nri Neha", residenceType: "NRI", country: "USA", createdAt: at(6) }),
    telangana: await seedMember(t, { fullName: "Telangana Tara", state: "Telangana", createdAt: at(5) }),
    pending: await seedMember(t, { fullName: "Pending Padma", status: "pending", createdAt: at(4) }),
    premium: await seedMember(t, { fullName: "Premium Priya", premiumUntil: NOW + 100 * DAY, createdAt: at(3) }),
    lapsed: await seedMember(t, { fullName: "Lapsed Lalitha", premiumUntil: NOW - DAY, createdAt: at(2) }),
  };
}

describe("member list", () => {
  test.each([
    ["status", { status: "pending" }, ["pending"]],
    ["gender", { gender: "Male" }, ["male"]],
    ["caste", { caste: "Reddy" }, ["reddy"]],
    ["religion", { religion: "Converted Christian" }, ["christian"]],
    ["residence type", { residenceType: "NRI" }, ["nri"]],
    ["state", { state: "Telangana" }, ["telangana"]],
    ["Premium", { premium: true }, ["premium"]],
    ["registration dates", { createdFrom: NOW - 6.5 * DAY, createdTo: NOW - 4.5 * DAY }, ["telangana", "nri"]],
    ["status and a residual field", { status: "approved", gender: "Male" }, ["male"]],
    ["status and dates", { status: "approved", createdFrom: NOW - 3.5 * DAY }, ["lapsed", "premium"]],
  ] as const)("filters by %s, newest first", async (_name, filter, expected) => {
    const { t, support } = await seedConsole();
    const d = await seedDirectory(t);
    const result = await support.query(api.admin.members.list, { paginationOpts: page(), filter });
    expect(result.page.map((r) => r._id)).toEqual(expected.map((k) => d[k].id));
    expect(result.isDone).toBe(true);
  });

  test("Free members are those without Premium or whose Premium ended", async () => {
    const { t, support } = await seedConsole();
    const d = await seedDirectory(t);
    const free = await support.query(api.admin.members.list, { paginationOpts: page(), filter: { premium: false } });
    expect(free.page.map((r) => r._id)).not.toContain(d.premium.id);
    expect(free.page.map((r) => r._id)).toContain(d.lapsed.id);
    expect(free.page).toHaveLength(8);
    const byExpiry = await support.query(api.admin.members.list, {
      paginationOpts: page(),
      filter: { premium: false },
      sort: { field: "premiumUntil", order: "desc" },
    });
    expect(byExpiry.page[0]?._id).toBe(d.lapsed.id);
    expect(byExpiry.page).toHaveLength(8);
  });

  test("rows carry what the list shows, contacts included", async () => {
    const { t, support } = await seedConsole();
    const d = await seedDirectory(t);
    const result = await support.query(api.admin.members.list, { paginationOpts: page(1), filter: { premium: true } });
    expect(result.page[0]).toMatchObject({
      _id: d.premium.id,
      profileCode: d.premium.code,
      fullName: "Premium Priya",
      status: "approved",
      plan: "Premium",
      premiumUntil: NOW + 100 * DAY,
      email: expect.stringMatching(/@example.com$/),
      mobileNumber: expect.stringMatching(/^\+91/),
      photoUrl: null,
      statusReason: null,
    });
  });

  test("sorts by registration or by Premium expiry, both ways", async () => {
    const { t, support } = await seedConsole();
    const d = await seedDirectory(t);
    const oldest = await support.query(api.admin.members.list, {
      paginationOpts: page(2),
      sort: { field: "createdAt", order: "asc" },
    });
    expect(oldest.page.map((r) => r._id)).toEqual([d.base.id, d.male.id]);
    const expiring = await support.query(api.admin.members.list, {
      paginationOpts: page(),
      filter: { premium: true },
      sort: { field: "premiumUntil", order: "asc" },
    });
    expect(expiring.page.map((r) => r._id)).toEqual([d.premium.id]);
  });

  test("pages follow the cursor to the end without repeats", async () => {
    const { t, support } = await seedConsole();
    await seedDirectory(t);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    for (;;) {
      const result: FunctionReturnType<typeof api.admin.members.list> = await support.query(api.admin.members.list, {
        paginationOpts: page(4, cursor),
      });
      expect(result.page.length).toBeLessThanOrEqual(4);
      seen.push(...result.page.map((r) => r._id));
      pages += 1;
      if (result.isDone) break;
      cursor = result.continueCursor;
    }
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(9);
  });

  test(`a page returns at most ${String(MAX_PAGE_SIZE)} rows whatever is asked`, async () => {
    const { t, support } = await seedConsole();
    await t.run(async (ctx) => {
      for (let i = 0; i < MAX_PAGE_SIZE + 5; i++) {
        await ctx.db.insert(
          "profiles",
          profileDoc({ tokenIdentifier: `bulk|${String(i)}`, profileCode: `TMBULK${String(i)}`, createdAt: i }),
        );
      }
    });
    const result = await support.query(api.admin.members.list, { paginationOpts: page(10_000) });
    expect(result.page).toHaveLength(MAX_PAGE_SIZE);
    expect(result.isDone).toBe(false);
  });

  test(`a residual filter reads at most ${String(MAX_ROWS_READ)} rows per page and the next page goes on`, async () => {
    const { t, support } = await seedConsole();
    await t.run(async (ctx) => {
      for (let i = 0; i < MAX_ROWS_READ + 20; i++) {
        await ctx.db.insert(
          "profiles",
          profileDoc({ tokenIdentifier: `f|${String(i)}`, profileCode: `TMF${String(i)}`, createdAt: 1000 + i }),
        );
      }
      // The one Male member is the oldest: the newest-first scan reaches him only on a later page.
      await ctx.db.insert(
        "profiles",
        profileDoc({ tokenIdentifier: "m|1", profileCode: "TMMALE1", gender: "Male", createdAt: 1 }),
      );
    });
    const first = await support.query(api.admin.members.list, { paginationOpts: page(10), filter: { gender: "Male" } });
    expect(first.page).toHaveLength(0);
    expect(first.isDone).toBe(false);
    const second = await support.query(api.admin.members.list, {
      paginationOpts: page(10, first.continueCursor),
      filter: { gender: "Male" },
    });
    expect(second.page.map((r) => r.profileCode)).toEqual(["TMMALE1"]);
  });
});

describe("member search", () => {
  async function seedFindable(t: T) {
    return await seedMember(t, {
      fullName: "Sravani Kondapalli",
      profileCode: "TM7K3QXD",
      email: "sravani.k@example.com",
      mobileNumber: "+919876543210",
      altMobileNumber: "+919123456789",
    });
  }

  test.each([
    ["9876543210"],
    ["+91 98765 43210"],
    ["098765-43210"],
    ["91 98765 43210"],
    ["9123456789"],
    ["tm-7k3 qxd"],
    ["TM7K3QXD"],
    ["Sravani.K@Example.com"],
    ["Sravani"],
    ["kondapalli"],
  ])("finds the member by %j", async (q) => {
    const { t, support } = await seedConsole();
    const member = await seedFindable(t);
    await seedMember(t, { fullName: "Someone Else" });
    const result = await support.query(api.admin.members.list, { paginationOpts: page(), filter: { q } });
    expect(result.page.map((r) => r._id)).toEqual([member.id]);
  });

  test("search combines with the other filters and finds nothing for unknown text", async () => {
    const { t, support } = await seedConsole();
    await seedFindable(t);
    const filtered = await support.query(api.admin.members.list, {
      paginationOpts: page(),
      filter: { q: "9876543210", status: "pending" },
    });
    expect(filtered.page).toEqual([]);
    const byName = await support.query(api.admin.members.list, {
      paginationOpts: page(),
      filter: { q: "Sravani", gender: "Male" },
    });
    expect(byName.page).toEqual([]);
    const unknown = await support.query(api.admin.members.list, {
      paginationOpts: page(),
      filter: { q: "9000000000" },
    });
    expect(unknown).toMatchObject({ page: [], isDone: true });
  });
});

describe("member page", () => {
  test("every section, contacts, photos, payments, views and reveals both ways, notes and audit", async () => {
    const { t, admin, support, adminEmail } = await seedConsole();
    const member = await seedMember(t, {
      fullName: "Shown Shanthi",
      altMobileNumber: "+919123456780",
      gotram: "Kashyapa",
    });
    const other = await seedMember(t, { fullName: "Other Omkar", gender: "Male" });
    const storageId = await storeFile(t, new Uint8Array([0xff, 0xd8]), "image/jpeg");
    const paymentId = await seedPaidPayment(t, member.id);
    await t.run(async (ctx) => {
      await ctx.db.insert("photos", {
        profileId: member.id,
        storageId,
        order: 0,
        contentType: "image/jpeg",
        size: 2,
        createdAt: 0,
      });
      await ctx.db.insert("profileViews", { viewerId: other.id, viewedId: member.id, viewedAt: 10 });
      await ctx.db.insert("profileViews", { viewerId: member.id, viewedId: other.id, viewedAt: 20 });
      await ctx.db.insert("contactReveals", { viewerId: other.id, viewedId: member.id, revealedAt: 30 });
    });
    await support.mutation(api.admin.notes.add, { profileId: member.id, text: "Asked about Premium." });
    await admin.mutation(api.admin.members.suspend, { id: member.id, reason: "Checking reports." });

    const record = await support.query(api.admin.members.get, { id: member.id });
    expect(record).toMatchObject({
      _id: member.id,
      fullName: "Shown Shanthi",
      gotram: "Kashyapa",
      fatherName: "Father",
      partnerprofessionSector: "All",
      status: "suspended",
      statusReason: "Checking reports.",
      plan: "Free",
      email: expect.stringMatching(/@example.com$/),
      altMobileNumber: "+91 91•••••780",
      viewedBy: [{ profileId: other.id, profileCode: other.code, fullName: "Other Omkar", at: 10 }],
      viewed: [{ profileId: other.id, profileCode: other.code, fullName: "Other Omkar", at: 20 }],
      revealedBy: [{ profileId: other.id, profileCode: other.code, fullName: "Other Omkar", at: 30 }],
      revealed: [],
      notes: [expect.objectContaining({ text: "Asked about Premium.", profileCode: member.code })],
    });
    expect(record?.photos).toHaveLength(1);
    expect(record?.payments.map((p) => p._id)).toEqual([paymentId]);
    expect(record?.audit.map((e) => [e.action, e.actor])).toEqual(
      expect.arrayContaining([
        ["member.suspend", adminEmail],
        ["note.add", expect.any(String)],
      ]),
    );
    expect(record).not.toHaveProperty("tokenIdentifier");
  });

  test("a deleted member's page is null", async () => {
    const { t, support } = await seedConsole();
    const member = await seedMember(t);
    await t.run(async (ctx) => await ctx.db.delete("profiles", member.id));
    expect(await support.query(api.admin.members.get, { id: member.id })).toBeNull();
  });
});

describe("member edit", () => {
  test("a partial patch is validated with the member's rules and saved; phones are normalised", async () => {
    const { t, admin, adminEmail } = await seedConsole();
    const member = await seedMember(t, { fullName: "Old Name", gotram: "Kashyapa" });
    await admin.mutation(api.admin.members.update, {
      id: member.id,
      patch: { fullName: "New Name", mobileNumber: "098765-43210", gotram: null, partnerstate: "Telangana" },
    });
    const me = await member.as.query(api.members.me, {});
    expect(me?.profile).toMatchObject({ fullName: "New Name", partnerstate: "Telangana", fatherName: "Father" });
    expect(me?.profile.gotram).toBeUndefined();
    expect(me?.contacts.mobileNumber).toBe("+919876543210");
    const log = await t.run(
      async (ctx) =>
        await ctx.db
          .query("auditLog")
          .withIndex("by_action_and_at", (q) => q.eq("action", "member.update"))
          .collect(),
    );
    expect(log).toEqual([
      expect.objectContaining({
        actor: adminEmail,
        target: member.code,
        details: "fields: fullName, gotram, mobileNumber, partnerstate",
      }),
    ]);
  });

  test.each([
    ["fullName", "", en["profile.fullNameRequired"]],
    ["mobileNumber", "12345", en["validation.phoneInvalid"]],
    ["caste", "Unknown", en["register.casteRequired"]],
  ])("refuses %s = %j with the form's message", async (field, value, message) => {
    const { t, admin } = await seedConsole();
    const member = await seedMember(t, { fullName: "Kept Name" });
    expect(
      await convexErrorOf(admin.mutation(api.admin.members.update, { id: member.id, patch: { [field]: value } })),
    ).toMatchObject({
      code: "invalid",
      message,
    });
    expect((await member.as.query(api.members.me, {}))?.profile.fullName).toBe("Kept Name");
  });

  test.each(["status", "premiumUntil", "gender", "email", "profileCode", "tokenIdentifier"])(
    "refuses to set %s",
    async (field) => {
      const { t, admin } = await seedConsole();
      const member = await seedMember(t, { status: "pending" });
      expect(
        await convexErrorOf(
          admin.mutation(api.admin.members.update, { id: member.id, patch: { [field]: "approved" } }),
        ),
      ).toEqual({
        code: "invalid",
        message: en["console.fieldNotEditable"],
        field,
      });
      expect((await member.as.query(api.members.me, {}))?.profile.status).toBe("pending");
    },
  );
});

describe("suspend and reinstate", () => {
  test("a suspended member loses member features at once, with the reason; reinstating restores them", async () => {
    const { t, admin, adminEmail } = await seedConsole();
    const member = await seedMember(t);
    await admin.mutation(api.admin.members.suspend, { id: member.id, reason: "Collecting phone numbers." });
    expect((await member.as.query(api.members.me, {}))?.profile).toMatchObject({
      status: "suspended",
      statusReason: "Collecting phone numbers.",
    });
    expect(await convexErrorOf(member.as.query(api.matches.list, { paginationOpts: page() }))).toMatchObject({
      code: "not_approved",
    });
    expect(
      await convexErrorOf(admin.mutation(api.admin.members.suspend, { id: member.id, reason: "Again." })),
    ).toMatchObject({
      code: "conflict",
      message: en["console.alreadySuspended"],
    });

    await admin.mutation(api.admin.members.reinstate, { id: member.id });
    expect((await member.as.query(api.members.me, {}))?.profile.status).toBe("approved");
    expect(await convexErrorOf(admin.mutation(api.admin.members.reinstate, { id: member.id }))).toMatchObject({
      code: "conflict",
      message: en["console.notSuspended"],
    });
    const actions = await t.run(
      async (ctx) =>
        await ctx.db
          .query("auditLog")
          .withIndex("by_actor_and_at", (q) => q.eq("actor", adminEmail))
          .collect(),
    );
    expect(actions.map((e) => e.action)).toEqual(["member.suspend", "member.reinstate"]);
  });

  test("suspending needs a reason", async () => {
    const { t, admin } = await seedConsole();
    const member = await seedMember(t);
    expect(await convexErrorOf(admin.mutation(api.admin.members.suspend, { id: member.id, reason: "" }))).toMatchObject(
      {
        code: "invalid",
        field: "reason",
      },
    );
  });
});

describe("correcting gender and date of birth", () => {
  test("support corrects them on a call with a reason, audited; the ID badge ends with a new date of birth", async () => {
    const { t, support, supportEmail } = await seedConsole();
    const m = await seedMember(t, {
      gender: "Female",
      dateOfBirth: "14/02/1996",
      birthYear: 1996,
      badges: { id: Date.now() },
    });
    await support.mutation(api.admin.members.correctBirthDetails, {
      id: m.id,
      dateOfBirth: "14/02/1995",
      gender: "Male",
      reason: "Typed wrong at registration",
    });
    const stored = await t.run(async (ctx) => await ctx.db.get("profiles", m.id));
    expect(stored).toMatchObject({ dateOfBirth: "14/02/1995", birthYear: 1995, gender: "Male" });
    expect(stored?.badges?.id).toBeUndefined();
    const log = await t.run(async (ctx) => await ctx.db.query("auditLog").collect());
    expect(log).toContainEqual(
      expect.objectContaining({
        actor: supportEmail,
        action: "member.correctBirthDetails",
        target: m.code,
        details: "fields: gender, dateOfBirth; reason: Typed wrong at registration",
      }),
    );
  });

  test("refused without a reason, under the legal age of the gender, and for members", async () => {
    const { t, support } = await seedConsole();
    const m = await seedMember(t, { gender: "Female", dateOfBirth: "14/02/1996" });
    expect(
      (
        await convexErrorOf(
          support.mutation(api.admin.members.correctBirthDetails, { id: m.id, dateOfBirth: "14/02/1995", reason: " " }),
        )
      ).field,
    ).toBe("reason");
    const young = new Date(Date.now() - 19 * 365.25 * DAY);
    const dob = `${String(young.getUTCDate()).padStart(2, "0")}/${String(young.getUTCMonth() + 1).padStart(2, "0")}/${String(young.getUTCFullYear())}`;
    const underAge = await convexErrorOf(
      support.mutation(api.admin.members.correctBirthDetails, {
        id: m.id,
        dateOfBirth: dob,
        gender: "Male",
        reason: "Called",
      }),
    );
    expect(underAge).toMatchObject({ code: "invalid", message: en["validation.underAgeGroom"], field: "dateOfBirth" });
    expect(
      (
        await convexErrorOf(
          m.as.mutation(api.admin.members.correctBirthDetails, { id: m.id, dateOfBirth: "14/02/1990", reason: "me" }),
        )
      ).code,
    ).toBe("forbidden");
    expect(await t.run(async (ctx) => (await ctx.db.get("profiles", m.id))?.dateOfBirth)).toBe("14/02/1996");
  });
});
