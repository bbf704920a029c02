/**
 * Privacy the owner controls: who may see a member's phone number and who may see their photos.
 * Both are optional fields of the profile; absent means the default, which is the spec's behaviour (any
 * Premium member may reveal the number, every approved member sees the photos). Enforced on the server
 * (convex/model/members/privacy.ts); shared so the app offers the same choices.
 */

/**
 * Who can see my phone number: `premium`, any Premium member (SPEC §4, the default); `premiumAccepted`,
 * a Premium member whose interest I accepted or who accepted mine.
 */
export const PHONE_VISIBILITIES = ["premium", "premiumAccepted"] as const;
export type PhoneVisibility = (typeof PHONE_VISIBILITIES)[number];
export const DEFAULT_PHONE_VISIBILITY: PhoneVisibility = "premium";

/**
 * Who can see my photos: `members`, every approved member (the default); `accepted`, members whose
 * interest I accepted or who accepted mine; `staff`, only staff (for checking the profile).
 */
export const PHOTO_VISIBILITIES = ["members", "accepted", "staff"] as const;
export type PhotoVisibility = (typeof PHOTO_VISIBILITIES)[number];
export const DEFAULT_PHOTO_VISIBILITY: PhotoVisibility = "members";

/**
 * Who can open my jatakam (birth chart): the photo choices, with `accepted` the default, since a family
 * usually asks for the chart once both sides are interested.
 */
export const JATAKAM_VISIBILITIES = ["members", "accepted", "staff"] as const;
export type JatakamVisibility = (typeof JATAKAM_VISIBILITIES)[number];
export const DEFAULT_JATAKAM_VISIBILITY: JatakamVisibility = "accepted";

/** Why a viewer gets no photo URL: `interest` until an interest between the two is accepted; `staff` never. */
export type PhotoLock = "interest" | "staff";

/** The lock a photo setting puts on a viewer, given whether an interest between them was accepted. */
export function photoLockFor(setting: PhotoVisibility | JatakamVisibility, acceptedBetween: boolean): PhotoLock | null {
  if (setting === "staff") return "staff";
  if (setting === "accepted" && !acceptedBetween) return "interest";
  return null;
}

/** Whether the phone setting lets a Premium viewer reveal, given whether an interest between them was accepted. */
export function phoneAllowedFor(setting: PhoneVisibility, acceptedBetween: boolean): boolean {
  return setting === "premium" || acceptedBetween;
}
