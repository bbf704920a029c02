import { describe, expect, test } from "vitest";
import { CASTES, NATIVE_STATES, PROFESSION_SECTORS, RELIGIONS } from "@matrimony/shared/options";
import { isMatch } from "@matrimony/shared/rules/matching";
import { seededIntegers } from "@matrimony/shared/seededRandom";
import { api } from "./_generated/api";
import type { Doc } from "./_generated/dataModel";
import { listMatches } from "./model/matching/matches";
import { makeT, profileDoc, seedMember, type ProfileSeed } from "./test.fixtures";

const page = { numItems: 50, cursor: null };

describe("matches.list", () => {
  test.each<[string, ProfileSeed, ProfileSeed, boolean]>([
    [
      "India: same state and type India",
      { partnerPreferenceType: "India", partnerstate: "Telangana" },
      { partnerPreferenceType: "India", state: "Telangana" },
      true,
    ],
    [
      "India: other state",
      { partnerPreferenceType: "India", partnerstate: "Telangana" },
      { partnerPreferenceType: "India", state: "Andhra Pradesh" },
      false,
    ],
    [
      "India: candidate prefers NRI",
      { partnerPreferenceType: "India", partnerstate: "Telangana" },
      { partnerPreferenceType: "NRI", state: "Telangana" },
      false,
    ],
    [
      "NRI: candidate prefers NRI",
      { partnerPreferenceType: "NRI", partnerstate: undefined },
      { partnerPreferenceType: "NRI", state: "Other" },
      true,
    ],
    ["NRI: candidate prefers India", { partnerPreferenceType: "NRI" }, { partnerPreferenceType: "India" }, false],
    [
      "no type: same state",
      { partnerPreferenceType: undefined, partnerstate: "Andhra Pradesh" },
      { partnerPreferenceType: "NRI", state: "Andhra Pradesh" },
      true,
    ],
    [
      "no type: other state",
      { partnerPreferenceType: undefined, partnerstate: "Andhra Pradesh" },
      { state: "Telangana" },
      false,
    ],
    [
      "no type and no state: the literal rule matches nothing",
      { partnerPreferenceType: undefined, partnerstate: undefined },
      { state: "Andhra Pradesh" },
      false,
    ],
    ["sector matches", { partnerprofessionSector: "Government" }, { professionSector: "Government" }, true],
    ["sector differs", { partnerprofessionSector: "Government" }, { professionSector: "Private" }, false],
    ["sector All", { partnerprofessionSector: "All" }, { professionSector: "Business" }, true],
    ["different caste", {}, { caste: "Reddy" }, false],
    ["different religion", {}, { religion: "Converted Christian" }, false],
    ["same gender", {}, { gender: "Male" }, false],
    ["pending candidate", {}, { status: "pending" }, false],
    ["suspended candidate", {}, { status: "suspended" }, false],
  ])("%s", async (_name, viewerSeed, candidateSeed, expected) => {
    const t = makeT();
    const viewer = await seedMember(t, { gender: "Male", ...viewerSeed });
    const candidate = await seedMember(t, { gender: "Female", ...candidateSeed });
    const result = await viewer.as.query(api.matches.list, { paginationOpts: page });
    expect(result.page.map((c) => c._id).includes(candidate.id)).toBe(expected);
  });

  test("newest first, cards without contact data, pages neither drop nor repeat", async () => {
    const t = makeT();
    const viewer = await seedMember(t, { gender: "Male" });
    const ids = [];
    for (let i = 0; i < 25; i++) ids.push((await seedMember(t, { gender: "Female", createdAt: 1_000_000 + i })).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    for (;;) {
      const r: Awaited<ReturnType<typeof listMatches>> = await viewer.as.query(api.matches.list, {
        paginationOpts: { numItems: 10, cursor },
      });
      for (const card of r.page) {
        expect(Object.keys(card).sort()).toEqual(
          [
            "_id",
            "age",
            "badges",
            "caste",
            "createdAt",
            "fullName",
            "height",
            "horoscope",
            "mutual",
            "photoLock",
            "photoThumbUrl",
            "photoUrl",
            "place",
            "profession",
            "profileCode",
            "religion",
          ].sort(),
        );
        seen.push(card._id);
      }
      if (r.isDone) break;
      cursor = r.continueCursor;
      await viewer.as.mutation(api.matches.openPage, { cursor });
    }
    expect(seen).toEqual([...ids].reverse());
  });

  test("a page at 5,000 profiles reads a few hundred documents at most, and agrees with the rule", async () => {
    const t = makeT();
    const viewer = await seedMember(t, {
      gender: "Male",
      caste: "Gowda",
      religion: "Hindu",
      partnerPreferenceType: "India",
      partnerstate: "Telangana",
      partnerprofessionSector: "Private",
    });
    // A deterministic spread across every attribute the rule looks at.
    const next = seededIntegers(42);
    const seeds: ProfileSeed[] = [];
    for (let i = 0; i < 5000; i++) {
      seeds.push({
        gender: next(2) === 0 ? "Male" : "Female",
        caste: CASTES[next(3)] ?? "Gowda", // three castes, so the viewer's group is large
        religion: RELIGIONS[next(4) === 0 ? 1 : 0] ?? "Hindu",
        state: NATIVE_STATES[next(3)] ?? "Other",
        partnerPreferenceType: next(3) === 0 ? "NRI" : "India",
        professionSector: PROFESSION_SECTORS[next(4)] ?? "Private",
        status: next(10) === 0 ? "pending" : "approved",
        createdAt: 2_000_000 + i,
      });
    }
    await t.run(async (ctx) => {
      for (const [i, s] of seeds.entries()) {
        await ctx.db.insert(
          "profiles",
          profileDoc({
            tokenIdentifier: `bulk|${i}`,
            profileCode: `TB${i}`,
            fullName: `Bulk ${i}`,
            gender: s.gender ?? "Female",
            caste: s.caste ?? "Kamma",
            religion: s.religion ?? "Hindu",
            state: s.state ?? "Telangana",
            professionSector: s.professionSector ?? "Private",
            partnerPreferenceType: s.partnerPreferenceType,
            status: s.status ?? "approved",
            createdAt: s.createdAt ?? Date.now(),
          }),
        );
      }
    });

    const viewerDoc = (await t.run(async (ctx) => await ctx.db.get("profiles", viewer.id))) as Doc<"profiles">;
    const measured = await t.run(async (ctx) => {
      const result = await listMatches(ctx, viewerDoc, { numItems: 20, cursor: null });
      const metrics = await ctx.meta.getTransactionMetrics();
      return { count: result.page.length, documentsRead: metrics.documentsRead.used };
    });
    // The rule applied to every profile, newest first: what the first page must start with.
    const expected = seeds
      .map((s, i) => ({ s, i }))
      .filter(({ s }) =>
        isMatch(viewerDoc, {
          status: s.status ?? "approved",
          gender: s.gender ?? "Female",
          caste: s.caste ?? "Kamma",
          religion: s.religion ?? "Hindu",
          partnerPreferenceType: s.partnerPreferenceType,
          state: s.state ?? "Telangana",
          professionSector: s.professionSector ?? "Private",
        }),
      );
    console.log(
      `matches.list at 5,000 profiles: ${measured.documentsRead} documents read for a page of ${measured.count} (${expected.length} matches in all)`,
    );
    expect(measured.documentsRead).toBeLessThan(300);
    const firstPage = await viewer.as.query(api.matches.list, { paginationOpts: { numItems: 20, cursor: null } });
    const firstNames = firstPage.page.map((c) => c.fullName);
    const expectedNames = expected.sort((a, b) => b.i - a.i).map(({ i }) => `Bulk ${i}`);
    expect(expectedNames.slice(0, firstNames.length)).toEqual(firstNames);
    expect(firstNames.length).toBeGreaterThan(0);
  }, 120_000);
});
