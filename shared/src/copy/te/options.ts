/**
 * Telugu labels for every option list of `shared/src/options.ts`. Stored values never change with the
 * language: each map goes from the stored (English) value to what a Telugu reader sees in a select or on a
 * profile. District names follow the Telugu spelling the state and district government sites use; caste
 * names are as the communities write them; rashis and nakshatrams reuse the Telugu script kept in options.ts.
 * A native speaker reviews the terms through docs/telugu-glossary.md.
 */
import {
  ANDHRA_PRADESH_DISTRICTS,
  NAKSHATRAMS,
  RASHIS,
  TELANGANA_DISTRICTS,
  type Caste,
  type ContactRelation,
  type Complexion,
  type Diet,
  type FamilyType,
  type FamilyValues,
  type Habit,
  type FinancialStatus,
  type Gender,
  type MaritalStatus,
  type KujaDosham,
  type Nakshatram,
  type NakshatraPada,
  type NativeState,
  type NriCountry,
  type PartnerPreferenceType,
  type PartnerProfessionSector,
  type PartnerState,
  type Profession,
  type ProfessionSector,
  type ProfileCreator,
  type Rashi,
  type Religion,
  type ResidenceType,
} from "../../options";

export type AndhraPradeshDistrict = (typeof ANDHRA_PRADESH_DISTRICTS)[number];
export type TelanganaDistrict = (typeof TELANGANA_DISTRICTS)[number];
export type District = AndhraPradeshDistrict | TelanganaDistrict;

type Labels<V extends string> = Readonly<Record<V, string>>;

/** A value-to-Telugu map from the lists that already carry their Telugu script (rashis, nakshatrams). */
function teluguByValue<V extends string>(items: readonly { readonly value: V; readonly telugu: string }[]): Labels<V> {
  // fromEntries types its result as string-keyed; the items cover V exactly (options.test checks every value).
  return Object.fromEntries(items.map((item) => [item.value, item.telugu])) as Record<V, string>;
}

export const genderLabelsTe: Labels<Gender> = {
  Male: "పురుషుడు",
  Female: "స్త్రీ",
};

/**
 * 'Spouse lost' covers both stored readings of the third option (Widowed at registration, Married in
 * profile edit; see MARITAL_STATUS_LABELS), so both carry the same Telugu label, as they do in English.
 */
export const maritalStatusLabelsTe: Labels<MaritalStatus> = {
  Single: "పెళ్లి కానివారు",
  Divorced: "విడాకులు పొందినవారు",
  Widowed: "జీవిత భాగస్వామిని కోల్పోయినవారు",
  Married: "జీవిత భాగస్వామిని కోల్పోయినవారు",
};

export const religionLabelsTe: Labels<Religion> = {
  Hindu: "హిందూ",
  "Converted Christian": "క్రైస్తవ (మతం మారినవారు)",
};

export const complexionLabelsTe: Labels<Complexion> = {
  Wheatish: "చామనఛాయ",
  Fair: "తెలుపు",
  White: "బాగా తెలుపు",
  Red: "ఎరుపు",
  Brown: "గోధుమ ఛాయ",
  Dark: "నలుపు",
};

export const casteLabelsTe: Labels<Caste> = {
  Gowda: "గౌడ",
  Srisayana: "శ్రీశయన",
  "Setti Balija": "శెట్టి బలిజ",
  Reddy: "రెడ్డి",
  Kamma: "కమ్మ",
  Kapu: "కాపు",
  "Vysya (Vaishya)": "వైశ్య",
  Mala: "మాల",
  Madiga: "మాదిగ",
};

export const residenceTypeLabelsTe: Labels<ResidenceType> = {
  India: "భారతదేశం",
  NRI: "ఎన్నారై (విదేశాల్లో)",
};

export const rashiLabelsTe: Labels<Rashi> = teluguByValue(RASHIS);

export const nakshatramLabelsTe: Labels<Nakshatram> = teluguByValue(NAKSHATRAMS);

export const financialStatusLabelsTe: Labels<FinancialStatus> = {
  "Middle Class": "మధ్యతరగతి",
  "Upper Class": "ఎగువ తరగతి",
  "Lower Class": "దిగువ తరగతి",
  "High Class": "సంపన్న తరగతి",
};

export const nativeStateLabelsTe: Labels<NativeState> = {
  "Andhra Pradesh": "ఆంధ్రప్రదేశ్",
  Telangana: "తెలంగాణ",
  Other: "ఇతర రాష్ట్రం",
};

export const partnerStateLabelsTe: Labels<PartnerState> = {
  "Andhra Pradesh": nativeStateLabelsTe["Andhra Pradesh"],
  Telangana: nativeStateLabelsTe.Telangana,
};

