/**
 * Refine: every filter on every branch of the rule, the defaults against the pure rule, the
 * filters against their pure predicates, full pages with bounded reads, and the preference's validation.
 */
import { describe, expect, test } from "vitest";
import { en } from "@matrimony/shared/messages";
import {
  CASTES,
  MARITAL_STATUSES,
  NAKSHATRAM_VALUES,
  NATIVE_STATES,
  PROFESSION_SECTORS,
  type Nakshatram,
} from "@matrimony/shared/options";
import { horoscopeSummary } from "@matrimony/shared/rules/horoscope/index";
import { isMatch } from "@matrimony/shared/rules/matching";
import { passesCompatibility } from "@matrimony/shared/rules/refine/compatibility";
import { passesProfileFilters } from "@matrimony/shared/rules/refine/filters";
import type { MatchFilters } from "@matrimony/shared/rules/refine/options";
import { seededIntegers, seededPick } from "@matrimony/shared/seededRandom";
import { api } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { listMatches, MATCH_SCAN_LIMIT } from "./model/matching/matches";
import {
  convexErrorOf,
  makeT,
  profileDoc,
  registrationForm,
  seedConsole,
  seedMember,
  storeFile,
  type ProfileSeed,
  type T,
} from "./test.fixtures";

const YEAR_MS = 365.25 * 86_400_000;

