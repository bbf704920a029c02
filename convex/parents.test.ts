/**
 * Parents and relatives (docs/parents.md): "profile created by", the contact person, and the
 * consent gate on approval. Codes are covered in consent.test.ts.
 */
import { describe, expect, test } from "vitest";
import { en } from "@matrimony/shared/messages";
import { CONSENT_NOTICE_VERSION } from "@matrimony/shared/rules/consent";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import {
  convexErrorOf,
  DAY,
  editForm as seededEditForm,
  identityFor,
  makeT,
  registrationForm,
  seedConsole,
  seedMember,
  type T,
} from "./test.fixtures";

/** The edit page of a member registered with registrationForm sends back that date of birth (it cannot change). */
const editForm = (overrides: Record<string, string | number | boolean> = {}) =>
  seededEditForm({ dateOfBirth: registrationForm().dateOfBirth, ...overrides });

async function register(t: T, overrides: Record<string, string | boolean> = {}) {
  const as = t.withIdentity(identityFor(`parent_${Math.random()}`, "ravi.kumar@example.com"));
  const id = await as.mutation(api.members.register, { profile: registrationForm(overrides) });
  if (id === null) throw new Error("registration refused");
  return { as, id };
}

const contactsOf = async (t: T, id: string) =>
  await t.run(
    async (ctx) =>
      await ctx.db
        .query("contacts")
        .withIndex("by_profileId", (q) => q.eq("profileId", id as Id<"profiles">))
        .unique(),
  );

describe("profile created by", () => {
  test.each([
    ["left out", {}, "Self"],
    ["Self", { profileCreatedBy: "Self" }, "Self"],
    ["Parent", { profileCreatedBy: "Parent" }, "Parent"],
    ["Friend", { profileCreatedBy: "Friend" }, "Friend"],
  ] as const)("registration with it %s stores %s", async (_name, overrides, stored) => {
    const t = makeT();
    const { as } = await register(t, overrides);
    expect((await as.query(api.members.me, {}))?.profile.profileCreatedBy).toBe(stored);
  });

  test("a value outside the list is refused with a clear message, on the server", async () => {
    const t = makeT();
    const as = t.withIdentity(identityFor("bad_creator", "ravi.kumar@example.com"));
    const error = await convexErrorOf(
      as.mutation(api.members.register, { profile: registrationForm({ profileCreatedBy: "Neighbour" }) }),
    );
    if (error === null) throw new Error("registration refused");
    expect(error).toMatchObject({
      code: "invalid",
      field: "profileCreatedBy",
      message: en["validation.invalidOption"],
    });
  });

  test("profile edit changes it; an emptied choice is 'not stated', as on profiles made before the question", async () => {
    const t = makeT();
    const { as, id } = await register(t);
    await as.mutation(api.members.update, { profile: editForm({ profileCreatedBy: "Sibling" }) });
    expect((await as.query(api.members.me, {}))?.profile.profileCreatedBy).toBe("Sibling");
    await as.mutation(api.members.update, { profile: editForm({ profileCreatedBy: "" }) });
    const stored = await t.run(async (ctx) => await ctx.db.get("profiles", id));
    expect(stored?.profileCreatedBy).toBeUndefined();
    // A form that does not send the field leaves it alone.
    await as.mutation(api.members.update, { profile: editForm({ profileCreatedBy: "Relative" }) });
    await as.mutation(api.members.update, { profile: editForm() });
    expect((await as.query(api.members.me, {}))?.profile.profileCreatedBy).toBe("Relative");
  });

  test("the member page shows it to another member; the card does not carry it", async () => {
    const t = makeT();
    const owner = await seedMember(t, {
      gender: "Female",
      profileCreatedBy: "Parent",
      consent: { givenAt: 1, noticeVersion: "v", mobileLast4: "3210" },
    });
    const viewer = await seedMember(t, { gender: "Male" });
    await viewer.as.mutation(api.views.record, { profileId: owner.id });
    const page = await viewer.as.query(api.members.get, { profileId: owner.id });
    expect(page?.profileCreatedBy).toBe("Parent");
    // The consent record is the member's and staff's business, not other members'.
    expect(page).not.toHaveProperty("consent");
    const cards = await viewer.as.query(api.matches.list, { paginationOpts: { numItems: 10, cursor: null } });
    expect(cards.page.map((c) => c._id)).toContain(owner.id);
    for (const card of cards.page) expect(card).not.toHaveProperty("profileCreatedBy");
  });
});

