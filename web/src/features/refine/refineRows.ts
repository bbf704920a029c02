import { MARITAL_STATUS_LABELS, type MaritalStatus } from "@matrimony/shared/options";
import {
  ANY,
  EDUCATION_LEVELS,
  type AnyOf,
  type MatchFilters,
  type Range,
} from "@matrimony/shared/rules/refine/options";
import { t, type MessageKey } from "../../i18n";
import type { DetailRow } from "../members/profileSections";
import { optionLabel, type OptionField } from "../options/optionLabels";
import { EDUCATION_LABEL, HOROSCOPE_LABEL } from "./refineLabels";

function rangeText(range: typeof ANY | Range<number | string> | undefined): string {
  if (range === undefined || range === ANY) return t("refine.notSet");
  const { min, max } = range;
  if (min === ANY && max === ANY) return t("refine.notSet");
  if (max === ANY) return t("refine.summaryFrom", { min });
  if (min === ANY) return t("refine.summaryUpTo", { max });
  return t("refine.summaryRange", { min, max });
}

function listText(list: AnyOf<string> | undefined, label: (value: string) => string): string {
  if (list === undefined || list === ANY) return t("refine.notSet");
  return list.map(label).join(", ");
}

const educationLabel = (level: string) => {
  const known = EDUCATION_LEVELS.find((l) => l === level);
  return known === undefined ? level : t(EDUCATION_LABEL[known]);
};
const optionOf = (field: OptionField) => (value: string) => optionLabel(field, value);

/** The refine preferences in view mode, every filter shown ("Doesn't matter" included), in the form's order. */
export function refineRows(filters: MatchFilters | undefined, showCountries: boolean): DetailRow[] {
  const f = filters ?? {};
  const row = (label: MessageKey, value: string): DetailRow => ({ label: t(label), value });
  const yes = (on: boolean | undefined) => (on === true ? t("refine.summaryYes") : t("refine.notSet"));
  const horoscope =
    f.horoscope === "required"
      ? t("refine.summaryRequired", { min: f.minGuna ?? 18 })
      : t(HOROSCOPE_LABEL[f.horoscope ?? "notNeeded"]);
  return [
    row("refine.excludeSameGotram", yes(f.excludeSameGotram)),
    row("refine.ageRange", rangeText(f.ageRange)),
    row("refine.heightRange", rangeText(f.heightRange)),
    row(
      "refine.maritalStatuses",
      listText(f.maritalStatuses, (v) => optionLabel("maritalStatus", v, MARITAL_STATUS_LABELS[v as MaritalStatus])),
    ),
    row("refine.nativeDistricts", listText(f.nativeDistricts, optionOf("nativePlaceDistrict"))),
    ...(showCountries ? [row("refine.nriCountries", listText(f.nriCountries, optionOf("nriCountry")))] : []),
    row("refine.educationLevels", listText(f.educationLevels, educationLabel)),
    row("refine.withPhotoOnly", yes(f.withPhotoOnly)),
    row("verification.verifiedOnlyLabel", yes(f.verifiedOnly)),
    row("refine.horoscope", horoscope),
  ];
}
