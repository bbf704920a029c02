import { APPROVAL_HOURS } from "@matrimony/shared/constants";
import { MIN_AGE, TERMS_MIN_AGE } from "@matrimony/shared/dates";
import { PREMIUM_VALIDITY_DAYS } from "@matrimony/shared/rules/premium";
import { SITE } from "@matrimony/shared/site";

/** The support number with non-breaking spaces, so "+91 98765 43210" never wraps across two lines. */
export const SUPPORT_PHONE = SITE.supportPhoneDisplay.replace(/ /g, "\u00a0");

/**
 * The values that public copy names ({phone}, {brideAge}, ...), each from its one source, so a changed
 * address or age changes every page that mentions it.
 */
export const COPY_PARAMS = {
  site: SITE.name,
  owner: SITE.owner,
  address: SITE.address,
  phone: SUPPORT_PHONE,
  email: SITE.supportEmail,
  supportHours: SITE.supportHours,
  grievanceName: SITE.grievanceOfficer.name,
  grievanceEmail: SITE.grievanceOfficer.email,
  minAge: TERMS_MIN_AGE,
  groomAge: MIN_AGE.Male,
  brideAge: MIN_AGE.Female,
  approvalHours: APPROVAL_HOURS,
  days: PREMIUM_VALIDITY_DAYS,
} as const;
