/**
 * Every option list of SPEC §3, defined once. Values are what we store; labels are what a member sees.
 * convex/schema.ts builds its validator unions from these arrays, and the web forms build their selects
 * from them, so a value can never exist on one side only.
 */

export type Option<V extends string = string> = { readonly value: V; readonly label: string };

export const GENDERS = ["Male", "Female"] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * Marital status. SPEC §3 labels the third option 'Spouse lost' and stores it as "Widowed" at
 * registration but as "Married" in profile edit. The two readings differ and the spec keeps both, so we do:
 * the registration list and the edit list below differ only in that value, and the stored union accepts both.
 */
export const MARITAL_STATUSES_REGISTRATION = ["Single", "Divorced", "Widowed"] as const;
export const MARITAL_STATUSES_EDIT = ["Single", "Divorced", "Married"] as const;
export const MARITAL_STATUSES = ["Single", "Divorced", "Widowed", "Married"] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export const MARITAL_STATUS_LABELS: Readonly<Record<MaritalStatus, string>> = {
  Single: "Single",
  Divorced: "Divorced",
  Widowed: "Spouse lost",
  Married: "Spouse lost",
};

export const RELIGIONS = ["Hindu", "Converted Christian"] as const;
export type Religion = (typeof RELIGIONS)[number];

export const COMPLEXIONS = ["Wheatish", "Fair", "White", "Red", "Brown", "Dark"] as const;
export type Complexion = (typeof COMPLEXIONS)[number];

export const CASTES = [
  "Gowda",
  "Srisayana",
  "Setti Balija",
  "Reddy",
  "Kamma",
  "Kapu",
  "Vysya (Vaishya)",
  "Mala",
  "Madiga",
] as const;
export type Caste = (typeof CASTES)[number];

export const RESIDENCE_TYPES = ["India", "NRI"] as const;
export type ResidenceType = (typeof RESIDENCE_TYPES)[number];

/** The 12 rashis (moon signs) by their Telugu names, with the Telugu script and the Western sign. */
export const RASHIS = [
  { value: "Mesham", telugu: "మేషం", sign: "Aries" },
  { value: "Vrushabham", telugu: "వృషభం", sign: "Taurus" },
  { value: "Mithunam", telugu: "మిథునం", sign: "Gemini" },
  { value: "Karkatakam", telugu: "కర్కాటకం", sign: "Cancer" },
  { value: "Simham", telugu: "సింహం", sign: "Leo" },
  { value: "Kanya", telugu: "కన్య", sign: "Virgo" },
  { value: "Thula", telugu: "తుల", sign: "Libra" },
  { value: "Vruschikam", telugu: "వృశ్చికం", sign: "Scorpio" },
  { value: "Dhanussu", telugu: "ధనుస్సు", sign: "Sagittarius" },
  { value: "Makaram", telugu: "మకరం", sign: "Capricorn" },
  { value: "Kumbham", telugu: "కుంభం", sign: "Aquarius" },
  { value: "Meenam", telugu: "మీనం", sign: "Pisces" },
] as const;
export const RASHI_VALUES = RASHIS.map((r) => r.value) as unknown as readonly [
  (typeof RASHIS)[number]["value"],
  ...(typeof RASHIS)[number]["value"][],
];
export type Rashi = (typeof RASHIS)[number]["value"];