/** The 26 districts of Andhra Pradesh (2022), as the state writes them in Telugu. */
export const andhraPradeshDistrictLabelsTe: Labels<AndhraPradeshDistrict> = {
  "Alluri Sitharama Raju": "అల్లూరి సీతారామరాజు",
  Anakapalli: "అనకాపల్లి",
  Ananthapuramu: "అనంతపురం",
  Annamayya: "అన్నమయ్య",
  Bapatla: "బాపట్ల",
  Chittoor: "చిత్తూరు",
  "Dr. B.R. Ambedkar Konaseema": "డా. బి.ఆర్. అంబేద్కర్ కోనసీమ",
  "East Godavari": "తూర్పు గోదావరి",
  Eluru: "ఏలూరు",
  Guntur: "గుంటూరు",
  Kakinada: "కాకినాడ",
  Krishna: "కృష్ణా",
  Kurnool: "కర్నూలు",
  Nandyal: "నంద్యాల",
  NTR: "ఎన్టీఆర్",
  Palnadu: "పల్నాడు",
  "Parvathipuram Manyam": "పార్వతీపురం మన్యం",
  Prakasam: "ప్రకాశం",
  "Sri Potti Sriramulu Nellore": "శ్రీ పొట్టి శ్రీరాములు నెల్లూరు",
  "Sri Sathya Sai": "శ్రీ సత్యసాయి",
  Srikakulam: "శ్రీకాకుళం",
  Tirupati: "తిరుపతి",
  Visakhapatnam: "విశాఖపట్నం",
  Vizianagaram: "విజయనగరం",
  "West Godavari": "పశ్చిమ గోదావరి",
  "YSR Kadapa": "వైఎస్ఆర్ కడప",
};

/** The 33 districts of Telangana, as the state writes them in Telugu. */
export const telanganaDistrictLabelsTe: Labels<TelanganaDistrict> = {
  Adilabad: "ఆదిలాబాద్",
  "Bhadradri Kothagudem": "భద్రాద్రి కొత్తగూడెం",
  Hanumakonda: "హనుమకొండ",
  Hyderabad: "హైదరాబాద్",
  Jagtial: "జగిత్యాల",
  Jangaon: "జనగామ",
  "Jayashankar Bhupalpally": "జయశంకర్ భూపాలపల్లి",
  "Jogulamba Gadwal": "జోగులాంబ గద్వాల",
  Kamareddy: "కామారెడ్డి",
  Karimnagar: "కరీంనగర్",
  Khammam: "ఖమ్మం",
  "Kumuram Bheem Asifabad": "కుమురం భీమ్ ఆసిఫాబాద్",
  Mahabubabad: "మహబూబాబాద్",
  Mahabubnagar: "మహబూబ్‌నగర్",
  Mancherial: "మంచిర్యాల",
  Medak: "మెదక్",
  "Medchal-Malkajgiri": "మేడ్చల్-మల్కాజిగిరి",
  Mulugu: "ములుగు",
  Nagarkurnool: "నాగర్‌కర్నూల్",
  Nalgonda: "నల్లగొండ",
  Narayanpet: "నారాయణపేట",
  Nirmal: "నిర్మల్",
  Nizamabad: "నిజామాబాద్",
  Peddapalli: "పెద్దపల్లి",
  "Rajanna Sircilla": "రాజన్న సిరిసిల్ల",
  "Ranga Reddy": "రంగారెడ్డి",
  Sangareddy: "సంగారెడ్డి",
  Siddipet: "సిద్దిపేట",
  Suryapet: "సూర్యాపేట",
  Vikarabad: "వికారాబాద్",
  Wanaparthy: "వనపర్తి",
  Warangal: "వరంగల్",
  "Yadadri Bhuvanagiri": "యాదాద్రి భువనగిరి",
};

/** Every district of both states, for showing a stored district whatever its state. */
export const districtLabelsTe: Labels<District> = { ...andhraPradeshDistrictLabelsTe, ...telanganaDistrictLabelsTe };

/** Country names as Telugu newspapers write them, in Telugu script only; families say అమెరికా for the USA. */
export const nriCountryLabelsTe: Labels<NriCountry> = {
  Australia: "ఆస్ట్రేలియా",
  USA: "అమెరికా",
  Canada: "కెనడా",
  UK: "యునైటెడ్ కింగ్‌డమ్ (యూకే)",
  UAE: "యూఏఈ",
  Singapore: "సింగపూర్",
  "Saudi Arabia": "సౌదీ అరేబియా",
  "New Zealand": "న్యూజిలాండ్",
  Malaysia: "మలేషియా",
  Germany: "జర్మనీ",
  "South Africa": "దక్షిణాఫ్రికా",
  Qatar: "ఖతార్",
  Kuwait: "కువైట్",
  France: "ఫ్రాన్స్",
  Netherlands: "నెదర్లాండ్స్",
  Sweden: "స్వీడన్",
  Switzerland: "స్విట్జర్లాండ్",
  Italy: "ఇటలీ",
  Japan: "జపాన్",
  "South Korea": "దక్షిణ కొరియా",
  Other: "ఇతర దేశం",
};