describe("contact person", () => {
  test.each([
    [
      "name without relationship",
      { contactPersonName: "Venkata Rao" },
      "contactPersonRelation",
      en["parents.contactRelationRequired"],
    ],
    [
      "relationship without name",
      { contactPersonRelation: "Father" },
      "contactPersonName",
      en["parents.contactNameRequired"],
    ],
    [
      "a relationship outside the list",
      { contactPersonName: "Venkata Rao", contactPersonRelation: "Landlord" },
      "contactPersonRelation",
      en["validation.invalidOption"],
    ],
    [
      "a name with a hidden direction override",
      { contactPersonName: "Venkata\u202E Rao", contactPersonRelation: "Father" },
      "contactPersonName",
      en["validation.hiddenCharacters"],
    ],
    [
      "a name that is not text",
      { contactPersonName: 42 as unknown as string, contactPersonRelation: "Father" },
      "contactPersonName",
      en["validation.notText"],
    ],
    [
      "a name too long",
      { contactPersonName: "x".repeat(101), contactPersonRelation: "Father" },
      "contactPersonName",
      en["validation.nameTooLong"],
    ],
  ] as const)("registration refuses %s", async (_name, overrides: Record<string, string>, field, message) => {
    const t = makeT();
    const as = t.withIdentity(identityFor("cp_bad", "ravi.kumar@example.com"));
    const error = await convexErrorOf(as.mutation(api.members.register, { profile: registrationForm(overrides) }));
    if (error === null) throw new Error("registration refused");
    expect(error).toMatchObject({ code: "invalid", field, message });
  });

  test("is stored with the contacts, trimmed, shown to its owner, changed and cleared by profile edit", async () => {
    const t = makeT();
    const { as, id } = await register(t, { contactPersonName: "  Venkata Rao ", contactPersonRelation: "Father" });
    expect(await contactsOf(t, id)).toMatchObject({
      contactPersonName: "Venkata Rao",
      contactPersonRelation: "Father",
    });
    const stored = await t.run(async (ctx) => await ctx.db.get("profiles", id));
    expect(stored).not.toHaveProperty("contactPersonName");
    expect((await as.query(api.members.me, {}))?.contacts.contactPerson).toEqual({
      name: "Venkata Rao",
      relation: "Father",
    });

    await as.mutation(api.members.update, {
      profile: editForm({ contactPersonName: "Padma", contactPersonRelation: "Mother" }),
    });
    expect((await as.query(api.members.me, {}))?.contacts.contactPerson).toEqual({ name: "Padma", relation: "Mother" });
    await as.mutation(api.members.update, { profile: editForm() });
    expect((await as.query(api.members.me, {}))?.contacts.contactPerson).toEqual({ name: "Padma", relation: "Mother" });
    await as.mutation(api.members.update, { profile: editForm({ contactPersonName: "", contactPersonRelation: "" }) });
    expect((await as.query(api.members.me, {}))?.contacts.contactPerson).toBeNull();
  });

  test("leaves the server only with a revealed number: never on a card or member page", async () => {
    const t = makeT();
    const owner = await seedMember(t, { gender: "Female" });
    await t.run(async (ctx) => {
      const c = await ctx.db
        .query("contacts")
        .withIndex("by_profileId", (q) => q.eq("profileId", owner.id))
        .unique();
      if (c)
        await ctx.db.patch("contacts", c._id, { contactPersonName: "Venkata Rao", contactPersonRelation: "Father" });
    });
    const viewer = await seedMember(t, { gender: "Male", premiumUntil: Date.now() + DAY });
    const cards = await viewer.as.query(api.matches.list, { paginationOpts: { numItems: 10, cursor: null } });
    expect(cards.page.some((c) => c._id === owner.id)).toBe(true);
    expect(JSON.stringify(cards)).not.toContain("Venkata");
    await viewer.as.mutation(api.views.record, { profileId: owner.id });
    expect(JSON.stringify(await viewer.as.query(api.members.get, { profileId: owner.id }))).not.toContain("Venkata");

    const revealed = await viewer.as.mutation(api.members.revealContact, { profileId: owner.id });
    expect(revealed.contactPerson).toEqual({ name: "Venkata Rao", relation: "Father" });

    const free = await seedMember(t, { gender: "Male" });
    await free.as.mutation(api.views.record, { profileId: owner.id });
    expect((await convexErrorOf(free.as.mutation(api.members.revealContact, { profileId: owner.id }))).code).toBe(
      "premium_required",
    );
  });

  test("a member without one reveals contactPerson null", async () => {
    const t = makeT();
    const owner = await seedMember(t, { gender: "Female" });
    const viewer = await seedMember(t, { gender: "Male", premiumUntil: Date.now() + DAY });
    await viewer.as.mutation(api.views.record, { profileId: owner.id });
    expect((await viewer.as.mutation(api.members.revealContact, { profileId: owner.id })).contactPerson).toBeNull();
  });

  test("staff see it on the member record", async () => {
    const { t, support } = await seedConsole();
    const { id } = await register(t, { contactPersonName: "Venkata Rao", contactPersonRelation: "Father" });
    const record = await support.query(api.admin.members.get, { id });
    expect(record?.contactPerson).toEqual({ name: "Venkata Rao", relation: "Father" });
  });
});

