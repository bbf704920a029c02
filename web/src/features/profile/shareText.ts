import { ageFromDobText } from "@matrimony/shared/dates";
import { SITE } from "@matrimony/shared/site";
import { t, type MessageKey } from "../../i18n";
import { placeText, professionText } from "../members/profileSections";
import type { Me } from "../session/useSession";

/**
 * The profile text the Share button sends (SPEC §2): what a family forwards to relatives. Deliberately
 * without phone numbers or email: a forwarded message travels far beyond the member's choice.
 */
export function profileShareText(me: Me, nowMs: number): string {
  const p = me.profile;
  const age = ageFromDobText(p.dateOfBirth, nowMs);
  const lines: [MessageKey, string][] = [
    ["profileField.fullName", p.fullName],
    ["profileField.age", age === null ? "" : t("profile.ageYears", { age })],
    ["profileField.height", p.height],
    ["profileField.caste", p.caste],
    ["profileField.religion", p.religion],
    ["profileField.education", p.education],
    ["profileField.profession", professionText(p)],
    ["profileField.place", placeText(p)],
    ["profileField.profileCode", p.profileCode],
  ];
  return [
    t("profile.shareIntro", { site: SITE.name }),
    ...lines.filter(([, value]) => value !== "").map(([label, value]) => `${t(label)}: ${value}`),
  ].join("\n");
}
