/**
 * Profile changes that wait for staff review. Once a profile is approved, the fields that decide whom a
 * member is matched with (caste, religion: the match indexes' equalities) and that staff judged when they
 * approved it (name, marital status) change only after staff look at the change: otherwise one approved
 * account could switch caste and religion back and forth and collect the cards of every approved member.
 * The member's own words (about me, about my family) are read by staff too once the profile is approved, as
 * every other member reads them: the contact rules catch the ordinary ways a number is slipped in, staff the rest.
 * Gender and date of birth are locked for members altogether (support corrects them, audited).
 */

export const REVIEWED_PROFILE_FIELDS = [
  "fullName",
  "maritalStatus",
  "caste",
  "religion",
  "aboutMe",
  "aboutFamily",
] as const;
export type ReviewedProfileField = (typeof REVIEWED_PROFILE_FIELDS)[number];

/** Why staff turned a change down: chosen in the console, shown to the member in their own language. */
export const PROFILE_CHANGE_REJECT_REASONS = ["proofNeeded", "doesNotMatch", "tooFrequent", "callUs"] as const;
export type ProfileChangeRejectReason = (typeof PROFILE_CHANGE_REJECT_REASONS)[number];

export function isReviewedField(field: string): field is ReviewedProfileField {
  return (REVIEWED_PROFILE_FIELDS as readonly string[]).includes(field);
}

/** Reviewed fields a member may leave empty: emptying one applies at once (taking words out needs no review). */
export const CLEARABLE_REVIEWED_FIELDS: readonly ReviewedProfileField[] = ["aboutMe", "aboutFamily"];