/** A DD/MM/YYYY date of birth that makes someone `age` today (100 days past their birthday). */
function dobForAge(age: number): string {
  const d = new Date(Date.now() - age * YEAR_MS - 100 * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, "0")}/${String(d.getUTCMonth() + 1).padStart(2, "0")}/${d.getUTCFullYear()}`;
}

type Branch = { name: string; viewer: ProfileSeed; candidate: ProfileSeed; offRule: ProfileSeed };
/** The rule's three branches, each with and without a wanted sector; the candidate matches, offRule does not. */
const BRANCHES: Branch[] = [];
for (const sector of ["All", "Government"] as const) {
  const withSector: ProfileSeed = sector === "All" ? {} : { professionSector: "Government" };
  const suffix = sector === "All" ? "" : ", sector Government";
  BRANCHES.push(
    {
      name: `NRI${suffix}`,
      viewer: { partnerPreferenceType: "NRI", partnerstate: undefined, partnerprofessionSector: sector },
      candidate: { partnerPreferenceType: "NRI", residenceType: "NRI", country: "USA", ...withSector },
      offRule: { partnerPreferenceType: "India" },
    },
    {
      name: `India${suffix}`,
      viewer: { partnerPreferenceType: "India", partnerstate: "Telangana", partnerprofessionSector: sector },
      candidate: { partnerPreferenceType: "India", state: "Telangana", nativePlaceDistrict: "Warangal", ...withSector },
      offRule: { partnerPreferenceType: "India", state: "Andhra Pradesh" },
    },
    {
      name: `state only${suffix}`,
      viewer: { partnerPreferenceType: undefined, partnerstate: "Andhra Pradesh", partnerprofessionSector: sector },
      candidate: { state: "Andhra Pradesh", ...withSector },
      offRule: { state: "Telangana" },
    },
  );
}

/** A star that passes Required (min 18) with the viewer's star, and one that fails it. */
function starsAgainst(groomStar: Nakshatram): { pass: Nakshatram; fail: Nakshatram } {
  const ok = (s: Nakshatram) => {
    const m = horoscopeSummary({ gender: "Male", nakshatram: groomStar }, { gender: "Female", nakshatram: s });
    return m !== null && m.guna >= 18 && m.vetoes.length === 0;
  };
  const pass = NAKSHATRAM_VALUES.find(ok);
  const fail = NAKSHATRAM_VALUES.find((s) => !ok(s));
  if (pass === undefined || fail === undefined) throw new Error("no separating stars");
  return { pass, fail };
}
const STARS = starsAgainst("Rohini");

type FilterCase = {
  name: string;
  filters: MatchFilters;
  viewer?: ProfileSeed;
  pass: ProfileSeed;
  fail: ProfileSeed;
  /** Seeds a photo for the passing candidate. */
  photo?: boolean;
};
const FILTERS: FilterCase[] = [
  {
    name: "age range",
    filters: { ageRange: { min: 25, max: 30 } },
    pass: { dateOfBirth: dobForAge(27) },
    fail: { dateOfBirth: dobForAge(34) },
  },
  {
    name: "age range, youngest end",
    filters: { ageRange: { min: 25, max: 30 } },
    pass: { dateOfBirth: dobForAge(25) },
    fail: { dateOfBirth: dobForAge(24) },
  },
  {
    name: "height range",
    filters: { heightRange: { min: `5'2"`, max: `5'6"` } },
    pass: { height: `5'4"` },
    fail: { height: `5'9"` },
  },
  {
    name: "marital status",
    filters: { maritalStatuses: ["Divorced", "Widowed"] },
    pass: { maritalStatus: "Divorced" },
    fail: { maritalStatus: "Single" },
  },
  {
    name: "native districts",
    filters: { nativeDistricts: ["Krishna", "Warangal"] },
    pass: { nativePlaceDistrict: "Krishna" },
    fail: { nativePlaceDistrict: "Guntur" },
  },
  {
    name: "education level",
    filters: { educationLevels: ["Masters"] },
    pass: { education: "M.Tech" },
    fail: { education: "B.Com" },
  },
  { name: "with photo only", filters: { withPhotoOnly: true }, pass: {}, fail: {}, photo: true },
  // Verified = mobile AND (ID or photo); mobile with email only is not.
  {
    name: "verified only (mobile and ID)",
    filters: { verifiedOnly: true },
    pass: { badges: { mobile: 1, id: 1 } },
    fail: { badges: { mobile: 1, email: 1 } },
  },
  {
    name: "verified only (mobile and photo)",
    filters: { verifiedOnly: true },
    pass: { badges: { mobile: 1, photo: 1 } },
    fail: { badges: { id: 1, photo: 1 } },
  },
  {
    name: "horoscope Required, minimum 18",
    filters: { horoscope: "required", minGuna: 18 },
    viewer: { nakshatram: "Rohini" },
    pass: { nakshatram: STARS.pass },
    fail: { nakshatram: STARS.fail },
  },
  {
    name: "horoscope Required, candidate without a star",
    filters: { horoscope: "required" },
    viewer: { nakshatram: "Rohini" },
    pass: { nakshatram: STARS.pass },
    fail: { nakshatram: undefined },
  },
  {
    name: "exclude same gotram",
    filters: { excludeSameGotram: true },
    viewer: { gotram: "Kashyapa" },
    pass: { gotram: "Bharadwaja" },
    fail: { gotram: "kasyapa" },
  },
];

async function addPhoto(t: T, profileId: Id<"profiles">): Promise<void> {
  const storageId = await storeFile(t, new Uint8Array([137, 80, 78, 71]), "image/png");
  await t.run(async (ctx) => {
    await ctx.db.insert("photos", {
      profileId,
      storageId,
      order: 0,
      contentType: "image/png",
      size: 4,
      createdAt: Date.now(),
    });
  });
}

async function allMatchIds(as: Awaited<ReturnType<typeof seedMember>>["as"], numItems = 50): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 200; i++) {
    const r: Awaited<ReturnType<typeof listMatches>> = await as.query(api.matches.list, {
      paginationOpts: { numItems, cursor },
    });
    ids.push(...r.page.map((c) => c._id));
    if (r.isDone) return ids;
    cursor = r.continueCursor;
    await as.mutation(api.matches.openPage, { cursor });
  }
  throw new Error("did not finish");
}

