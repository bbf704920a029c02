import type { Me } from "../session/useSession";

/** The matching preference form (SPEC §3 partner preference); "" is "not chosen". */
export interface PreferenceFormValues {
  partnerPreferenceType: string;
  nriCountry: string;
  partnerstate: string;
  partnerprofessionSector: string;
}

export function toPreferenceValues(profile: Me["profile"]): PreferenceFormValues {
  return {
    partnerPreferenceType: profile.partnerPreferenceType ?? "",
    nriCountry: profile.nriCountry ?? "",
    partnerstate: profile.partnerstate ?? "",
    partnerprofessionSector: profile.partnerprofessionSector,
  };
}

/**
 * What members.updatePreference receives. NRI matches compare no state and India ones no NRI country
 * (the matching rule, SPEC §7), so the answer that no longer applies is emptied instead of kept hidden.
 */
export function toPreferenceInput(values: PreferenceFormValues): Record<string, string> {
  const nri = values.partnerPreferenceType === "NRI";
  return {
    ...values,
    nriCountry: nri ? values.nriCountry : "",
    partnerstate: nri ? "" : values.partnerstate,
  };
}
