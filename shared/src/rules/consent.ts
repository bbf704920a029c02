/**
 * Consent of the person a profile is for, when someone else made it (DPDP Act 2023; docs/parents.md).
 * Pure rules shared by the server (approval gate) and the app (the pending page).
 */
import type { ProfileCreator } from "../options";

/**
 * The version of the consent notice (shared/src/copy/account.ts `consent.notice*`, English and Telugu).
 * Change it whenever the notice's words change in substance: each recorded consent keeps the version it was
 * given under, so staff can tell which text a member agreed to.
 */
export const CONSENT_NOTICE_VERSION = "2026-11-23";

/** The state of a profile's consent: made by its member, waiting for the member's code, or given. */
export type ConsentState = "notNeeded" | "pending" | "given";

/**
 * Profiles their member made (Self), and those made before the question existed (not stated), need no
 * consent: nobody else claims to have made them. Any other creator needs the member's own code.
 */
export function consentStateOf(profile: {
  profileCreatedBy?: ProfileCreator;
  consent?: { givenAt: number };
}): ConsentState {
  if (profile.consent !== undefined) return "given";
  if (profile.profileCreatedBy === undefined || profile.profileCreatedBy === "Self") return "notNeeded";
  return "pending";
}

/** The last 4 digits of a number: all the consent record keeps of the number that confirmed it. */
export function lastDigits(e164: string, count = 4): string {
  return e164.replace(/\D/g, "").slice(-count);
}
