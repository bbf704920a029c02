import { SITE } from "@matrimony/shared/site";
import type { MessageKey } from "../../i18n";

export interface PartnerDestination {
  url: string;
  /** The name shown in "Taking you to ...". */
  name: MessageKey;
}

/** The four partner routes of SPEC §2 (paths with spaces, as the spec has them) and where each leads. */
export const PARTNER_DESTINATIONS: Readonly<Record<string, PartnerDestination>> = {
  "/nri brides": { url: SITE.links.nriBrides, name: "partner.nriBrides" },
  "/doctor brides": { url: SITE.links.doctorBrides, name: "partner.doctorBrides" },
  "/nri bride grooms": { url: SITE.links.nriBrideGrooms, name: "partner.nriBrideGrooms" },
  "/doctor bride grooms": { url: SITE.links.doctorBrideGrooms, name: "partner.doctorBrideGrooms" },
};

/** The destination for a pathname as the browser has it ("/nri%20brides") or decoded; null for others. */
export function partnerDestination(pathname: string): PartnerDestination | null {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is simply not one of ours.
  }
  const key = decoded.replace(/\/+$/, "").toLowerCase();
  return Object.hasOwn(PARTNER_DESTINATIONS, key) ? (PARTNER_DESTINATIONS[key] ?? null) : null;
}
