import { describe, expect, it } from "vitest";
import { makeMe } from "../../test/fixtures";
import { heightOptions, maritalStatusOptions, toFormValues, toUpdateInput } from "./profileForm";

describe("toUpdateInput", () => {
  const base = toFormValues(makeMe());

  it.each([
    {
      case: "a member back in India loses the NRI country",
      change: { residenceType: "India", country: "USA" },
      expected: { country: "", otherCountry: "" },
    },
    {
      case: "an NRI keeps the country, and its name only for Other",
      change: { residenceType: "NRI", country: "Other", otherCountry: "Kenya" },
      expected: { country: "Other", otherCountry: "Kenya" },
    },
    {
      case: "a native state of Other drops the district",
      change: { state: "Other", nativePlaceDistrict: "Guntur", nativeStateOther: "Karnataka" },
      expected: { nativePlaceDistrict: "", nativeStateOther: "Karnataka" },
    },
    {
      case: "a listed profession drops the typed one",
      change: { profession: "Doctor", otherProfession: "Chef" },
      expected: { otherProfession: "" },
    },
    { case: "a cleared select is sent as empty", change: { complexion: null }, expected: { complexion: "" } },
  ])("$case", ({ change, expected }) => {
    expect(toUpdateInput({ ...base, ...(change as object) })).toMatchObject(expected);
  });
});

describe("edit option lists", () => {
  it("labels Married as 'Spouse lost', and keeps a registered Widowed instead", () => {
    expect(maritalStatusOptions("Single").map((o) => [o.value, o.label])).toEqual([
      ["Single", "Single"],
      ["Divorced", "Divorced"],
      ["Married", "Spouse lost"],
    ]);
    expect(maritalStatusOptions("Widowed").map((o) => o.value)).toEqual(["Single", "Divorced", "Widowed"]);
  });

  it("offers 4'0\" to 6'6\", plus a taller height given at registration", () => {
    expect(heightOptions(`5'9"`)).toHaveLength(31);
    expect(heightOptions(`5'9"`)[0]).toBe(`4'0"`);
    expect(heightOptions(`6'10"`).at(-1)).toBe(`6'10"`);
  });
});
