import { describe, expect, expectTypeOf, it } from "vitest";
import { en } from "../messages";
import type { Gender, Rashi } from "../options";
import { firstError, validationErrors } from "./errors";
import { TODAY_MS, validRegistration, validStep1, validStep2, validStep3, validStep4 } from "../test/fixtures";
import {
  makeRegistrationSchema,
  makeRegistrationStep1Schema,
  type RegistrationData,
  registrationSchema,
  registrationStep1Schema,
  registrationStep2Schema,
  registrationStep3Schema,
  registrationStep4Schema,
} from "./registration";

const step1 = makeRegistrationStep1Schema(TODAY_MS);

/** Rows of [answers so far, expected first message]: each row adds its answers to the previous ones. */
function cumulative(rows: [Record<string, unknown>, string][]): [Record<string, unknown>, string][] {
  let answers: Record<string, unknown> = {};
  return rows.map(([added, message]) => {
    answers = { ...answers, ...added };
    return [answers, message];
  });
}

function first(result: Parameters<typeof firstError>[0]): string | undefined {
  return firstError(result)?.message;
}

describe("step 1: checked in the order of SPEC §5", () => {
  // Each row adds one answer to the previous row's; the first error moves to the next rule.
  const walk = cumulative([
    [{}, en["register.emailRequired"]],
    [{ email: "   " }, en["register.emailRequired"]],
    [{ email: "ravi@" }, en["register.emailInvalid"]],
    [{ email: "ravi@example.com" }, en["register.passwordRequired"]],
    [{ password: "12345" }, en["register.passwordTooShort"]],
    [{ password: "123456" }, en["register.fullNameRequired"]],
    [{ fullName: "  " }, en["register.fullNameRequired"]],
    [{ fullName: "Ravi" }, en["register.residenceTypeRequired"]],
    [{ residenceType: "" }, en["register.residenceTypeRequired"]],
    [{ residenceType: "India" }, en["register.casteRequired"]],
    [{ caste: "Gowda" }, en["register.religionRequired"]],
    [{ religion: "Hindu" }, en["register.mobileRequired"]],
    [{ mobileNumber: "12345" }, en["validation.phoneInvalid"]],
    [{ mobileNumber: "9876543210" }, en["register.heightRequired"]],
    [{ height: `4'0"` }, en["register.heightRequired"]], // edit-only height
    [{ height: `5'6"` }, en["register.maritalStatusRequired"]],
    [{ maritalStatus: "Married" }, en["register.maritalStatusRequired"]], // edit-only value
    [{ maritalStatus: "Widowed" }, en["register.dobRequired"]],
    [{ dateOfBirth: "1/6/1995" }, en["validation.dobFormat"]],
    [{ dateOfBirth: "31/04/1995" }, en["validation.dobNotADate"]],
    [{ dateOfBirth: "29/02/1995" }, en["validation.dobNotADate"]],
    [{ dateOfBirth: "29/02/1996" }, en["register.genderRequired"]],
    [{ gender: "Female" }, ""],
  ]);
  it.each(walk)("%j → %j", (answers, message) => {
    expect(first(step1.safeParse(answers)) ?? "").toBe(message);
  });

  it("reports every empty required field, in order", () => {
    const result = step1.safeParse({});
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      en["register.emailRequired"],
      en["register.passwordRequired"],
      en["register.fullNameRequired"],
      en["register.residenceTypeRequired"],
      en["register.casteRequired"],
      en["register.religionRequired"],
      en["register.mobileRequired"],
      en["register.heightRequired"],
      en["register.maritalStatusRequired"],
      en["register.dobRequired"],
      en["register.genderRequired"],
    ]);
  });

  it("reports each field once, with the first rule that applies", () => {
    const result = step1.safeParse({ ...validStep1, email: "", password: "", dateOfBirth: "" });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["email", en["register.emailRequired"]],
      ["password", en["register.passwordRequired"]],
      ["dateOfBirth", en["register.dobRequired"]],
    ]);
  });

  it("normalises the output", () => {
    const result = step1.parse({ ...validStep1, unexpected: "dropped" });
    expect(result).toEqual({
      email: "ravi.kumar@example.com",
      password: "secret1",
      fullName: "Ravi Kumar",
      residenceType: "India",
      caste: "Gowda",
      religion: "Hindu",
      mobileNumber: "+919876543210",
      height: `5'8"`,
      maritalStatus: "Single",
      dateOfBirth: "15/06/1995",
      gender: "Male",
      country: undefined,
      otherCountry: undefined,
      timeOfBirth: undefined,
      rashi: "Simham",
      nakshatram: undefined,
      gotram: "Kashyapa",
      birthPlace: undefined,
      complexion: "Fair",
    });
    expect(result).not.toHaveProperty("unexpected");
  });

  it("keeps an untrimmed password as typed", () => {
    expect(step1.parse({ ...validStep1, password: " pass word " }).password).toBe(" pass word ");
  });

  it.each([
    [{ residenceType: "NRI" }, "country", en["register.countryRequired"]],
    [{ residenceType: "NRI", country: "" }, "country", en["register.countryRequired"]],
    [{ residenceType: "NRI", country: "Mars" }, "country", en["validation.invalidOption"]],
    [{ residenceType: "NRI", country: "Other" }, "otherCountry", en["register.otherCountryRequired"]],
    [
      { residenceType: "NRI", country: "Other", otherCountry: "  " },
      "otherCountry",
      en["register.otherCountryRequired"],
    ],
    [{ rashi: "Leo" }, "rashi", en["validation.invalidOption"]],
    [{ complexion: "Green" }, "complexion", en["validation.invalidOption"]],
    [{ fullName: "x".repeat(101) }, "fullName", en["validation.nameTooLong"]],
    [{ password: "x".repeat(129) }, "password", en["register.passwordTooLong"]],
    [{ email: 42 }, "email", en["register.emailRequired"]],
    [{ caste: "Brahmin" }, "caste", en["register.casteRequired"]],
    [{ gender: "Other" }, "gender", en["register.genderRequired"]],
  ])("%j → %s: %j", (change, path, message) => {
    expect(firstError(step1.safeParse({ ...validStep1, ...change }))).toEqual({ path, message });
  });

  it.each([
    [{ residenceType: "NRI", country: "USA" }, { country: "USA" }],
    [
      { residenceType: "NRI", country: "Other", otherCountry: " Ireland " },
      { country: "Other", otherCountry: "Ireland" },
    ],
  ])("accepts NRI answers %j", (change, expected) => {
    expect(step1.parse({ ...validStep1, ...change })).toMatchObject(expected);
  });

  it("a conditional field comes after the fields the spec names", () => {
    const result = step1.safeParse({ ...validStep1, residenceType: "NRI", caste: "" });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(["caste", "country"]);
  });
});