/** The 27 nakshatrams in their usual Telugu spelling and script, in traditional order. */
export const NAKSHATRAMS = [
  { value: "Ashwini", telugu: "అశ్విని" },
  { value: "Bharani", telugu: "భరణి" },
  { value: "Krittika", telugu: "కృత్తిక" },
  { value: "Rohini", telugu: "రోహిణి" },
  { value: "Mrigasira", telugu: "మృగశిర" },
  { value: "Arudra", telugu: "ఆరుద్ర" },
  { value: "Punarvasu", telugu: "పునర్వసు" },
  { value: "Pushyami", telugu: "పుష్యమి" },
  { value: "Ashlesha", telugu: "ఆశ్లేష" },
  { value: "Makha", telugu: "మఖ" },
  { value: "Pubba", telugu: "పుబ్బ" },
  { value: "Uttara", telugu: "ఉత్తర" },
  { value: "Hasta", telugu: "హస్త" },
  { value: "Chitta", telugu: "చిత్త" },
  { value: "Swathi", telugu: "స్వాతి" },
  { value: "Visakha", telugu: "విశాఖ" },
  { value: "Anuradha", telugu: "అనూరాధ" },
  { value: "Jyeshta", telugu: "జ్యేష్ఠ" },
  { value: "Moola", telugu: "మూల" },
  { value: "Purvashada", telugu: "పూర్వాషాఢ" },
  { value: "Uttarashada", telugu: "ఉత్తరాషాఢ" },
  { value: "Sravanam", telugu: "శ్రవణం" },
  { value: "Dhanishta", telugu: "ధనిష్ఠ" },
  { value: "Satabhisham", telugu: "శతభిషం" },
  { value: "Purvabhadra", telugu: "పూర్వాభాద్ర" },
  { value: "Uttarabhadra", telugu: "ఉత్తరాభాద్ర" },
  { value: "Revathi", telugu: "రేవతి" },
] as const;
export const NAKSHATRAM_VALUES = NAKSHATRAMS.map((n) => n.value) as unknown as readonly [
  (typeof NAKSHATRAMS)[number]["value"],
  ...(typeof NAKSHATRAMS)[number]["value"][],
];
export type Nakshatram = (typeof NAKSHATRAMS)[number]["value"];

/**
 * The pada (quarter, 1-4) of the nakshatram, stored as text like every option; absent means "Don't know".
 * With the nakshatram it fixes the rashi for the nine stars that straddle two (rules/horoscope rashiOf).
 */
export const NAKSHATRA_PADAS = ["1", "2", "3", "4"] as const;
export type NakshatraPada = (typeof NAKSHATRA_PADAS)[number];
export const NAKSHATRA_PADA_LABELS: Readonly<Record<NakshatraPada, string>> = {
  "1": "Pada 1",
  "2": "Pada 2",
  "3": "Pada 3",
  "4": "Pada 4",
};

/** Kuja (Mars) dosham, as the member declares it; we never compute it (it needs the full birth chart). */
export const KUJA_DOSHAM_VALUES = ["Yes", "No", "Don't know"] as const;
export type KujaDosham = (typeof KUJA_DOSHAM_VALUES)[number];

/** Heights as stored text, e.g. `5'6"`, in inch steps from `from` to `to` inclusive (both in inches). */
function heightRange(from: number, to: number): string[] {
  const out: string[] = [];
  for (let inches = from; inches <= to; inches++) out.push(formatHeight(inches));
  return out;
}
export function formatHeight(totalInches: number): string {
  return `${String(Math.floor(totalInches / 12))}'${String(totalInches % 12)}"`;
}
/** Inches of a stored height text, or null when it is not one. */
export function parseHeight(text: string): number | null {
  const m = /^(\d)'(\d{1,2})"$/.exec(text.trim());
  if (!m) return null;
  const inches = Number(m[2]);
  return inches < 12 ? Number(m[1]) * 12 + inches : null;
}
/** Registration offers 4'6" to 6'11" (SPEC §3). */
export const HEIGHTS_REGISTRATION: readonly string[] = heightRange(4 * 12 + 6, 6 * 12 + 11);
/** Profile edit offers 4'0" to 6'6" (SPEC §3); the two lists differ and both are kept. */
export const HEIGHTS_EDIT: readonly string[] = heightRange(4 * 12, 6 * 12 + 6);
/** Every height either list can produce: what the server accepts. */
export const HEIGHTS_ALL: readonly string[] = heightRange(4 * 12, 6 * 12 + 11);

