import { describe, expect, test } from "vitest";
import { DAY_MS } from "@matrimony/shared/rules/premium";
import { api, internal } from "../_generated/api";
import { convexErrorOf, makeT, seedMember, seedStaff, type T } from "../test.fixtures";

const FIELDS = {
  nameEn: "Premium 1 month",
  nameTe: "ప్రీమియం 1 నెల",
  days: 30,
  pricePaise: 19_900,
  gstRateBasisPoints: 1800,
  contactReveals: 20,
  active: true,
};
const COUPON = {
  kind: "percent" as const,
  value: 15,
  validFrom: null,
  validUntil: null,
  maxUsesPerMember: 1,
  maxUsesTotal: 100,
  active: true,
};

async function auditOf(t: T, action: string) {
  return (await t.run(async (ctx) => ctx.db.query("auditLog").collect())).filter((r) => r.action === action);
}

describe("admin/plans", () => {
  test("an admin adds and edits a plan, each change audited; members see it on sale, then not once retired", async () => {
    const t = makeT();
    const admin = await seedStaff(t, "admin");
    const plan = await admin.as.mutation(api.admin.plans.create, { key: " Premium-1M ", ...FIELDS });
    expect(plan).toMatchObject({ key: "premium-1m", days: 30, contactReveals: 20, isDefault: false });
    expect((await t.query(api.plans.list, {})).map((p) => p.key)).toContain("premium-1m");
    const retired = await admin.as.mutation(api.admin.plans.update, {
      id: plan._id,
      ...FIELDS,
      contactReveals: null,
      active: false,
    });
    expect(retired).toMatchObject({ active: false, contactReveals: null });
    expect((await t.query(api.plans.list, {})).map((p) => p.key)).not.toContain("premium-1m");
    expect(await auditOf(t, "plan.create")).toEqual([
      expect.objectContaining({ actor: admin.email, target: "premium-1m" }),
    ]);
    expect((await auditOf(t, "plan.update"))[0]?.details).toMatch(/active → .*retired$/);
  });

  test.each([
    ["a bad key", { key: "Premium 1" }, "key", "Give the plan a key of 2 to 30 lower-case letters, digits or hyphens."],
    [
      "no Telugu name",
      { nameTe: "  " },
      "nameTe",
      "Give the plan a name in Telugu and in English, up to 60 characters each.",
    ],
    ["zero days", { days: 0 }, "days", "Enter the plan's length in whole days, from 1 to 730."],
    [
      "a fractional price",
      { pricePaise: 100.5 },
      "pricePaise",
      "Enter the plan's price before GST, between ₹1 and ₹50,000.",
    ],
    [
      "GST above 28%",
      { gstRateBasisPoints: 3000 },
      "gstRateBasisPoints",
      "Enter the GST rate in basis points, from 0 to 2800 (1800 is 18%).",
    ],
    [
      "zero reveals",
      { contactReveals: 0 },
      "contactReveals",
      "Enter the contact views included as a whole number up to 10,000, or leave it empty for the daily limit alone.",
    ],
  ])("%s is refused under its field", async (_label, patch, field, message) => {
    const t = makeT();
    const admin = await seedStaff(t, "admin");
    expect(
      await convexErrorOf(admin.as.mutation(api.admin.plans.create, { key: "premium-1m", ...FIELDS, ...patch })),
    ).toMatchObject({ code: "invalid", field, message });
  });

  test("the default plan cannot be changed or retired, and a key is never reused", async () => {
    const t = makeT();
    await t.mutation(internal.plans.seedCatalogue, {});
    const admin = await seedStaff(t, "admin");
    const [premium] = (await admin.as.query(api.admin.plans.list, { paginationOpts: { numItems: 10, cursor: null } }))
      .page;
    if (premium === undefined) throw new Error("no plans");
    expect(premium).toMatchObject({ key: "premium", isDefault: true });
    expect(
      (
        await convexErrorOf(
          admin.as.mutation(api.admin.plans.update, {
            id: premium._id,
            ...FIELDS,
            days: 365,
            pricePaise: 99_900,
            active: false,
          }),
        )
      ).code,
    ).toBe("conflict");
    expect(
      (await convexErrorOf(admin.as.mutation(api.admin.plans.create, { key: "premium-3m", ...FIELDS }))).message,
    ).toBe("A plan with this key exists already.");
  });

  test("a plan a member bought keeps running after it is retired", async () => {
    const t = makeT();
    const admin = await seedStaff(t, "admin");
    const support = await seedStaff(t, "support");
    const plan = await admin.as.mutation(api.admin.plans.create, { key: "premium-1m", ...FIELDS });
    const m = await seedMember(t);
    const paidOn = Date.now() - DAY_MS;
    const { premiumUntil } = await support.as.mutation(api.admin.payments.recordOffline, {
      profileId: m.id,
      amountPaise: 23_482,
      reference: "UPI-1",
      paidOn,
      method: "upi",
      planId: plan._id,
    });
    expect(premiumUntil).toBe(paidOn + 30 * DAY_MS);
    await admin.as.mutation(api.admin.plans.update, { id: plan._id, ...FIELDS, active: false });
    expect((await t.run(async (ctx) => ctx.db.get("profiles", m.id)))?.premiumUntil).toBe(premiumUntil);
    // Not sold any more, offline either.
    expect(
      (
        await convexErrorOf(
          support.as.mutation(api.admin.payments.recordOffline, {
            profileId: m.id,
            amountPaise: 23_482,
            reference: "UPI-2",
            paidOn,
            method: "upi",
            planId: plan._id,
          }),
        )
      ).code,
    ).toBe("conflict");
  });
});