describe("consent gates approval", () => {
  test.each([
    ["Self", "approved"],
    ["Parent", "refused"],
    ["Sibling", "refused"],
    ["Relative", "refused"],
    ["Friend", "refused"],
  ] as const)("a profile created by %s without consent is %s", async (creator, outcome) => {
    const { t, admin } = await seedConsole();
    const { id } = await register(t, { profileCreatedBy: creator });
    const approve = admin.mutation(api.admin.approvals.approve, { id });
    if (outcome === "approved") await approve;
    else
      expect(await convexErrorOf(approve)).toMatchObject({ code: "conflict", message: en["consent.pendingApproval"] });
    const stored = await t.run(async (ctx) => await ctx.db.get("profiles", id));
    expect(stored?.status).toBe(outcome === "approved" ? "approved" : "pending");
  });

  test("bulk approval skips a profile waiting for consent and approves the others", async () => {
    const { t, admin } = await seedConsole();
    const waiting = await seedMember(t, { status: "pending", profileCreatedBy: "Parent" });
    const own = await seedMember(t, { status: "pending", profileCreatedBy: "Self" });
    const old = await seedMember(t, { status: "pending" });
    const result = await admin.mutation(api.admin.approvals.approveMany, { ids: [waiting.id, own.id, old.id] });
    expect(result.approved.sort()).toEqual([own.id, old.id].sort());
    expect(result.skipped).toEqual([{ id: waiting.id, code: "conflict" }]);
  });

  test("once consent is recorded the profile can be approved; queue and record show the state", async () => {
    const { t, admin, support } = await seedConsole();
    const member = await seedMember(t, { status: "pending", profileCreatedBy: "Parent", gender: "Female" });
    const row = async () =>
      (await support.query(api.admin.approvals.list, { paginationOpts: { numItems: 10, cursor: null } })).page.find(
        (r) => r._id === member.id,
      );
    expect((await row())?.consent).toEqual({ state: "pending", givenAt: null, noticeVersion: null, mobileLast4: null });
    expect((await row())?.profileCreatedBy).toBe("Parent");
    await t.run(async (ctx) => {
      await ctx.db.patch("profiles", member.id, {
        consent: { givenAt: 1_700_000_000_000, noticeVersion: CONSENT_NOTICE_VERSION, mobileLast4: "4321" },
      });
    });
    expect((await row())?.consent).toEqual({
      state: "given",
      givenAt: 1_700_000_000_000,
      noticeVersion: CONSENT_NOTICE_VERSION,
      mobileLast4: "4321",
    });
    await admin.mutation(api.admin.approvals.approve, { id: member.id });
    const record = await support.query(api.admin.members.get, { id: member.id });
    expect(record?.status).toBe("approved");
    expect(record?.consent.state).toBe("given");
  });
});
