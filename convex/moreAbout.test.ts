/**
 * The profile beyond SPEC §3: about me, about my family, family, lifestyle and sub-caste. Optional
 * everywhere, validated on the server, contact details refused, and an approved member's own words reviewed.
 */
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import {
  convexErrorOf,
  editForm,
  identityFor,
  makeT,
  registrationForm,
  seedConsole,
  seedMember,
  type T,
} from "./test.fixtures";

const page = { numItems: 50, cursor: null };
const form = (overrides: Record<string, string | number> = {}) => editForm({ fullName: "Arjun Rao", ...overrides });

async function profileOf(t: T, id: Id<"profiles">) {
  return await t.run(async (ctx) => await ctx.db.get("profiles", id));
}

const FAMILY_AND_LIFESTYLE = {
  subCaste: "Pakanati Reddy",
  familyType: "Joint",
  familyValues: "Traditional",
  numberOfBrothers: 2,
  marriedBrothers: 1,
  numberOfSisters: 1,
  marriedSisters: 1,
  diet: "Vegetarian",
  smoking: "No",
  drinking: "Occasionally",
} as const;

describe("family, lifestyle and sub-caste", () => {
  test("are stored from the edit and shown on the member page to another member", async () => {
    const t = makeT();
    const member = await seedMember(t, { gender: "Male", fullName: "Arjun Rao", status: "pending" });
    const viewer = await seedMember(t, { gender: "Female" });
    await member.as.mutation(api.members.update, {
      profile: form({ ...FAMILY_AND_LIFESTYLE, aboutMe: "I teach maths.\n\n\n\nI love Carnatic music." }),
    });
    await t.run(async (ctx) => await ctx.db.patch("profiles", member.id, { status: "approved" }));

    await viewer.as.mutation(api.views.record, { profileId: member.id });
    const seen = await viewer.as.query(api.members.get, { profileId: member.id });
    expect(seen).toMatchObject({ ...FAMILY_AND_LIFESTYLE, aboutMe: "I teach maths.\n\nI love Carnatic music." });
  });

  test("an emptied choice or count is removed", async () => {
    const t = makeT();
    const member = await seedMember(t, { gender: "Male", fullName: "Arjun Rao", ...FAMILY_AND_LIFESTYLE });
    await member.as.mutation(api.members.update, {
      profile: form({ ...FAMILY_AND_LIFESTYLE, diet: "", marriedBrothers: "", subCaste: "  " }),
    });
    const stored = await profileOf(t, member.id);
    expect([stored?.diet, stored?.marriedBrothers, stored?.subCaste, stored?.familyType]).toEqual([
      undefined,
      undefined,
      undefined,
      "Joint",
    ]);
  });

  test.each([
    [{ diet: "Vegan" }, "diet", "Choose one of the listed options."],
    [{ familyType: "Extended" }, "familyType", "Choose one of the listed options."],
    [{ smoking: "Sometimes" }, "smoking", "Choose one of the listed options."],
    [{ numberOfBrothers: 1, marriedBrothers: 2 }, "marriedBrothers", "Married brothers cannot be more than brothers."],
    [{ marriedSisters: 1 }, "marriedSisters", "Married sisters cannot be more than sisters."],
    [{ marriedSisters: 21 }, "marriedSisters", "Number of sisters must be a whole number from 0 to 20."],
    [{ subCaste: "x".repeat(101) }, "subCaste", "Names can be at most 100 characters long."],
  ])("%o is refused on %s", async (overrides, field, message) => {
    const t = makeT();
    const member = await seedMember(t, { gender: "Male", fullName: "Arjun Rao" });
    const err = await convexErrorOf(member.as.mutation(api.members.update, { profile: form(overrides) }));
    expect(err).toMatchObject({ code: "invalid", field, message });
  });

  test("registration ignores them: the spec's steps are unchanged", async () => {
    const t = makeT();
    const as = t.withIdentity(identityFor("new-member", "new@example.com"));
    const id = await as.mutation(api.members.register, {
      profile: registrationForm({ email: "new@example.com", diet: "Vegetarian", aboutMe: "Hello" }),
    });
    if (id === null) throw new Error("not registered");
    const stored = await profileOf(t, id);
    expect([stored?.diet, stored?.aboutMe]).toEqual([undefined, undefined]);
  });
});

