import { APPROVAL_HOURS } from "@matrimony/shared/constants";
import { MIN_AGE, TERMS_MIN_AGE } from "@matrimony/shared/dates";
import { PREMIUM_VALIDITY_DAYS } from "@matrimony/shared/rules/premium";
import { SITE, SITE_TE } from "@matrimony/shared/site";
import { currentLanguage } from "../../i18n";

/** The support number with non-breaking spaces, so "+91 98765 43210" never wraps across two lines. */
export const SUPPORT_PHONE = SITE.supportPhoneDisplay.replace(/ /g, "\u00a0");

/** The business details that read differently in Telugu: the address, hours and names in Telugu script. */
export function siteText() {
  const te = currentLanguage() === "te";
  return {
    owner: te ? SITE_TE.owner : SITE.owner,
    address: te ? SITE_TE.address : SITE.address,
    supportHours: te ? SITE_TE.supportHours : SITE.supportHours,
    grievanceName: te ? SITE_TE.grievanceOfficerName : SITE.grievanceOfficer.name,
  };
}

/**
 * The values that public copy names ({phone}, {brideAge}, ...), each from its one source, so a changed
 * address or age changes every page that mentions it; read anew on each render, in the language on screen.
 */
export const copyParams = () => ({
  site: SITE.name,
  ...siteText(),
  phone: SUPPORT_PHONE,
  email: SITE.supportEmail,
  grievanceEmail: SITE.grievanceOfficer.email,
  minAge: TERMS_MIN_AGE,
  groomAge: MIN_AGE.Male,
  brideAge: MIN_AGE.Female,
  approvalHours: APPROVAL_HOURS,
  days: PREMIUM_VALIDITY_DAYS,
});