describe("each refine filter on every branch of the rule", () => {
  const cases = BRANCHES.flatMap((b) => FILTERS.map((f) => [`${b.name}: ${f.name}`, b, f] as const));
  test.each(cases)(
    "%s",
    async (_name, branch, filter) => {
      const t = makeT();
      const viewer = await seedMember(t, {
        gender: "Male",
        ...branch.viewer,
        ...filter.viewer,
        matchFilters: filter.filters,
      });
      const pass = await seedMember(t, { gender: "Female", ...branch.candidate, ...filter.pass });
      const fail = await seedMember(t, { gender: "Female", ...branch.candidate, ...filter.fail });
      const offRule = await seedMember(t, { gender: "Female", ...branch.offRule, ...filter.pass });
      if (filter.photo === true) {
        await addPhoto(t, pass.id);
        await addPhoto(t, offRule.id);
      }
      expect(await allMatchIds(viewer.as)).toEqual([pass.id]);
      // The same viewer with every filter at Doesn't matter sees both rule matches again, newest first.
      await t.run(async (ctx) => {
        await ctx.db.patch("profiles", viewer.id, { matchFilters: {} });
      });
      expect(await allMatchIds(viewer.as)).toEqual([fail.id, pass.id]);
    },
    30_000,
  );

  test.each(BRANCHES.filter((b) => b.name.startsWith("NRI")))(
    "$name: NRI countries",
    async (branch) => {
      const t = makeT();
      const viewer = await seedMember(t, {
        gender: "Male",
        ...branch.viewer,
        matchFilters: { nriCountries: ["USA", "Canada"] },
      });
      const pass = await seedMember(t, { gender: "Female", ...branch.candidate, country: "Canada" });
      await seedMember(t, { gender: "Female", ...branch.candidate, country: "UK" });
      expect(await allMatchIds(viewer.as)).toEqual([pass.id]);
    },
    30_000,
  );

  test.each(BRANCHES.filter((b) => !b.name.startsWith("NRI")))(
    "$name: NRI countries do not narrow the India and state branches",
    async (branch) => {
      const t = makeT();
      const viewer = await seedMember(t, { gender: "Male", ...branch.viewer, matchFilters: { nriCountries: ["USA"] } });
      const a = await seedMember(t, { gender: "Female", ...branch.candidate });
      expect(await allMatchIds(viewer.as)).toEqual([a.id]);
    },
    30_000,
  );
});

/** A varied population: every attribute the rule and the filters read. */
async function seedPopulation(t: T, size: number, seed: number): Promise<Doc<"profiles">[]> {
  const next = seededIntegers(seed);
  return await t.run(async (ctx) => {
    const out: Doc<"profiles">[] = [];
    for (let i = 0; i < size; i++) {
      const id = await ctx.db.insert(
        "profiles",
        profileDoc({
          tokenIdentifier: `pop|${seed}|${i}`,
          profileCode: `TP${seed}x${i}`,
          fullName: `Pop ${i}`,
          gender: next(2) === 0 ? "Male" : "Female",
          caste: seededPick(next, CASTES.slice(0, 2)),
          religion: next(5) === 0 ? "Converted Christian" : "Hindu",
          state: seededPick(next, NATIVE_STATES),
          nativePlaceDistrict: seededPick(next, ["Guntur", "Krishna", "Warangal", "Khammam"]),
          partnerPreferenceType: seededPick(next, ["NRI", "India", undefined] as const),
          residenceType: next(4) === 0 ? "NRI" : "India",
          country: seededPick(next, ["USA", "UK", "Canada", undefined] as const),
          professionSector: seededPick(next, PROFESSION_SECTORS),
          status: next(8) === 0 ? "pending" : "approved",
          dateOfBirth: dobForAge(20 + next(20)),
          height: seededPick(next, [`5'0"`, `5'3"`, `5'6"`, `5'9"`, `6'0"`]),
          maritalStatus: seededPick(next, MARITAL_STATUSES),
          education: seededPick(next, ["B.Tech", "M.Sc", "MBBS", "Diploma", "Farming"]),
          nakshatram: next(5) === 0 ? undefined : seededPick(next, NAKSHATRAM_VALUES),
          gotram: seededPick(next, ["Kashyapa", "Kasyap", "Bharadwaja", "Vasishta", undefined] as const),
          // Several share a createdAt, as a bulk import would: the order then falls back to the creation order.
          createdAt: 1_000_000 + Math.floor(i / 3),
        }),
      );
      out.push((await ctx.db.get("profiles", id)) as Doc<"profiles">);
    }
    return out;
  });
}

