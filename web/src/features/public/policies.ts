import type { MessageKey } from "../../i18n";

export interface PolicySection {
  title: MessageKey;
  body: MessageKey;
}

/** Privacy policy: nine sections (SPEC §2), written for the DPDP Act 2023. */
export const PRIVACY_SECTIONS: readonly PolicySection[] = [
  { title: "privacy.whoWeAreTitle", body: "privacy.whoWeAreBody" },
  { title: "privacy.collectTitle", body: "privacy.collectBody" },
  { title: "privacy.useTitle", body: "privacy.useBody" },
  { title: "privacy.visibilityTitle", body: "privacy.visibilityBody" },
  { title: "privacy.paymentsTitle", body: "privacy.paymentsBody" },
  { title: "privacy.retentionTitle", body: "privacy.retentionBody" },
  { title: "privacy.rightsTitle", body: "privacy.rightsBody" },
  { title: "privacy.securityTitle", body: "privacy.securityBody" },
  { title: "privacy.grievanceTitle", body: "privacy.grievanceBody" },
];

/** Terms and conditions: nine sections (SPEC §2), eligibility to marry in section 2. */
export const TERMS_SECTIONS: readonly PolicySection[] = [
  { title: "terms.aboutTitle", body: "terms.aboutBody" },
  { title: "terms.eligibilityTitle", body: "terms.eligibilityBody" },
  { title: "terms.accountTitle", body: "terms.accountBody" },
  { title: "terms.conductTitle", body: "terms.conductBody" },
  { title: "terms.premiumTitle", body: "terms.premiumBody" },
  { title: "terms.refundTitle", body: "terms.refundBody" },
  { title: "terms.limitsTitle", body: "terms.limitsBody" },
  { title: "terms.endingTitle", body: "terms.endingBody" },
  { title: "terms.lawTitle", body: "terms.lawBody" },
];

/** Refund policy: payments are final (SPEC §2, §9). */
export const REFUND_SECTIONS: readonly PolicySection[] = [
  { title: "refund.noRefundsTitle", body: "refund.noRefundsBody" },
  { title: "refund.beforeYouPayTitle", body: "refund.beforeYouPayBody" },
  { title: "refund.problemTitle", body: "refund.problemBody" },
];
