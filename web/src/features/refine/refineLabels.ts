/** The message keys of the refine choices whose stored values are English words. */
import type { EducationLevel, HoroscopeMode } from "@matrimony/shared/rules/refine/options";
import type { MessageKey } from "../../i18n";

export const EDUCATION_LABEL: Record<EducationLevel, MessageKey> = {
  School: "refine.educationSchool",
  Diploma: "refine.educationDiploma",
  Bachelors: "refine.educationBachelors",
  Masters: "refine.educationMasters",
  Doctorate: "refine.educationDoctorate",
  Professional: "refine.educationProfessional",
};
export const HOROSCOPE_LABEL: Record<HoroscopeMode, MessageKey> = {
  notNeeded: "refine.horoscopeNotNeeded",
  preferred: "refine.horoscopePreferred",
  required: "refine.horoscopeRequired",
};
export const HOROSCOPE_HINT: Record<HoroscopeMode, MessageKey> = {
  notNeeded: "refine.horoscopeHintNotNeeded",
  preferred: "refine.horoscopeHintPreferred",
  required: "refine.horoscopeHintRequired",
};
