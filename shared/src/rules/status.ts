/**
 * Approval status of a profile. The spec has a boolean isActive set by an admin (§4); the product tracks
 * why a profile is not active, so the boolean becomes `isActive(status)`.
 */
export const PROFILE_STATUSES = ["pending", "approved", "rejected", "suspended"] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

/** Only approved profiles are active: they see matches and are seen as matches. */
export function isActive(status: ProfileStatus): boolean {
  return status === "approved";
}
