import { describe, expect, test } from "vitest";
import { en } from "../messages";
import { firstError, refineFormSchema, toMatchFilters } from "../schemas";

function firstIssue(input: unknown): { field: string; message: string } | null {
  const result = refineFormSchema.safeParse(input);
  if (result.success) return null;
  const error = firstError(result);
  return { field: String(error?.path ?? ""), message: error?.message ?? "" };
}

describe("refine form", () => {
  test("nothing sent stores nothing: every filter Doesn't matter", () => {
    expect(toMatchFilters(refineFormSchema.parse({}))).toEqual({});
  });

  test("a full form becomes the stored filters", () => {
    const data = refineFormSchema.parse({
      ageMin: "24",
      ageMax: 30,
      heightMin: `5'0"`,
      heightMax: "any",
      maritalStatuses: ["Single", "Divorced", "Single"],
      nativeDistricts: ["any"],
      nriCountries: ["USA"],
      educationLevels: ["Bachelors", "Masters"],
      withPhotoOnly: true,
      horoscope: "required",
      excludeSameGotram: true,
    });
    expect(toMatchFilters(data)).toEqual({
      ageRange: { min: 24, max: 30 },
      heightRange: { min: `5'0"`, max: "any" },
      maritalStatuses: ["Single", "Divorced"],
      nativeDistricts: "any",
      nriCountries: ["USA"],
      educationLevels: ["Bachelors", "Masters"],
      withPhotoOnly: true,
      horoscope: "required",
      minGuna: 18,
      excludeSameGotram: true,
    });
  });

  test("Doesn't matter at both ends is a range of Doesn't matter; a minimum guna without Required is dropped", () => {
    expect(
      toMatchFilters(refineFormSchema.parse({ ageMin: "any", ageMax: "any", horoscope: "preferred", minGuna: 20 })),
    ).toEqual({ ageRange: "any", horoscope: "preferred" });
  });

  test.each<[string, Record<string, unknown>, string, string]>([
    ["age below 18", { ageMin: "17" }, "ageMin", en["refine.ageInvalid"]],
    ["age above 70", { ageMax: 71 }, "ageMax", en["refine.ageInvalid"]],
    ["age not a number", { ageMin: "twenty" }, "ageMin", en["refine.ageInvalid"]],
    ["age range upside down", { ageMin: "30", ageMax: "25" }, "ageMax", en["refine.ageOrder"]],
    ["height not listed", { heightMin: "tall" }, "heightMin", en["refine.heightInvalid"]],
    ["height range upside down", { heightMin: `6'0"`, heightMax: `5'0"` }, "heightMax", en["refine.heightOrder"]],
    ["empty marital list", { maritalStatuses: [] }, "maritalStatuses", en["refine.chooseAtLeastOne"]],
    ["unknown marital status", { maritalStatuses: ["Engaged"] }, "maritalStatuses", en["validation.invalidOption"]],
    ["unknown district", { nativeDistricts: ["Atlantis"] }, "nativeDistricts", en["validation.invalidOption"]],
    ["unknown country", { nriCountries: ["Mars"] }, "nriCountries", en["validation.invalidOption"]],
    ["unknown education level", { educationLevels: ["Genius"] }, "educationLevels", en["validation.invalidOption"]],
    ["horoscope mode", { horoscope: "always" }, "horoscope", en["validation.invalidOption"]],
    ["guna above 36", { horoscope: "required", minGuna: 37 }, "minGuna", en["refine.minGunaInvalid"]],
    ["guna not whole", { horoscope: "required", minGuna: 17.5 }, "minGuna", en["refine.minGunaInvalid"]],
    ["photo flag not a boolean", { withPhotoOnly: "yes" }, "withPhotoOnly", en["validation.invalidOption"]],
  ])("%s", (_name, input, field, message) => {
    expect(firstIssue(input)).toEqual({ field, message });
  });
});