describe("about me and about my family", () => {
  test.each([
    ["a phone number in digits", "Call me on 98765 43210"],
    ["a phone number in words", "nine eight seven six five four three two one zero"],
    ["a phone number in Telugu words", "తొమ్మిది ఎనిమిది ఏడు ఆరు ఐదు నాలుగు మూడు రెండు ఒకటి సున్నా"],
    ["an email", "write to arjun.rao@gmail.com"],
    ["a link", "see www.example.com/arjun"],
  ])("%s is refused", async (_what, text) => {
    const t = makeT();
    const member = await seedMember(t, { gender: "Male", fullName: "Arjun Rao" });
    for (const field of ["aboutMe", "aboutFamily"]) {
      const err = await convexErrorOf(member.as.mutation(api.members.update, { profile: form({ [field]: text }) }));
      expect(err).toMatchObject({
        code: "invalid",
        field,
        message: "Please remove phone numbers, email addresses and links. Members reach you through the app.",
      });
    }
    const stored = await profileOf(t, member.id);
    expect([stored?.aboutMe, stored?.aboutFamily]).toEqual([undefined, undefined]);
  });

  test("years, heights and amounts are not contact details; Telugu is kept as written", async () => {
    const t = makeT();
    const member = await seedMember(t, { gender: "Male", fullName: "Arjun Rao", status: "pending" });
    const aboutMe = "Born in 1996, 5'9\", working in Hyderabad since 2019. నాకు సంగీతం ఇష్టం.";
    await member.as.mutation(api.members.update, { profile: form({ aboutMe }) });
    expect((await profileOf(t, member.id))?.aboutMe).toBe(aboutMe);
  });

  test("more than 1,000 characters is refused; 1,000 is kept", async () => {
    const t = makeT();
    const member = await seedMember(t, { gender: "Male", fullName: "Arjun Rao", status: "pending" });
    const err = await convexErrorOf(
      member.as.mutation(api.members.update, { profile: form({ aboutFamily: "a".repeat(1001) }) }),
    );
    expect(err).toMatchObject({ field: "aboutFamily", message: "This can be at most 1,000 characters long." });
    await member.as.mutation(api.members.update, { profile: form({ aboutFamily: "a".repeat(1000) }) });
    expect((await profileOf(t, member.id))?.aboutFamily).toHaveLength(1000);
  });

  test("an approved member's new words wait for staff; other members see the approved ones until then", async () => {
    const { t, admin } = await seedConsole(makeT());
    const member = await seedMember(t, { gender: "Male", fullName: "Arjun Rao", aboutMe: "Approved words." });
    const viewer = await seedMember(t, { gender: "Female" });
    await member.as.mutation(api.members.update, {
      profile: form({ aboutMe: "New words.", aboutFamily: "We are four.", diet: "Vegetarian" }),
    });

    // Choices apply at once; the free texts wait.
    const stored = await profileOf(t, member.id);
    expect([stored?.aboutMe, stored?.aboutFamily, stored?.diet]).toEqual(["Approved words.", undefined, "Vegetarian"]);
    expect((await member.as.query(api.members.me, {}))?.pendingChange?.values).toEqual({
      aboutMe: "New words.",
      aboutFamily: "We are four.",
    });
    await viewer.as.mutation(api.views.record, { profileId: member.id });
    expect((await viewer.as.query(api.members.get, { profileId: member.id }))?.aboutMe).toBe("Approved words.");

    const queue = await admin.query(api.admin.profileChanges.list, { paginationOpts: page });
    expect(queue.page[0]?.changes).toEqual([
      { field: "aboutMe", current: "Approved words.", proposed: "New words." },
      { field: "aboutFamily", current: "", proposed: "We are four." },
    ]);
    const id = queue.page[0]?._id;
    if (id === undefined) throw new Error("nothing waits");
    await admin.mutation(api.admin.profileChanges.approve, { id });
    expect((await viewer.as.query(api.members.get, { profileId: member.id }))?.aboutFamily).toBe("We are four.");
  });

  test("an approved member's emptied text is removed at once, and what waited for it goes too", async () => {
    const t = makeT();
    const member = await seedMember(t, { gender: "Male", fullName: "Arjun Rao", aboutMe: "Approved words." });
    await member.as.mutation(api.members.update, { profile: form({ aboutMe: "New words." }) });
    await member.as.mutation(api.members.update, { profile: form({ aboutMe: "" }) });
    expect((await profileOf(t, member.id))?.aboutMe).toBeUndefined();
    expect((await member.as.query(api.members.me, {}))?.pendingChange).toBeUndefined();
  });
});