/** Job titles Telugu families say in English keep their English word in Telugu script. */
export const professionLabelsTe: Labels<Profession> = {
  "Software Engineer": "సాఫ్ట్‌వేర్ ఇంజనీర్",
  Doctor: "డాక్టర్",
  "Engineer (Non-IT)": "ఇంజనీర్ (ఐటీ కాకుండా)",
  Teacher: "ఉపాధ్యాయులు (టీచర్)",
  "Lecturer / Professor": "లెక్చరర్ / ప్రొఫెసర్",
  Lawyer: "న్యాయవాది (లాయర్)",
  "Chartered Accountant": "చార్టర్డ్ అకౌంటెంట్ (సీఏ)",
  Accountant: "అకౌంటెంట్",
  Banker: "బ్యాంక్ ఉద్యోగి",
  "Government Employee": "ప్రభుత్వ ఉద్యోగి",
  "Civil Services (IAS / IPS)": "సివిల్ సర్వీసెస్ (ఐఏఎస్ / ఐపీఎస్)",
  Police: "పోలీస్",
  "Defence Services": "రక్షణ దళాలు (ఆర్మీ, నేవీ, ఎయిర్ ఫోర్స్)",
  Nurse: "నర్సు",
  Pharmacist: "ఫార్మసిస్ట్",
  "Scientist / Researcher": "శాస్త్రవేత్త / పరిశోధకులు",
  Architect: "ఆర్కిటెక్ట్",
  Manager: "మేనేజర్",
  "Sales / Marketing": "సేల్స్ / మార్కెటింగ్",
  "Business Owner": "సొంత వ్యాపారం",
  "Real Estate": "రియల్ ఎస్టేట్",
  "Farmer / Agriculture": "రైతు / వ్యవసాయం",
  Designer: "డిజైనర్",
  Pilot: "పైలట్",
  "Media / Journalist": "మీడియా / జర్నలిస్ట్",
  Student: "విద్యార్థి",
  Other: "ఇతర వృత్తి",
};

export const professionSectorLabelsTe: Labels<ProfessionSector> = {
  Government: "ప్రభుత్వ రంగం",
  Private: "ప్రైవేట్ రంగం",
  Business: "వ్యాపారం",
  "Not Working": "ఉద్యోగం చేయడం లేదు",
};

/** The partner-preference sector list adds All, which matches any sector. */
export const partnerProfessionSectorLabelsTe: Labels<PartnerProfessionSector> = {
  All: "అన్నీ",
  ...professionSectorLabelsTe,
};

export const partnerPreferenceTypeLabelsTe: Labels<PartnerPreferenceType> = {
  NRI: residenceTypeLabelsTe.NRI,
  India: residenceTypeLabelsTe.India,
};

/** Pada of the nakshatram: "1వ పాదం" is how panchangams and jatakams write it. */
export const nakshatraPadaLabelsTe: Labels<NakshatraPada> = {
  "1": "1వ పాదం",
  "2": "2వ పాదం",
  "3": "3వ పాదం",
  "4": "4వ పాదం",
};

/** Kuja dosham as the member declares it. */
export const kujaDoshamLabelsTe: Labels<KujaDosham> = {
  Yes: "ఉంది",
  No: "లేదు",
  "Don't know": "తెలియదు",
};

/** Who made the profile: the family words the glossary uses (తల్లిదండ్రులు, తోబుట్టువు, బంధువు). */
export const profileCreatorLabelsTe: Labels<ProfileCreator> = {
  Self: "స్వయంగా",
  Parent: "తల్లిదండ్రులు",
  Sibling: "తోబుట్టువు",
  Relative: "బంధువు",
  Friend: "స్నేహితులు",
};

export const contactRelationLabelsTe: Labels<ContactRelation> = {
  Father: "తండ్రి",
  Mother: "తల్లి",
  Brother: "సోదరుడు",
  Sister: "సోదరి",
  Uncle: "మామయ్య / బాబాయి",
  Aunt: "అత్తయ్య / పిన్ని",
  Grandparent: "తాతయ్య / అమ్మమ్మ",
  Guardian: "సంరక్షకులు",
  Other: "ఇతరులు",
};

/** Family and way of life (docs/telugu-glossary.md). */
export const familyTypeLabelsTe: Labels<FamilyType> = {
  Joint: "ఉమ్మడి కుటుంబం",
  Nuclear: "చిన్న కుటుంబం",
};

export const familyValuesLabelsTe: Labels<FamilyValues> = {
  Traditional: "సంప్రదాయబద్ధం",
  Moderate: "మధ్యస్థం",
  Liberal: "ఆధునికం",
};

export const dietLabelsTe: Labels<Diet> = {
  Vegetarian: "శాకాహారం",
  Eggetarian: "శాకాహారం, గుడ్డు తింటారు",
  "Non-vegetarian": "మాంసాహారం",
};

/** Smoking and drinking. */
export const habitLabelsTe: Labels<Habit> = {
  No: "లేదు",
  Occasionally: "అప్పుడప్పుడు",
  Yes: "ఉంది",
};
