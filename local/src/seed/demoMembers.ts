/**
 * Realistic demo members for local mode, generated deterministically (the same seed gives the same people),
 * spread across genders, castes, religions, native states and districts, NRI countries, professions,
 * statuses and plans. Every form passes the same shared schema the registration wizard uses.
 */
import {
  ANDHRA_PRADESH_DISTRICTS,
  COMPLEXIONS,
  FINANCIAL_STATUSES,
  HEIGHTS_REGISTRATION,
  KUJA_DOSHAM_VALUES,
  NAKSHATRA_PADAS,
  NAKSHATRAM_VALUES,
  NRI_COUNTRIES,
  PARTNER_STATES,
  PROFESSIONS,
  RASHI_VALUES,
  TELANGANA_DISTRICTS,
  type Caste,
  type Gender,
  type Nakshatram,
} from "@matrimony/shared/options";
import { padaOf, rashiOf, rashisOfStar } from "@matrimony/shared/rules/horoscope/index";
import type { ProfileStatus } from "@matrimony/shared/rules/status";
import { seededRandom } from "@matrimony/shared/seededRandom";

export type DemoMember = {
  email: string;
  /** What the wizard submits to `members.register` (the password goes to the identity, not here). */
  form: Record<string, string | number | boolean>;
  status: ProfileStatus;
  /** Days of Premium left (negative: expired that many days ago); null for never Premium. */
  premiumDaysLeft: number | null;
  /** How many days ago the member registered. */
  registeredDaysAgo: number;
  /** Hue of the generated portrait placeholder. */
  portraitHue: number;
};

const MALE_NAMES = [
  "Ravi",
  "Srinivas",
  "Venkatesh",
  "Suresh",
  "Mahesh",
  "Praveen",
  "Kiran",
  "Naveen",
  "Sai Kumar",
  "Prasad",
  "Anil",
  "Rajesh",
  "Vamsi",
  "Karthik",
  "Harish",
  "Chaitanya",
  "Teja",
  "Srikanth",
  "Pavan",
  "Arjun",
  "Vijay",
  "Rahul",
  "Siddharth",
  "Abhishek",
  "Manoj",
  "Ganesh",
  "Bharath",
  "Sandeep",
  "Nikhil",
  "Aditya",
];
const FEMALE_NAMES = [
  "Lakshmi",
  "Sravani",
  "Divya",
  "Swathi",
  "Keerthi",
  "Anusha",
  "Harika",
  "Sirisha",
  "Bhavana",
  "Madhavi",
  "Sowmya",
  "Priyanka",
  "Deepika",
  "Ramya",
  "Spandana",
  "Mounika",
  "Sindhu",
  "Pavani",
  "Kavya",
  "Sneha",
  "Niharika",
  "Tejaswi",
  "Aishwarya",
  "Manasa",
  "Vaishnavi",
  "Haritha",
  "Sahithi",
  "Likhitha",
  "Pooja",
  "Anjali",
];
/** Family names as they are common within each community (a name never decides anything here). */
const SURNAMES: Record<Caste, readonly string[]> = {
  Gowda: ["Gowda", "Nagaraju", "Ramagowda"],
  Srisayana: ["Srisayana", "Kothapalli", "Pentapati"],
  "Setti Balija": ["Setty", "Balija", "Dasari"],
  Reddy: ["Reddy", "Kasireddy", "Bommireddy"],
  Kamma: ["Chowdary", "Nallapati", "Vemuri", "Gorantla"],
  Kapu: ["Naidu", "Chiranjeevi", "Kandula"],
  "Vysya (Vaishya)": ["Gupta", "Setti", "Kota"],
  Mala: ["Chinnam", "Bathula", "Pallapu"],
  Madiga: ["Dandu", "Gaddam", "Yelamanchili"],
};
const EDUCATION = [
  "B.Tech",
  "M.Tech",
  "MBBS",
  "MBA",
  "B.Com",
  "M.Sc",
  "B.Sc",
  "MCA",
  "B.Pharm",
  "M.Pharm",
  "BDS",
  "CA",
  "LLB",
  "B.Ed",
  "M.A.",
  "Ph.D.",
];
const COLLEGES = [
  "JNTU Hyderabad",
  "Andhra University",
  "Osmania University",
  "Sri Venkateswara University",
  "IIT Hyderabad",
  "NIT Warangal",
  "Acharya Nagarjuna University",
  "Kakatiya University",
  "Andhra Medical College",
  "Gandhi Medical College",
];
const COMPANIES = [
  "TCS",
  "Infosys",
  "Wipro",
  "Deloitte",
  "Amazon",
  "Microsoft",
  "HCL",
  "Cognizant",
  "Apollo Hospitals",
  "State Bank of India",
  "Government of Telangana",
  "Government of Andhra Pradesh",
  "Family business",
];
const INDIA_CITIES = [
  "Hyderabad",
  "Vijayawada",
  "Visakhapatnam",
  "Guntur",
  "Tirupati",
  "Warangal",
  "Nellore",
  "Kurnool",
  "Bengaluru",
  "Chennai",
  "Pune",
];
const NRI_CITIES: Record<string, string> = {
  USA: "Dallas",
  Canada: "Toronto",
  UK: "London",
  Australia: "Sydney",
  UAE: "Dubai",
  Singapore: "Singapore",
  Germany: "Munich",
  "New Zealand": "Auckland",
  Qatar: "Doha",
  Kuwait: "Kuwait City",
  Malaysia: "Kuala Lumpur",
};
const FATHER_PROFESSIONS = [
  "Farmer",
  "Retired teacher",
  "Businessman",
  "Government employee",
  "Retired bank manager",
  "Doctor",
];
const MOTHER_PROFESSIONS = ["Homemaker", "Teacher", "Government employee", "Tailoring business", "Nurse"];