describe("step 1: legal age to marry, on the boundary day (today is 21/11/2025 in India)", () => {
  it.each([
    ["Male", "21/11/2004", null], // 21 today
    ["Male", "22/11/2004", en["validation.underAgeGroom"]], // 21 tomorrow
    ["Male", "21/11/2007", en["validation.underAgeGroom"]],
    ["Female", "21/11/2007", null], // 18 today
    ["Female", "22/11/2007", en["validation.underAgeBride"]], // 18 tomorrow
    ["Female", "21/11/2004", null],
    ["Female", "22/11/2025", en["validation.dobImplausible"]], // in the future
    ["Male", "01/01/1900", en["validation.dobImplausible"]],
  ])("%s born %s → %j", (gender, dateOfBirth, message) => {
    const result = step1.safeParse({ ...validStep1, gender, dateOfBirth });
    expect(first(result) ?? null).toBe(message);
    if (message) expect(firstError(result)?.path).toBe("dateOfBirth");
  });

  it("applies the terms' 18 before a gender is chosen, then reports the gender", () => {
    const result = step1.safeParse({ ...validStep1, gender: "", dateOfBirth: "01/01/2015" });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      en["validation.underAge"],
      en["register.genderRequired"],
    ]);
  });

  it("judges the age on the clock's day", () => {
    const answers = { ...validStep1, gender: "Male", dateOfBirth: "22/11/2004" };
    expect(makeRegistrationStep1Schema(TODAY_MS).safeParse(answers).success).toBe(false);
    expect(makeRegistrationStep1Schema(TODAY_MS + 86_400_000).safeParse(answers).success).toBe(true);
  });

  it("the convenience schema uses the current time", () => {
    expect(registrationStep1Schema.safeParse({ ...validStep1, dateOfBirth: "01/01/1990" }).success).toBe(true);
  });
});