export const FINANCIAL_STATUSES = ["Middle Class", "Upper Class", "Lower Class", "High Class"] as const;
export type FinancialStatus = (typeof FINANCIAL_STATUSES)[number];

export const NATIVE_STATES = ["Andhra Pradesh", "Telangana", "Other"] as const;
export type NativeState = (typeof NATIVE_STATES)[number];

/**
 * Districts of Andhra Pradesh: the 26 districts after the reorganisation notified by the Government of
 * Andhra Pradesh on 3 April 2022 (in force from 4 April 2022). The spec counts 25; the official list has 26.
 * Districts proposed after that date are not listed until their notification is confirmed here.
 */
export const ANDHRA_PRADESH_DISTRICTS = [
  "Alluri Sitharama Raju",
  "Anakapalli",
  "Ananthapuramu",
  "Annamayya",
  "Bapatla",
  "Chittoor",
  "Dr. B.R. Ambedkar Konaseema",
  "East Godavari",
  "Eluru",
  "Guntur",
  "Kakinada",
  "Krishna",
  "Kurnool",
  "Nandyal",
  "NTR",
  "Palnadu",
  "Parvathipuram Manyam",
  "Prakasam",
  "Sri Potti Sriramulu Nellore",
  "Sri Sathya Sai",
  "Srikakulam",
  "Tirupati",
  "Visakhapatnam",
  "Vizianagaram",
  "West Godavari",
  "YSR Kadapa",
] as const;

/**
 * Districts of Telangana: the 33 districts since Mulugu and Narayanpet were formed on 17 February 2019,
 * with Warangal Urban and Warangal Rural as renamed in August 2021 (Hanumakonda and Warangal).
 * The spec's count of 33 agrees.
 */
export const TELANGANA_DISTRICTS = [
  "Adilabad",
  "Bhadradri Kothagudem",
  "Hanumakonda",
  "Hyderabad",
  "Jagtial",
  "Jangaon",
  "Jayashankar Bhupalpally",
  "Jogulamba Gadwal",
  "Kamareddy",
  "Karimnagar",
  "Khammam",
  "Kumuram Bheem Asifabad",
  "Mahabubabad",
  "Mahabubnagar",
  "Mancherial",
  "Medak",
  "Medchal-Malkajgiri",
  "Mulugu",
  "Nagarkurnool",
  "Nalgonda",
  "Narayanpet",
  "Nirmal",
  "Nizamabad",
  "Peddapalli",
  "Rajanna Sircilla",
  "Ranga Reddy",
  "Sangareddy",
  "Siddipet",
  "Suryapet",
  "Vikarabad",
  "Wanaparthy",
  "Warangal",
  "Yadadri Bhuvanagiri",
] as const;

/** District lists by native state; "Other" has free-text state and district. */
export const DISTRICTS_BY_STATE: Readonly<Record<Exclude<NativeState, "Other">, readonly string[]>> = {
  "Andhra Pradesh": ANDHRA_PRADESH_DISTRICTS,
  Telangana: TELANGANA_DISTRICTS,
};

export const NRI_COUNTRIES = [
  "Australia",
  "USA",
  "Canada",
  "UK",
  "UAE",
  "Singapore",
  "Saudi Arabia",
  "New Zealand",
  "Malaysia",
  "Germany",
  "South Africa",
  "Qatar",
  "Kuwait",
  "France",
  "Netherlands",
  "Sweden",
  "Switzerland",
  "Italy",
  "Japan",
  "South Korea",
  "Other",
] as const;
export type NriCountry = (typeof NRI_COUNTRIES)[number];

