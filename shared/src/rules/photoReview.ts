/**
 * Staff review of member photos. A photo a member adds waits for staff before any other member sees it;
 * photos from before review count as approved. Staff refuse a photo with one of these reasons, which the
 * member reads in their own language (shared/src/copy/notifications.ts `notifications.photoReason*`).
 */
export const PHOTO_REVIEW_STATES = ["pending", "approved", "rejected"] as const;
export type PhotoReviewState = (typeof PHOTO_REVIEW_STATES)[number];

export const PHOTO_REJECT_REASONS = [
  "faceNotClear",
  "notTheMember",
  "groupPhoto",
  "contactDetails",
  "unsuitable",
] as const;
export type PhotoRejectReason = (typeof PHOTO_REJECT_REASONS)[number];

/** A screen of the photo queue decided at once, within one transaction's limits. */
export const MAX_BULK_PHOTO_DECISIONS = 50;
