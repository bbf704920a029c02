import type { ReportReason } from "@matrimony/shared/rules/safety";
import type { MessageKey } from "../../i18n";

/** The catalogue key of each report reason (keys are `area.camelCase`; stored reasons are snake_case). */
const REASON_KEYS: Readonly<Record<ReportReason, MessageKey>> = {
  fake_profile: "safety.reasonFakeProfile",
  already_married: "safety.reasonAlreadyMarried",
  broker_or_commercial: "safety.reasonBrokerOrCommercial",
  asked_for_money: "safety.reasonAskedForMoney",
  abusive_or_obscene: "safety.reasonAbusiveOrObscene",
  photos_not_this_person: "safety.reasonPhotosNotThisPerson",
  other: "safety.reasonOther",
};

export function reasonKey(reason: ReportReason): MessageKey {
  return REASON_KEYS[reason];
}
