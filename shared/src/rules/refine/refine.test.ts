import { describe, expect, test } from "vitest";
import { NAKSHATRAM_VALUES, type Gender } from "../../options";
import { horoscopeSummary } from "../horoscope";
import { passesCompatibility, type CompatibilityParty } from "./compatibility";
import { educationLevelOf } from "./educationLevel";
import { birthYearOf, birthYearsFor, passesProfileFilters, requiredMinGuna, type RefineParty } from "./filters";
import { defaultAgeRange, type EducationLevel, type MatchFilters } from "./options";

/** 21 Nov 2025, midday UTC. */
const NOW = Date.UTC(2025, 10, 21, 12);

function candidate(overrides: Partial<RefineParty> = {}): RefineParty {
  return {
    gender: "Female",
    dateOfBirth: "10/01/1997", // 28 on NOW
    height: `5'4"`,
    maritalStatus: "Single",
    nativePlaceDistrict: "Guntur",
    residenceType: "India",
    education: "B.Tech",
    ...overrides,
  };
}

describe("educationLevelOf", () => {
  test.each<[string | undefined, EducationLevel | "unknown"]>([
    ["B.Tech", "Bachelors"],
    ["BTech (CSE)", "Bachelors"],
    ["B.Sc Nursing", "Bachelors"],
    ["B.Com", "Bachelors"],
    ["Graduate", "Bachelors"],
    ["M.Tech", "Masters"],
    ["M.Sc", "Masters"],
    ["MBA (Finance)", "Masters"],
    ["MCA", "Masters"],
    ["M.Tech, B.Tech", "Masters"],
    ["Post Graduation in Telugu", "Masters"],
    ["Ph.D in Chemistry", "Doctorate"],
    ["PhD", "Doctorate"],
    ["MBBS", "Professional"],
    ["CA", "Professional"],
    ["Diploma in Civil", "Diploma"],
    ["Polytechnic", "Diploma"],
    ["Intermediate", "School"],
    ["SSC", "School"],
    ["Farming", "unknown"],
    ["", "unknown"],
    [undefined, "unknown"],
  ])("%s → %s", (text, level) => {
    expect(educationLevelOf(text)).toBe(level);
  });
});

describe("passesProfileFilters", () => {
  test.each<[string, MatchFilters, Partial<RefineParty>, boolean]>([
    ["no filters", {}, {}, true],
    [
      "every filter Doesn't matter",
      {
        ageRange: "any",
        heightRange: "any",
        maritalStatuses: "any",
        nativeDistricts: "any",
        nriCountries: "any",
        educationLevels: "any",
      },
      {},
      true,
    ],
    ["age inside", { ageRange: { min: 25, max: 30 } }, {}, true],
    ["age at the lower end", { ageRange: { min: 28, max: 30 } }, {}, true],
    ["age at the upper end", { ageRange: { min: 20, max: 28 } }, {}, true],
    ["age below", { ageRange: { min: 29, max: 35 } }, {}, false],
    ["age above", { ageRange: { min: 20, max: 27 } }, {}, false],
    ["age open upper end", { ageRange: { min: 25, max: "any" } }, {}, true],
    ["age open lower end, above", { ageRange: { min: "any", max: 26 } }, {}, false],
    ["height inside", { heightRange: { min: `5'2"`, max: `5'6"` } }, {}, true],
    ["height below", { heightRange: { min: `5'5"`, max: "any" } }, {}, false],
    ["height above", { heightRange: { min: "any", max: `5'3"` } }, {}, false],
    ["marital any of, in", { maritalStatuses: ["Single", "Divorced"] }, {}, true],
    ["marital any of, out", { maritalStatuses: ["Divorced", "Widowed"] }, {}, false],
    [
      "Spouse lost stored as Married (profile edit) counts as Widowed",
      { maritalStatuses: ["Widowed"] },
      { maritalStatus: "Married" },
      true,
    ],
    ["district in", { nativeDistricts: ["Guntur", "Krishna"] }, {}, true],
    ["district out", { nativeDistricts: ["Krishna"] }, {}, false],
    ["district missing (other state)", { nativeDistricts: ["Krishna"] }, { nativePlaceDistrict: undefined }, false],
    ["education in", { educationLevels: ["Bachelors", "Masters"] }, {}, true],
    ["education out", { educationLevels: ["Masters"] }, {}, false],
    [
      "education unknown text never passes",
      { educationLevels: ["Masters", "Bachelors", "School", "Diploma", "Doctorate", "Professional"] },
      { education: "Farming" },
      false,
    ],
    ["NRI countries ignored off the NRI branch", { nriCountries: ["USA"] }, { country: undefined }, true],
  ])("%s", (_name, filters, overrides, expected) => {
    expect(passesProfileFilters(filters, { partnerPreferenceType: "India" }, candidate(overrides), NOW)).toBe(expected);
  });

  test.each<[string, Partial<RefineParty>, boolean]>([
    ["in the list", { residenceType: "NRI", country: "USA" }, true],
    ["another country", { residenceType: "NRI", country: "UK" }, false],
    ["no country", {}, false],
  ])("NRI countries on the NRI branch: %s", (_name, overrides, expected) => {
    expect(
      passesProfileFilters(
        { nriCountries: ["USA", "Canada"] },
        { partnerPreferenceType: "NRI" },
        candidate(overrides),
        NOW,
      ),
    ).toBe(expected);
  });
});