/** About 26 professions (SPEC §3 does not name them) plus Other, which asks for otherProfession. */
export const PROFESSIONS = [
  "Software Engineer",
  "Doctor",
  "Engineer (Non-IT)",
  "Teacher",
  "Lecturer / Professor",
  "Lawyer",
  "Chartered Accountant",
  "Accountant",
  "Banker",
  "Government Employee",
  "Civil Services (IAS / IPS)",
  "Police",
  "Defence Services",
  "Nurse",
  "Pharmacist",
  "Scientist / Researcher",
  "Architect",
  "Manager",
  "Sales / Marketing",
  "Business Owner",
  "Real Estate",
  "Farmer / Agriculture",
  "Designer",
  "Pilot",
  "Media / Journalist",
  "Student",
  "Other",
] as const;
export type Profession = (typeof PROFESSIONS)[number];
export const OTHER_PROFESSION: Profession = "Other";

export const PROFESSION_SECTORS = ["Government", "Private", "Business", "Not Working"] as const;
export type ProfessionSector = (typeof PROFESSION_SECTORS)[number];
/** The partner-preference sector list adds All (SPEC §3); All or empty matches any sector (SPEC §7). */
export const PARTNER_PROFESSION_SECTORS = ["All", ...PROFESSION_SECTORS] as const;
export type PartnerProfessionSector = (typeof PARTNER_PROFESSION_SECTORS)[number];

export const PARTNER_PREFERENCE_TYPES = ["NRI", "India"] as const;
export type PartnerPreferenceType = (typeof PARTNER_PREFERENCE_TYPES)[number];

export const PARTNER_STATES = ["Andhra Pradesh", "Telangana"] as const;
export type PartnerState = (typeof PARTNER_STATES)[number];

/**
 * Who filled in the profile (docs/parents.md). Registration stores "Self" when the member does not
 * choose; profiles made before the field existed have none ("not stated"), since nobody asked them.
 */
export const PROFILE_CREATORS = ["Self", "Parent", "Sibling", "Relative", "Friend"] as const;
export type ProfileCreator = (typeof PROFILE_CREATORS)[number];

/** How the optional contact person (shown with a revealed number) is related to the member. */
export const CONTACT_RELATIONS = [
  "Father",
  "Mother",
  "Brother",
  "Sister",
  "Uncle",
  "Aunt",
  "Grandparent",
  "Guardian",
  "Other",
] as const;
export type ContactRelation = (typeof CONTACT_RELATIONS)[number];

/** Turn a list of values into select options with the value as its own label. */
export function toOptions<V extends string>(values: readonly V[], labels?: Partial<Record<V, string>>): Option<V>[] {
  return values.map((value) => ({ value, label: labels?.[value] ?? value }));
}

/**
 * About the family and way of life, beyond SPEC §3 (docs/data-model.md): all optional, edited on the
 * profile page after registration, so the spec's registration steps stay as they are.
 */
export const FAMILY_TYPES = ["Joint", "Nuclear"] as const;
export type FamilyType = (typeof FAMILY_TYPES)[number];

export const FAMILY_VALUES = ["Traditional", "Moderate", "Liberal"] as const;
export type FamilyValues = (typeof FAMILY_VALUES)[number];

export const DIETS = ["Vegetarian", "Eggetarian", "Non-vegetarian"] as const;
export type Diet = (typeof DIETS)[number];

/** Smoking and drinking, as the member declares them. */
export const HABITS = ["No", "Occasionally", "Yes"] as const;
export type Habit = (typeof HABITS)[number];

/**
 * Sub-castes suggested for a caste on the profile page: free text, so a member may write any; the lists
 * hold only widely used names and say nothing about a caste they leave out.
 */
export const SUB_CASTE_SUGGESTIONS: Readonly<Partial<Record<Caste, readonly string[]>>> = {
  "Vysya (Vaishya)": ["Arya Vysya", "Kalinga Vysya"],
  Reddy: ["Pakanati Reddy", "Motati Reddy", "Panta Reddy"],
  Kapu: ["Telaga", "Ontari", "Turupu Kapu"],
  Gowda: ["Idiga", "Gamalla"],
};