/** Castes weighted roughly as members of the listed communities would sign up. */
const CASTE_WEIGHTS: readonly [Caste, number][] = [
  ["Kamma", 22],
  ["Reddy", 20],
  ["Kapu", 14],
  ["Gowda", 12],
  ["Setti Balija", 8],
  ["Vysya (Vaishya)", 8],
  ["Srisayana", 6],
  ["Mala", 5],
  ["Madiga", 5],
];

type Pick = <T>(list: readonly T[]) => T;

function weighted<T>(random: () => number, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [value, w] of entries) {
    r -= w;
    if (r < 0) return value;
  }
  const last = entries[entries.length - 1];
  if (!last) throw new Error("weighted: no entries");
  return last[0];
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z]+/g, "");
}

/** A date of birth between `minAge` and `maxAge` years before `now`, as DD/MM/YYYY. */
function dateOfBirth(random: () => number, now: Date, minAge: number, maxAge: number): string {
  const year = now.getUTCFullYear() - minAge - 1 - Math.floor(random() * (maxAge - minAge));
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  return `${pad(day)}/${pad(month)}/${year}`;
}

function indianMobile(random: () => number): string {
  let digits = String(6 + Math.floor(random() * 4));
  for (let i = 0; i < 9; i++) digits += String(Math.floor(random() * 10));
  return `${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** Spellings of one gotram as families write them, so "exclude same gotram" meets Kasyapa and Kashyap as one. */
const GOTRAM_SPELLINGS: Record<string, readonly string[]> = {
  Kasyapa: ["Kasyapa", "Kashyapa", "Kashyap"],
  Bharadwaja: ["Bharadwaja", "Bharadwaj"],
  Kaundinya: ["Kaundinya", "Koundinya"],
};

/**
 * Pada, kuja dosham, a rashi that agrees with the star, and the gotram's spelling, drawn from a random source
 * of their own so the rest of each demo member (and so every test built on them) stays as it was.
 */
function horoscopeDetails(seed: number, index: number, nakshatram: Nakshatram, gotram: string): Record<string, string> {
  const random = seededRandom(seed * 7919 + index);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const pada = random() < 0.8 ? pick(NAKSHATRA_PADAS) : "";
  const rashi = pada === "" ? pick(rashisOfStar(nakshatram)) : rashiOf(nakshatram, padaOf(pada));
  const kuja = weighted(random, [
    [KUJA_DOSHAM_VALUES[1], 60],
    [KUJA_DOSHAM_VALUES[0], 15],
    [KUJA_DOSHAM_VALUES[2], 15],
    ["", 10],
  ] as const);
  return {
    nakshatraPada: pada,
    rashi: rashi ?? "",
    kujaDosham: kuja,
    gotram: pick(GOTRAM_SPELLINGS[gotram] ?? [gotram]),
  };
}

/** One member; `bias` fixes attributes so the named demo accounts are sure to have matches. */
function member(
  random: () => number,
  seed: number,
  index: number,
  now: Date,
  bias: Partial<Record<"gender" | "caste" | "religion" | "state" | "partnerPreferenceType", string>> = {},
): DemoMember {
  const pick: Pick = (list) => {
    const value = list[Math.floor(random() * list.length)];
    if (value === undefined) throw new Error("pick from an empty list");
    return value;
  };
  const gender = (bias.gender ?? (random() < 0.5 ? "Male" : "Female")) as Gender;
  const caste = (bias.caste ?? weighted(random, CASTE_WEIGHTS)) as Caste;
  const religion = bias.religion ?? (random() < 0.9 ? "Hindu" : "Converted Christian");
  const first = pick(gender === "Male" ? MALE_NAMES : FEMALE_NAMES);
  const surname = pick(SURNAMES[caste]);
  const fullName = `${first} ${surname}`;
  const nri = bias.partnerPreferenceType === undefined && random() < 0.18;
  const country = nri ? pick(NRI_COUNTRIES.filter((c) => c !== "Other")) : undefined;
  const state =
    bias.state ??
    weighted(random, [
      ["Andhra Pradesh", 48],
      ["Telangana", 44],
      ["Other", 8],
    ] as const);
  const district =
    state === "Andhra Pradesh"
      ? pick(ANDHRA_PRADESH_DISTRICTS)
      : state === "Telangana"
        ? pick(TELANGANA_DISTRICTS)
        : undefined;
  const profession = pick(PROFESSIONS);
  const sector =
    profession === "Student"
      ? "Not Working"
      : profession === "Business Owner"
        ? "Business"
        : profession === "Government Employee" || profession === "Civil Services (IAS / IPS)" || profession === "Police"
          ? "Government"
          : random() < 0.75
            ? "Private"
            : "Government";
  const preference =
    bias.partnerPreferenceType ??
    weighted(random, [
      ["India", 60],
      ["NRI", 20],
      ["", 20],
    ] as const);
  const heightPool = gender === "Male" ? HEIGHTS_REGISTRATION.slice(12, 32) : HEIGHTS_REGISTRATION.slice(2, 20);
  const email = `${slug(first)}.${slug(surname)}.${index}@demo.matrimony.local`;
  const place = nri && country ? (NRI_CITIES[country] ?? country) : pick(INDIA_CITIES);

  const form: Record<string, string | number | boolean> = {
    email,
    residenceType: nri ? "NRI" : "India",
    fullName,
    gender,
    maritalStatus: random() < 0.9 ? "Single" : random() < 0.6 ? "Divorced" : "Widowed",
    dateOfBirth: dateOfBirth(random, now, gender === "Male" ? 23 : 20, gender === "Male" ? 38 : 34),
    timeOfBirth: `${pad(1 + Math.floor(random() * 12))}:${pad(Math.floor(random() * 60))} ${random() < 0.5 ? "AM" : "PM"}`,
    rashi: pick(RASHI_VALUES),
    nakshatram: pick(NAKSHATRAM_VALUES),
    gotram: pick(["Kasyapa", "Bharadwaja", "Vasishta", "Kaundinya", "Srivatsa", "Atreya"]),
    birthPlace: pick(INDIA_CITIES),
    height: pick(heightPool),
    complexion: pick(COMPLEXIONS),
    caste,
    religion,
    mobileNumber: indianMobile(random),
    fatherName: `${pick(MALE_NAMES)} ${surname}`,
    fatherProfession: pick(FATHER_PROFESSIONS),
    motherName: pick(FEMALE_NAMES),
    motherProfession: pick(MOTHER_PROFESSIONS),
    numberOfBrothers: Math.floor(random() * 3),
    numberOfSisters: Math.floor(random() * 3),
    state,
    place,
    presentResidence: place,
    financialStatus: weighted(
      random,
      FINANCIAL_STATUSES.map((f, i) => [f, [50, 25, 10, 15][i] ?? 10] as const),
    ),
    education: pick(EDUCATION),
    collegeName: pick(COLLEGES),
    profession,
    professionSector: sector,
    companyName: sector === "Not Working" ? "" : pick(COMPANIES),
    workingPlace: place,
    income: sector === "Not Working" ? "" : `${4 + Math.floor(random() * 36)} LPA`,
    partnerprofessionSector: random() < 0.65 ? "All" : pick(["Government", "Private", "Business"]),
    acceptedTerms: true,
  };
  Object.assign(form, horoscopeDetails(seed, index, form.nakshatram as Nakshatram, String(form.gotram)));
  if (country) form.country = country;
  if (district) form.nativePlaceDistrict = district;
  if (state === "Other") form.nativeStateOther = pick(["Karnataka", "Tamil Nadu", "Maharashtra", "Odisha"]);
  if (profession === "Other") form.otherProfession = pick(["Chef", "Photographer", "Social worker"]);
  if (preference !== "") form.partnerPreferenceType = preference;
  if (preference === "NRI") form.nriCountry = pick(["USA", "UK", "Australia", "Canada"]);
  if (preference !== "NRI") form.partnerstate = pick(PARTNER_STATES);
  if (random() < 0.3) form.altMobileNumber = indianMobile(random);

  const status = weighted(random, [
    ["approved", 80],
    ["pending", 12],
    ["rejected", 4],
    ["suspended", 4],
  ] as const);
  const premium = status === "approved" && random() < 0.22;
  return {
    email,
    form,
    status,
    premiumDaysLeft: premium ? (random() < 0.15 ? -Math.ceil(random() * 30) : Math.ceil(random() * 360)) : null,
    registeredDaysAgo: Math.floor(random() * 120),
    portraitHue: Math.floor(random() * 360),
  };
}

/**
 * `count` demo members. The first few dozen are women of the community the named demo groom looks for
 * (Kamma, Hindu, India, Andhra Pradesh) and men the named demo bride looks for, so both demo accounts
 * open onto a full matches page.
 */
export function demoMembers(count: number, seed = 2026, now = new Date()): DemoMember[] {
  const random = seededRandom(seed);
  const out: DemoMember[] = [];
  for (let i = 0; i < count; i++) {
    const bias =
      i < 24
        ? {
            gender: "Female",
            caste: "Kamma",
            religion: "Hindu",
            state: "Andhra Pradesh",
            partnerPreferenceType: "India",
          }
        : i < 48
          ? { gender: "Male", caste: "Reddy", religion: "Hindu", state: "Telangana", partnerPreferenceType: "India" }
          : {};
    const m = member(random, seed, i + 1, now, bias);
    if (i < 48 && m.status !== "approved") m.status = i % 6 === 0 ? "pending" : "approved";
    out.push(m);
  }
  return out;
}