describe("step 2", () => {
  const walk = cumulative([
    [{}, en["register.fatherNameRequired"]],
    [{ fatherName: "Suresh" }, en["register.motherNameRequired"]],
    [{ motherName: "Lakshmi" }, en["register.nativeStateRequired"]],
    // The district sits right under the state on the form, above the present residence: its message comes first.
    [{ state: "Andhra Pradesh" }, en["register.districtRequired"]],
    [{ nativePlaceDistrict: "Hyderabad" }, en["register.districtInvalid"]], // a Telangana district
    [{ nativePlaceDistrict: "Guntur" }, en["register.presentResidenceRequired"]],
    [{ presentResidence: "Vijayawada" }, ""],
  ]);
  it.each(walk)("%j → %j", (answers, message) => {
    expect(first(registrationStep2Schema.safeParse(answers)) ?? "").toBe(message);
  });

  it.each([
    [{ state: "Other" }, "nativeStateOther", en["register.nativeStateOtherRequired"]],
    [{ state: "Telangana", nativePlaceDistrict: "" }, "nativePlaceDistrict", en["register.districtRequired"]],
    [{ altMobileNumber: "12345" }, "altMobileNumber", en["validation.phoneInvalid"]],
    [{ financialStatus: "Rich" }, "financialStatus", en["validation.invalidOption"]],
    [{ presentResidence: "x".repeat(501) }, "presentResidence", en["validation.textTooLong"]],
    [{ place: "x".repeat(101) }, "place", en["validation.shortTextTooLong"]],
  ])("%j → %s: %j", (change, path, message) => {
    expect(firstError(registrationStep2Schema.safeParse({ ...validStep2, ...change }))).toEqual({ path, message });
  });

  it("takes free text for an Other state and its district", () => {
    const data = registrationStep2Schema.parse({
      ...validStep2,
      state: "Other",
      nativeStateOther: " Karnataka ",
      nativePlaceDistrict: "Bengaluru Urban",
    });
    expect(data).toMatchObject({
      state: "Other",
      nativeStateOther: "Karnataka",
      nativePlaceDistrict: "Bengaluru Urban",
    });
  });

  it("normalises the alternative number and drops empty answers", () => {
    const data = registrationStep2Schema.parse({ ...validStep2, altMobileNumber: "+91 91234 56789" });
    expect(data.altMobileNumber).toBe("+919123456789");
    expect(data.fatherDesignation).toBeUndefined();
    expect(registrationStep2Schema.parse(validStep2).altMobileNumber).toBeUndefined();
  });

  describe("numbers of brothers and sisters", () => {
    it.each([
      [0, 0],
      [3, 3],
      [20, 20],
      ["0", 0],
      [" 4 ", 4],
      ["", undefined],
      [undefined, undefined],
    ])("%j → %j", (input, output) => {
      const data = registrationStep2Schema.parse({ ...validStep2, numberOfBrothers: input, numberOfSisters: input });
      expect(data.numberOfBrothers).toBe(output);
      expect(data.numberOfSisters).toBe(output);
    });
    it.each([-1, 21, 2.5, "2.5", "-1", "two", "1e1", true, null, Number.NaN])("%j is rejected", (input) => {
      expect(firstError(registrationStep2Schema.safeParse({ ...validStep2, numberOfBrothers: input }))).toEqual({
        path: "numberOfBrothers",
        message: en["register.brothersInvalid"],
      });
      expect(firstError(registrationStep2Schema.safeParse({ ...validStep2, numberOfSisters: input }))?.message).toBe(
        en["register.sistersInvalid"],
      );
    });
  });
});

describe("step 3", () => {
  it.each([
    [{}, en["register.educationRequired"]],
    [{ education: "B.Tech" }, en["register.professionRequired"]],
    [{ education: "B.Tech", profession: "Astronaut" }, en["register.professionRequired"]],
    [{ education: "B.Tech", profession: "Doctor" }, en["register.professionSectorRequired"]],
    [{ education: "B.Tech", profession: "Other", professionSector: "Business" }, en["profile.otherProfessionRequired"]],
    [
      { education: "B.Tech", profession: "Other", professionSector: "Business", otherProfession: " " },
      en["profile.otherProfessionRequired"],
    ],
  ])("%j → %j", (answers, message) => {
    expect(first(registrationStep3Schema.safeParse(answers))).toBe(message);
  });
  it("accepts Other with a named profession", () => {
    const data = registrationStep3Schema.parse({ ...validStep3, profession: "Other", otherProfession: " Astronaut " });
    expect(data.otherProfession).toBe("Astronaut");
  });
  it("names the spec's fields before the conditional one", () => {
    const result = registrationStep3Schema.safeParse({ profession: "Other" });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(["education", "professionSector", "otherProfession"]);
  });
});

