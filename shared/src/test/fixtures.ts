/** Valid form answers for the schema tests (not exported from the package index). */

/** 00:00 on 21 Nov 2025 in India, the "today" of the age tests. */
export const TODAY_MS = Date.UTC(2025, 10, 21) - 330 * 60 * 1000;

export const validStep1 = {
  email: "Ravi.Kumar@Example.com ",
  password: "secret1",
  fullName: " Ravi Kumar ",
  residenceType: "India",
  caste: "Gowda",
  religion: "Hindu",
  mobileNumber: "098765 43210",
  height: `5'8"`,
  maritalStatus: "Single",
  dateOfBirth: "15/06/1995",
  gender: "Male",
  country: "",
  otherCountry: "",
  timeOfBirth: "",
  rashi: "Simham",
  nakshatram: "",
  gotram: " Kashyapa ",
  birthPlace: "",
  complexion: "Fair",
};

export const validStep2 = {
  fatherName: "Suresh Kumar",
  fatherProfession: "Farmer",
  fatherDesignation: "",
  motherName: "Lakshmi",
  motherSurname: "",
  motherProfession: "",
  altMobileNumber: "",
  numberOfBrothers: "1",
  numberOfSisters: 2,
  state: "Telangana",
  nativePlaceDistrict: "Hyderabad",
  nativeStateOther: "",
  place: "Kukatpally",
  presentResidence: "Hyderabad",
  financialStatus: "Middle Class",
};

export const validStep3 = {
  education: "B.Tech",
  collegeName: "JNTU",
  profession: "Software Engineer",
  otherProfession: "",
  professionSector: "Private",
  companyName: "",
  workingPlace: "Hyderabad",
  income: "12 LPA",
};

export const validStep4 = {
  partnerPreferenceType: "India",
  nriCountry: "",
  partnerstate: "Telangana",
  partnerprofessionSector: "All",
};

const { password: _password, ...step1WithoutPassword } = validStep1;

/** What the browser sends to members.register. */
export const validRegistration = {
  ...step1WithoutPassword,
  ...validStep2,
  ...validStep3,
  ...validStep4,
  acceptedTerms: true,
};

const { email: _email, gender: _gender, ...editablePersonal } = step1WithoutPassword;

/** What the profile edit page sends to members.update. */
export const validProfileEdit = { ...editablePersonal, ...validStep2, ...validStep3 };