function randomFilters(next: (n: number) => number): MatchFilters {
  const f: MatchFilters = {};
  if (next(2) === 0)
    f.ageRange = next(4) === 0 ? "any" : { min: 21 + next(6), max: next(5) === 0 ? "any" : 28 + next(10) };
  if (next(3) === 0) f.heightRange = { min: `5'1"`, max: next(2) === 0 ? "any" : `5'8"` };
  if (next(3) === 0) f.maritalStatuses = next(3) === 0 ? "any" : ["Single", seededPick(next, MARITAL_STATUSES)];
  if (next(3) === 0) f.nativeDistricts = ["Guntur", "Warangal"];
  if (next(3) === 0) f.nriCountries = ["USA"];
  if (next(3) === 0) f.educationLevels = ["Bachelors", "Professional"];
  if (next(3) === 0) f.horoscope = seededPick(next, ["required", "preferred", "notNeeded"] as const);
  if (f.horoscope === "required") f.minGuna = 12 + next(10);
  if (next(3) === 0) f.excludeSameGotram = true;
  return f;
}

describe("against the pure rule", () => {
  test("defaults (no filters, or every one Doesn't matter) give exactly the rule's matches, newest first", async () => {
    const t = makeT();
    const population = await seedPopulation(t, 500, 7);
    const next = seededIntegers(99);
    const openFilters: MatchFilters[] = [
      {},
      {
        ageRange: "any",
        heightRange: "any",
        maritalStatuses: "any",
        nativeDistricts: "any",
        nriCountries: "any",
        educationLevels: "any",
        withPhotoOnly: false,
        verifiedOnly: false,
        horoscope: "notNeeded",
        excludeSameGotram: false,
      },
      { horoscope: "preferred", minGuna: 30 },
    ];
    for (let v = 0; v < 12; v++) {
      const viewerDoc = seededPick(
        next,
        population.filter((p) => p.status === "approved"),
      );
      const matchFilters = openFilters[v % openFilters.length];
      const viewer = await seedMember(t, {
        gender: viewerDoc.gender,
        caste: viewerDoc.caste,
        religion: viewerDoc.religion,
        partnerPreferenceType: seededPick(next, ["NRI", "India", undefined] as const),
        partnerstate: seededPick(next, ["Andhra Pradesh", "Telangana"] as const),
        partnerprofessionSector: seededPick(next, ["All", "Private"] as const),
        matchFilters,
        createdAt: 0,
      });
      const me = (await t.run(async (ctx) => await ctx.db.get("profiles", viewer.id))) as Doc<"profiles">;
      const everyone = await t.run(async (ctx) => await ctx.db.query("profiles").collect());
      const expected = everyone
        .filter((p) => isMatch(me, p))
        .sort((a, b) => b.createdAt - a.createdAt || b._creationTime - a._creationTime)
        .map((p) => p._id);
      expect(await allMatchIds(viewer.as, 1 + next(15))).toEqual(expected);
    }
  }, 120_000);

  test("random filters give the rule's matches that pass the pure filters, newest first", async () => {
    const t = makeT();
    await seedPopulation(t, 500, 11);
    const next = seededIntegers(5);
    const now = Date.now();
    let nonEmpty = 0;
    for (let v = 0; v < 20; v++) {
      const matchFilters = randomFilters(next);
      const viewer = await seedMember(t, {
        gender: seededPick(next, ["Male", "Female"] as const),
        caste: seededPick(next, CASTES.slice(0, 2)),
        religion: "Hindu",
        partnerPreferenceType: seededPick(next, ["NRI", "India", undefined] as const),
        partnerstate: seededPick(next, ["Andhra Pradesh", "Telangana"] as const),
        partnerprofessionSector: "All",
        nakshatram: seededPick(next, NAKSHATRAM_VALUES),
        gotram: "Kashyapa",
        matchFilters,
        createdAt: 0,
      });
      const me = (await t.run(async (ctx) => await ctx.db.get("profiles", viewer.id))) as Doc<"profiles">;
      const everyone = await t.run(async (ctx) => await ctx.db.query("profiles").collect());
      const expected = everyone
        .filter(
          (p) =>
            isMatch(me, p) &&
            passesProfileFilters(matchFilters, me, p, now) &&
            passesCompatibility(matchFilters, me, p),
        )
        .sort((a, b) => b.createdAt - a.createdAt || b._creationTime - a._creationTime)
        .map((p) => p._id);
      if (expected.length > 0) nonEmpty += 1;
      expect(await allMatchIds(viewer.as, 1 + next(10))).toEqual(expected);
    }
    expect(nonEmpty).toBeGreaterThan(5);
  }, 120_000);
});