describe("step 4", () => {
  it.each([
    [{}, "partnerprofessionSector", en["register.partnerSectorRequired"]],
    [{ partnerprofessionSector: "" }, "partnerprofessionSector", en["register.partnerSectorRequired"]],
    [{ partnerprofessionSector: "All" }, "partnerstate", en["register.partnerStateRequired"]],
    [
      { partnerprofessionSector: "All", partnerPreferenceType: "India" },
      "partnerstate",
      en["register.partnerStateRequired"],
    ],
    [
      { partnerprofessionSector: "All", partnerPreferenceType: "", partnerstate: "" },
      "partnerstate",
      en["register.partnerStateRequired"],
    ],
    [{ partnerprofessionSector: "All", partnerstate: "Other" }, "partnerstate", en["validation.invalidOption"]],
    [
      { partnerprofessionSector: "All", partnerPreferenceType: "Abroad" },
      "partnerPreferenceType",
      en["validation.invalidOption"],
    ],
  ])("%j → %s: %j", (answers, path, message) => {
    expect(firstError(registrationStep4Schema.safeParse(answers))).toEqual({ path, message });
  });
  it.each([
    [{ partnerprofessionSector: "Government", partnerPreferenceType: "NRI" }],
    [{ partnerprofessionSector: "Government", partnerPreferenceType: "NRI", nriCountry: "USA" }],
    [{ partnerprofessionSector: "Private", partnerPreferenceType: "India", partnerstate: "Andhra Pradesh" }],
    [{ partnerprofessionSector: "All", partnerstate: "Telangana" }],
  ])("accepts %j", (answers) => {
    expect(registrationStep4Schema.safeParse(answers).success).toBe(true);
  });
  it("turns empty selects into undefined", () => {
    expect(registrationStep4Schema.parse({ ...validStep4, nriCountry: "" })).toEqual({
      partnerprofessionSector: "All",
      partnerPreferenceType: "India",
      partnerstate: "Telangana",
      nriCountry: undefined,
    });
  });
});

describe("registrationSchema (members.register)", () => {
  const schema = makeRegistrationSchema(TODAY_MS);

  it("accepts a complete registration and normalises it", () => {
    const data = schema.parse(validRegistration);
    expect(data).toMatchObject({
      email: "ravi.kumar@example.com",
      mobileNumber: "+919876543210",
      numberOfBrothers: 1,
      numberOfSisters: 2,
      acceptedTerms: true,
    });
  });

  it("never takes a password, a status or Premium from the client", () => {
    const data = schema.parse({
      ...validRegistration,
      password: "secret1",
      status: "approved",
      premiumUntil: 9e15,
      role: "admin",
      isPaidMember: true,
    });
    for (const key of ["password", "status", "premiumUntil", "role", "isPaidMember"])
      expect(data).not.toHaveProperty(key);
  });

  it.each([undefined, false, "true", 1])("terms %j → not accepted", (acceptedTerms) => {
    expect(firstError(schema.safeParse({ ...validRegistration, acceptedTerms }))).toEqual({
      path: "acceptedTerms",
      message: en["register.termsRequired"],
    });
  });

  it("reports steps in order: step 1 before step 2 before step 4", () => {
    const result = schema.safeParse({ ...validRegistration, email: "", fatherName: "", partnerprofessionSector: "" });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(["email", "fatherName", "partnerprofessionSector"]);
  });

  it("runs every cross-field check at once", () => {
    const result = schema.safeParse({
      ...validRegistration,
      residenceType: "NRI",
      dateOfBirth: "22/11/2007",
      gender: "Female",
      state: "Other",
      profession: "Other",
      partnerPreferenceType: "India",
      partnerstate: "",
    });
    expect(validationErrors(result)).toEqual({
      dateOfBirth: en["validation.underAgeBride"],
      country: en["register.countryRequired"],
      nativeStateOther: en["register.nativeStateOtherRequired"],
      otherProfession: en["profile.otherProfessionRequired"],
      partnerstate: en["register.partnerStateRequired"],
    });
  });

  it("applies the groom's age", () => {
    expect(first(schema.safeParse({ ...validRegistration, gender: "Male", dateOfBirth: "01/01/2005" }))).toBe(
      en["validation.underAgeGroom"],
    );
    expect(schema.safeParse({ ...validRegistration, gender: "Female", dateOfBirth: "01/01/2005" }).success).toBe(true);
  });

  it("rejects a body that is not an object", () => {
    for (const body of [null, "x", 42, []]) {
      expect(firstError(schema.safeParse(body))).toEqual({ path: "", message: en["error.invalidInput"] });
    }
  });

  it("has output types the server can store", () => {
    expectTypeOf<RegistrationData["mobileNumber"]>().toEqualTypeOf<string>();
    expectTypeOf<RegistrationData["gender"]>().toEqualTypeOf<Gender>();
    expectTypeOf<RegistrationData["rashi"]>().toEqualTypeOf<Rashi | undefined>();
    expectTypeOf<RegistrationData["numberOfBrothers"]>().toEqualTypeOf<number | undefined>();
    expectTypeOf<RegistrationData["acceptedTerms"]>().toEqualTypeOf<true>();
    expectTypeOf<ReturnType<typeof registrationSchema.parse>>().toEqualTypeOf<RegistrationData>();
  });
});
