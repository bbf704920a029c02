import { describe, expect, test } from "vitest";
import { candidateAccepts } from "@matrimony/shared/rules/refine/mutual";
import { api } from "./_generated/api";
import { makeT, seedMember } from "./test.fixtures";

const first = { paginationOpts: { numItems: 20, cursor: null } };

/** A groom from Andhra Pradesh preferring India and Andhra Pradesh, born 1997 (the seeded date of birth). */
async function world() {
  const t = makeT();
  const ravi = await seedMember(t, { gender: "Male", fullName: "Ravi", professionSector: "Private", height: `5'9"` });
  // Each bride matches Ravi by his rule (India, Andhra Pradesh, Kamma, Hindu); only some of their own preferences take
  // him.
  await seedMember(t, { gender: "Female", fullName: "Open" });
  await seedMember(t, { gender: "Female", fullName: "WantsTelangana", partnerstate: "Telangana" });
  await seedMember(t, { gender: "Female", fullName: "WantsGovt", partnerprofessionSector: "Government" });
  await seedMember(t, { gender: "Female", fullName: "WantsOlder", matchFilters: { ageRange: { min: 40, max: 50 } } });
  await seedMember(t, {
    gender: "Female",
    fullName: "WantsHisAge",
    matchFilters: { ageRange: { min: 25, max: 35 }, heightRange: { min: `5'6"`, max: "any" } },
  });
  await seedMember(t, {
    gender: "Female",
    fullName: "WantsTall",
    matchFilters: { heightRange: { min: `6'0"`, max: "any" } },
  });
  await seedMember(t, { gender: "Female", fullName: "WantsVerified", matchFilters: { verifiedOnly: true } });
  await seedMember(t, { gender: "Female", fullName: "WantsPhoto", matchFilters: { withPhotoOnly: true } });
  return { t, ravi };
}

const MUTUAL = ["Open", "WantsHisAge"];

describe("mutual matches", () => {
  test("the filter keeps exactly the matches whose own preference takes the viewer, and every card says so", async () => {
    const { ravi } = await world();
    const all = await ravi.as.query(api.matches.list, first);
    expect(all.page).toHaveLength(8);
    const badged = all.page.filter((c) => c.mutual).map((c) => c.fullName);
    expect(badged.sort()).toEqual(MUTUAL);
    const mutual = await ravi.as.query(api.matches.list, { ...first, mutualOnly: true });
    expect(mutual.page.map((c) => c.fullName).sort()).toEqual(MUTUAL);
    expect(mutual.page.every((c) => c.mutual)).toBe(true);
    expect(mutual.isDone).toBe(true);
  });

  test("the filter with mutualOnly false is the plain list", async () => {
    const { ravi } = await world();
    const plain = await ravi.as.query(api.matches.list, first);
    const off = await ravi.as.query(api.matches.list, { ...first, mutualOnly: false });
    expect(off.page.map((c) => c._id)).toEqual(plain.page.map((c) => c._id));
  });

  test("the viewer's own refine preferences still apply under the mutual filter", async () => {
    const { t, ravi } = await world();
    await t.run(
      async (ctx) =>
        await ctx.db.patch("profiles", ravi.id, { matchFilters: { heightRange: { min: `5'10"`, max: "any" } } }),
    );
    const mutual = await ravi.as.query(api.matches.list, { ...first, mutualOnly: true });
    expect(mutual.page).toEqual([]);
  });

  test("a photo or a verification the candidate asks for makes the viewer mutual once he has it", async () => {
    const { t, ravi } = await world();
    const storageId = await t.run(
      async (ctx) => await ctx.storage.store(new Blob([new Uint8Array([1])], { type: "image/png" })),
    );
    await t.run(async (ctx) => {
      await ctx.db.insert("photos", {
        profileId: ravi.id,
        storageId,
        order: 0,
        contentType: "image/png",
        size: 1,
        createdAt: Date.now(),
      });
      await ctx.db.patch("profiles", ravi.id, { badges: { mobile: Date.now(), id: Date.now() } });
    });
    const mutual = await ravi.as.query(api.matches.list, { ...first, mutualOnly: true });
    expect(mutual.page.map((c) => c.fullName).sort()).toEqual([...MUTUAL, "WantsPhoto", "WantsVerified"].sort());
  });

  test("on the NRI branch the candidates' own NRI preference takes an NRI-preferring viewer", async () => {
    const t = makeT();
    const ravi = await seedMember(t, { gender: "Male", partnerPreferenceType: "NRI", partnerstate: undefined });
    await seedMember(t, {
      gender: "Female",
      fullName: "NriOpen",
      partnerPreferenceType: "NRI",
      partnerstate: undefined,
    });
    await seedMember(t, {
      gender: "Female",
      fullName: "NriYoung",
      partnerPreferenceType: "NRI",
      partnerstate: undefined,
      matchFilters: { ageRange: { min: 18, max: 22 } },
    });
    const mutual = await ravi.as.query(api.matches.list, { ...first, mutualOnly: true });
    expect(mutual.page.map((c) => c.fullName)).toEqual(["NriOpen"]);
  });

  test("the index-backed filter agrees with the pure rule on a mixed population", async () => {
    const t = makeT();
    const viewer = await seedMember(t, { gender: "Male", state: "Telangana", partnerstate: "Andhra Pradesh" });
    const states = ["Andhra Pradesh", "Telangana"] as const;
    for (let i = 0; i < 24; i++) {
      await seedMember(t, {
        gender: "Female",
        fullName: `C${i}`,
        partnerPreferenceType: i % 3 === 0 ? undefined : "India",
        partnerstate: states[i % 2],
        partnerprofessionSector: i % 4 === 0 ? "Government" : "All",
        ...(i % 5 === 0 ? { matchFilters: { ageRange: { min: 18, max: 24 } } } : {}),
      });
    }
    const mutual = await viewer.as.query(api.matches.list, { ...first, mutualOnly: true });
    const expected = await t.run(async (ctx) => {
      const me = await ctx.db.get("profiles", viewer.id);
      const all = await ctx.db.query("profiles").collect();
      if (me === null) throw new Error("no viewer");
      const plain = (await viewer.as.query(api.matches.list, first)).page.map((c) => c._id);
      return all.filter((p) => plain.includes(p._id) && candidateAccepts(p, me, Date.now())).map((p) => p.fullName);
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(mutual.page.map((c) => c.fullName).sort()).toEqual(expected.sort());
  });
});
