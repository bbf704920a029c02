import { describe, expect, it } from "vitest";
import { en } from "../messages";
import { firstError, validationErrors } from "./errors";
import { TODAY_MS, validProfileEdit, validStep4 } from "../test/fixtures";
import { makeProfileEditSchema, preferenceEditSchema, profileEditSchema } from "./profile";

const schema = makeProfileEditSchema(TODAY_MS);

describe("profileEditSchema (members.update)", () => {
  it("accepts the edit form and normalises it", () => {
    const data = schema.parse({ ...validProfileEdit, mobileNumber: "+91-98765-43210", altMobileNumber: "98480 22338" });
    expect(data).toMatchObject({
      fullName: "Ravi Kumar",
      mobileNumber: "+919876543210",
      altMobileNumber: "+919848022338",
    });
  });

  it("checks SPEC §5's three rules first, in its order, whatever else is wrong", () => {
    const result = schema.safeParse({
      ...validProfileEdit,
      fullName: "",
      mobileNumber: "",
      profession: "Other",
      otherProfession: "",
      caste: "",
      fatherName: "",
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      en["profile.fullNameRequired"],
      en["profile.mobileRequired"],
      en["profile.otherProfessionRequired"],
      en["register.casteRequired"],
      en["register.fatherNameRequired"],
    ]);
  });

  it.each([
    [{ fullName: " " }, "fullName", en["profile.fullNameRequired"]],
    [{ fullName: undefined }, "fullName", en["profile.fullNameRequired"]],
    [{ mobileNumber: "" }, "mobileNumber", en["profile.mobileRequired"]],
    [{ mobileNumber: "55555" }, "mobileNumber", en["validation.phoneInvalid"]],
    [{ profession: "Other" }, "otherProfession", en["profile.otherProfessionRequired"]],
    [{ dateOfBirth: "31/02/1995" }, "dateOfBirth", en["validation.dobNotADate"]],
    [{ dateOfBirth: "01/01/2010" }, "dateOfBirth", en["validation.underAge"]],
    [{ height: `7'0"` }, "height", en["register.heightRequired"]],
  ])("%j → %s: %j", (change, path, message) => {
    expect(firstError(schema.safeParse({ ...validProfileEdit, ...change }))).toEqual({ path, message });
  });

  it("accepts both readings of 'Spouse lost' and both height lists", () => {
    for (const maritalStatus of ["Single", "Divorced", "Widowed", "Married"]) {
      expect(schema.safeParse({ ...validProfileEdit, maritalStatus }).success).toBe(true);
    }
    for (const height of [`4'0"`, `4'5"`, `6'6"`, `6'11"`]) {
      expect(schema.safeParse({ ...validProfileEdit, height }).success).toBe(true);
    }
  });

  it("drops email, gender, status, Premium and role sent by a client", () => {
    const data = schema.parse({
      ...validProfileEdit,
      email: "other@example.com",
      gender: "Female",
      status: "approved",
      premiumUntil: 9e15,
      role: "admin",
      isActive: true,
      profileCode: "TMZZZZZZ",
    });
    for (const key of ["email", "gender", "status", "premiumUntil", "role", "isActive", "profileCode"]) {
      expect(data).not.toHaveProperty(key);
    }
  });

  it("has no partner-preference fields (they have their own schema)", () => {
    const data = schema.parse({ ...validProfileEdit, ...validStep4 });
    expect(data).not.toHaveProperty("partnerprofessionSector");
  });

  describe("legal age with the stored gender", () => {
    it.each([
      ["Male", "21/11/2004", null],
      ["Male", "22/11/2004", en["validation.underAgeGroom"]],
      ["Female", "21/11/2007", null],
      ["Female", "22/11/2007", en["validation.underAgeBride"]],
      [undefined, "21/11/2007", null],
      [undefined, "22/11/2007", en["validation.underAge"]],
    ] as const)("%s born %s → %j", (gender, dateOfBirth, message) => {
      const result = makeProfileEditSchema(TODAY_MS, gender).safeParse({ ...validProfileEdit, dateOfBirth });
      expect(validationErrors(result).dateOfBirth ?? null).toBe(message);
    });
  });

  it("the convenience schema uses the current time", () => {
    expect(profileEditSchema.safeParse(validProfileEdit).success).toBe(true);
  });
});

describe("preferenceEditSchema (members.updatePreference)", () => {
  it.each([
    [{}, "partnerprofessionSector", en["register.partnerSectorRequired"]],
    [
      { partnerprofessionSector: "Business", partnerPreferenceType: "India" },
      "partnerstate",
      en["register.partnerStateRequired"],
    ],
  ])("%j → %s: %j", (answers, path, message) => {
    expect(firstError(preferenceEditSchema.safeParse(answers))).toEqual({ path, message });
  });
  it("accepts a preference and strips anything else", () => {
    const data = preferenceEditSchema.parse({ ...validStep4, fullName: "Someone Else" });
    expect(data).toEqual({
      partnerprofessionSector: "All",
      partnerPreferenceType: "India",
      partnerstate: "Telangana",
      nriCountry: undefined,
    });
  });
});
