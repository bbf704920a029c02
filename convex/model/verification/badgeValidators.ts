/** Validators of the verification badges, shared by the schema and the functions. */
import { v, type Infer } from "convex/values";

export const BADGE_KINDS = ["mobile", "email", "id", "photo"] as const;

export const vBadgeKind = v.union(v.literal("mobile"), v.literal("email"), v.literal("id"), v.literal("photo"));
export type BadgeKind = Infer<typeof vBadgeKind>;

/** A history row's outcome: a badge granted or taken away, or a document refused by staff. */
export const vVerificationDecision = v.union(v.literal("granted"), v.literal("revoked"), v.literal("rejected"));

/** `profiles.badges`: when each badge was granted (ms); absent = not verified. */
export const vBadges = v.object({
  mobile: v.optional(v.number()),
  email: v.optional(v.number()),
  id: v.optional(v.number()),
  photo: v.optional(v.number()),
});

/** Which badges a profile holds, as cards and member pages carry them (never who granted them or when). */
export const vBadgeFlags = v.object({ mobile: v.boolean(), email: v.boolean(), id: v.boolean(), photo: v.boolean() });