describe("admin/coupons", () => {
  test("an admin adds and edits a coupon, audited; the code is stored upper case and its uses are the server's", async () => {
    const t = makeT();
    const admin = await seedStaff(t, "admin");
    const coupon = await admin.as.mutation(api.admin.coupons.create, { code: "diwali15", ...COUPON });
    expect(coupon).toMatchObject({ code: "DIWALI15", uses: 0, value: 15 });
    await t.run(async (ctx) => ctx.db.patch("coupons", coupon._id, { uses: 7 }));
    const edited = await admin.as.mutation(api.admin.coupons.update, {
      id: coupon._id,
      ...COUPON,
      kind: "amount",
      value: 10_000,
      active: false,
    });
    expect(edited).toMatchObject({ code: "DIWALI15", kind: "amount", value: 10_000, uses: 7, active: false });
    expect((await auditOf(t, "coupon.create"))[0]).toMatchObject({ actor: admin.email, target: "DIWALI15" });
    expect((await auditOf(t, "coupon.update"))[0]?.details).toMatch(/^10000 paise/);
  });

  test.each([
    ["a bad code", { code: "a!" }, "code"],
    ["a percent above 100", { value: 101 }, "value"],
    ["an end before the start", { validFrom: 2_000, validUntil: 1_000 }, "validUntil"],
    ["a zero per-member limit", { maxUsesPerMember: 0 }, "maxUsesPerMember"],
  ])("%s is refused under its field", async (_label, patch, field) => {
    const t = makeT();
    const admin = await seedStaff(t, "admin");
    expect(
      await convexErrorOf(admin.as.mutation(api.admin.coupons.create, { code: "DIWALI15", ...COUPON, ...patch })),
    ).toMatchObject({ code: "invalid", field });
  });

  test("support may read coupons but not make them", async () => {
    const t = makeT();
    const support = await seedStaff(t, "support");
    expect(
      (await convexErrorOf(support.as.mutation(api.admin.coupons.create, { code: "DIWALI15", ...COUPON }))).code,
    ).toBe("forbidden");
    expect(
      (await support.as.query(api.admin.coupons.list, { paginationOpts: { numItems: 10, cursor: null } })).page,
    ).toEqual([]);
  });
});