describe("full pages under heavy filtering, with bounded reads", () => {
  async function crowd(t: T, size: number, rare: (i: number) => ProfileSeed): Promise<void> {
    await t.run(async (ctx) => {
      for (let i = 0; i < size; i++) {
        await ctx.db.insert(
          "profiles",
          profileDoc({
            tokenIdentifier: `crowd|${i}`,
            profileCode: `TC${i}`,
            fullName: `Crowd ${i}`,
            createdAt: 5_000_000 + i,
            ...rare(i),
          }),
        );
      }
    });
  }

  test("one match in 100: every page is full or stops at the bound with a cursor, and reading on finds all, in order", async () => {
    const t = makeT();
    await crowd(t, 3000, (i) => ({ maritalStatus: i % 100 === 0 ? "Widowed" : "Single" }));
    const viewer = await seedMember(t, {
      gender: "Male",
      matchFilters: { maritalStatuses: ["Widowed"] },
      createdAt: 0,
    });
    const me = (await t.run(async (ctx) => await ctx.db.get("profiles", viewer.id))) as Doc<"profiles">;
    const found: string[] = [];
    let cursor: string | null = null;
    let calls = 0;
    for (;;) {
      const c: string | null = cursor;
      const { result, read } = await t.run(async (ctx) => {
        const result = await listMatches(ctx, me, { numItems: 10, cursor: c });
        return { result, read: (await ctx.meta.getTransactionMetrics()).documentsRead.used };
      });
      calls += 1;
      // The bound plus the viewer's stream look-ahead; never the whole crowd.
      expect(read).toBeLessThanOrEqual(MATCH_SCAN_LIMIT + 2);
      if (!result.isDone) expect(result.page.length === 10 || read >= MATCH_SCAN_LIMIT).toBe(true);
      found.push(...result.page.map((p) => p.fullName));
      if (result.isDone) break;
      cursor = result.continueCursor;
    }
    const expected = Array.from({ length: 30 }, (_, k) => `Crowd ${2900 - k * 100}`);
    expect(found).toEqual(expected);
    expect(calls).toBeGreaterThanOrEqual(Math.ceil(3000 / MATCH_SCAN_LIMIT));
  }, 120_000);

  test("an age range reads about the page it returns through the birth-year indexes", async () => {
    const t = makeT();
    await crowd(t, 2000, (i) => ({ dateOfBirth: dobForAge(20 + (i % 20)) }));
    const viewer = await seedMember(t, {
      gender: "Male",
      matchFilters: { ageRange: { min: 25, max: 28 } },
      createdAt: 0,
    });
    const me = (await t.run(async (ctx) => await ctx.db.get("profiles", viewer.id))) as Doc<"profiles">;
    const { count, read } = await t.run(async (ctx) => {
      const result = await listMatches(ctx, me, { numItems: 20, cursor: null });
      return { count: result.page.length, read: (await ctx.meta.getTransactionMetrics()).documentsRead.used };
    });
    expect(count).toBe(20);
    // Four ages span six birth years: at most the page, the boundary years' other half, and one look-ahead per year.
    expect(read).toBeLessThan(60);
  }, 120_000);
});