describe("birth years of an age range", () => {
  test("25 to 30 in 2025 spans 1994 to 2000, newest first", () => {
    expect(birthYearsFor({ ageRange: { min: 25, max: 30 } }, NOW, 16)).toEqual([
      2000, 1999, 1998, 1997, 1996, 1995, 1994,
    ]);
  });
  test.each<[string, MatchFilters]>([
    ["no range", {}],
    ["Doesn't matter", { ageRange: "any" }],
    ["open upper end", { ageRange: { min: 25, max: "any" } }],
    ["wider than the bound", { ageRange: { min: 18, max: 60 } }],
  ])("%s reads the rule's index (null)", (_name, filters) => {
    expect(birthYearsFor(filters, NOW, 16)).toBeNull();
  });
  test("every age in the range has its birth year in the list", () => {
    const years = birthYearsFor({ ageRange: { min: 25, max: 30 } }, NOW, 16) ?? [];
    for (let day = 0; day < 366 * 40; day += 3) {
      const dob = new Date(Date.UTC(1985, 0, 1) + day * 86_400_000);
      const text = `${String(dob.getUTCDate()).padStart(2, "0")}/${String(dob.getUTCMonth() + 1).padStart(2, "0")}/${dob.getUTCFullYear()}`;
      const passes = passesProfileFilters(
        { ageRange: { min: 25, max: 30 } },
        {},
        candidate({ dateOfBirth: text }),
        NOW,
      );
      if (passes) expect(years).toContain(dob.getUTCFullYear());
    }
  });
  test("birthYearOf", () => {
    expect(birthYearOf("10/01/1997")).toBe(1997);
    expect(birthYearOf("1997-01-10")).toBeUndefined();
  });
});

describe("defaultAgeRange", () => {
  test.each<[number, Gender, { min: number; max: number }]>([
    [24, "Female", { min: 24, max: 30 }],
    [19, "Female", { min: 21, max: 25 }],
    [30, "Male", { min: 24, max: 30 }],
    [22, "Male", { min: 18, max: 22 }],
    [68, "Female", { min: 68, max: 70 }],
  ])("a %i-year-old %s starts with %o", (age, gender, range) => {
    expect(defaultAgeRange(age, gender)).toEqual(range);
  });
});

describe("passesCompatibility", () => {
  const groom = (o: Partial<CompatibilityParty> = {}): CompatibilityParty => ({ gender: "Male", ...o });
  const bride = (o: Partial<CompatibilityParty> = {}): CompatibilityParty => ({ gender: "Female", ...o });

  test("gotram: same after normalising is left out only when asked", () => {
    expect(
      passesCompatibility({ excludeSameGotram: true }, groom({ gotram: "Kashyapa" }), bride({ gotram: " kasyapa " })),
    ).toBe(false);
    expect(
      passesCompatibility({ excludeSameGotram: false }, groom({ gotram: "Kashyapa" }), bride({ gotram: "Kasyapa" })),
    ).toBe(true);
    expect(
      passesCompatibility({ excludeSameGotram: true }, groom({ gotram: "Kashyapa" }), bride({ gotram: "Bharadwaja" })),
    ).toBe(true);
    expect(passesCompatibility({ excludeSameGotram: true }, groom({ gotram: "Kashyapa" }), bride())).toBe(true);
  });

  test("Preferred and Not needed leave everyone in, stars or not", () => {
    for (const horoscope of ["preferred", "notNeeded"] as const) {
      expect(passesCompatibility({ horoscope }, groom(), bride())).toBe(true);
      expect(passesCompatibility({ horoscope }, groom({ nakshatram: "Ashwini" }), bride({ nakshatram: "Makha" }))).toBe(
        true,
      );
    }
  });

  test("Required leaves out a match when either side has no nakshatram", () => {
    expect(passesCompatibility({ horoscope: "required", minGuna: 0 }, groom({ nakshatram: "Rohini" }), bride())).toBe(
      false,
    );
    expect(passesCompatibility({ horoscope: "required", minGuna: 0 }, groom(), bride({ nakshatram: "Rohini" }))).toBe(
      false,
    );
  });

  test("Required with a Rajju veto (Ashwini and Makha, both Pada rajju) is left out at any minimum", () => {
    expect(
      passesCompatibility(
        { horoscope: "required", minGuna: 0 },
        groom({ nakshatram: "Ashwini" }),
        bride({ nakshatram: "Makha" }),
      ),
    ).toBe(false);
  });

  test("Required over all 27×27 star pairs: in exactly when guna ≥ minimum and no veto, from either side", () => {
    let inCount = 0;
    for (const b of NAKSHATRAM_VALUES)
      for (const g of NAKSHATRAM_VALUES) {
        const summary = horoscopeSummary({ gender: "Female", nakshatram: b }, { gender: "Male", nakshatram: g });
        if (summary === null) throw new Error("both stars given");
        const expected = summary.guna >= 18 && summary.vetoes.length === 0;
        const filters: MatchFilters = { horoscope: "required", minGuna: 18 };
        expect(passesCompatibility(filters, groom({ nakshatram: g }), bride({ nakshatram: b }))).toBe(expected);
        expect(passesCompatibility(filters, bride({ nakshatram: b }), groom({ nakshatram: g }))).toBe(expected);
        if (expected) inCount += 1;
      }
    // Neither everyone nor no one: the filter really separates.
    expect(inCount).toBeGreaterThan(0);
    expect(inCount).toBeLessThan(27 * 27);
  });

  test("the minimum defaults to 18 under Required and is ignored otherwise", () => {
    expect(requiredMinGuna({ horoscope: "required" })).toBe(18);
    expect(requiredMinGuna({ horoscope: "required", minGuna: 24 })).toBe(24);
    expect(requiredMinGuna({ horoscope: "preferred", minGuna: 24 })).toBeNull();
  });
});