describe("members.updatePreference with refine", () => {
  const preference = { partnerPreferenceType: "India", partnerstate: "Andhra Pradesh", partnerprofessionSector: "All" };

  test("stores the refine preferences, members.me returns them, and a save without refine keeps them", async () => {
    const t = makeT();
    const m = await seedMember(t, { gender: "Male" });
    await m.as.mutation(api.members.updatePreference, {
      preference,
      refine: { ageMin: "24", ageMax: "30", maritalStatuses: ["any"], horoscope: "required", excludeSameGotram: true },
    });
    const me = await m.as.query(api.members.me, {});
    expect(me?.profile.matchFilters).toEqual({
      ageRange: { min: 24, max: 30 },
      maritalStatuses: "any",
      horoscope: "required",
      minGuna: 18,
      excludeSameGotram: true,
    });
    await m.as.mutation(api.members.updatePreference, { preference });
    expect((await m.as.query(api.members.me, {}))?.profile.matchFilters).toEqual(me?.profile.matchFilters);
  }, 30_000);

  test.each<[string, Record<string, string | number | boolean | null | string[]>, string, string]>([
    ["an upside-down age range", { ageMin: "30", ageMax: "25" }, "ageMax", en["refine.ageOrder"]],
    ["an empty list", { educationLevels: [] }, "educationLevels", en["refine.chooseAtLeastOne"]],
    ["a guna minimum over 36", { horoscope: "required", minGuna: 40 }, "minGuna", en["refine.minGunaInvalid"]],
  ])(
    "refuses %s with a clear message",
    async (_name, refine, field, message) => {
      const t = makeT();
      const m = await seedMember(t, { gender: "Male" });
      expect(await convexErrorOf(m.as.mutation(api.members.updatePreference, { preference, refine }))).toEqual({
        code: "invalid",
        message,
        field,
      });
    },
    30_000,
  );
});

describe("birthYear follows the date of birth", () => {
  test("set at registration (with step 4's refine) and changed by support's correction (members cannot change it)", async () => {
    const t = makeT();
    const as = t.withIdentity({
      subject: "reg1",
      issuer: "https://identity.test",
      tokenIdentifier: "https://identity.test|reg1",
      email: "ravi.kumar@example.com",
      emailVerified: true,
    });
    const id = await as.mutation(api.members.register, {
      profile: registrationForm(),
      refine: { ageMin: 21, ageMax: 27 },
    });
    if (id === null) throw new Error("registration refused");
    const stored = await t.run(async (ctx) => await ctx.db.get("profiles", id));
    expect(stored?.birthYear).toBe(1995);
    expect(stored?.matchFilters).toEqual({ ageRange: { min: 21, max: 27 } });
    const { email: _e, gender: _g, acceptedTerms: _a, ...fields } = registrationForm({ dateOfBirth: "15/08/1993" });
    expect((await convexErrorOf(as.mutation(api.members.update, { profile: fields }))).field).toBe("dateOfBirth");
    const { support } = await seedConsole(t);
    await support.mutation(api.admin.members.correctBirthDetails, {
      id,
      dateOfBirth: "15/08/1993",
      reason: "Called: typo",
    });
    expect((await t.run(async (ctx) => await ctx.db.get("profiles", id)))?.birthYear).toBe(1993);
  }, 30_000);
});
