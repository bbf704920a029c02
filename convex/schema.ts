import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";
import { rateLimitTables } from "convex-helpers/server/rateLimit";
import { profileFields, vLanguage, vMatchFilters, vProfileStatus, vStaffRole } from "./validators";

/**
 * See docs/data-model.md. Contact data (email, phone numbers) never sits in `profiles`, so no profile query
 * can leak it; it lives in `contacts` and is read only by the owner, staff and `members.revealContact`.
 */
export default defineSchema({
  /** convex-helpers' rate limit state, one row per limit name and key (convex/model/limits.ts). */
  ...rateLimitTables,

  profiles: defineTable({
    /** The identity's token identifier (issuer|subject): one profile per identity. */
    tokenIdentifier: v.string(),
    /** Short code a member reads out to support over the phone, e.g. TM7K3QXD. */
    profileCode: v.string(),
    ...profileFields,
    status: vProfileStatus,
    /** Why an admin rejected or suspended the profile, shown to the member. */
    statusReason: v.optional(v.string()),
    /** Premium runs until this time (ms); Free once it has passed. Derived on read, never a stale flag. */
    premiumUntil: v.optional(v.number()),
    /**
     * The app language the member chose (members.setPreferredLanguage), so it follows them to another device
     * and support answers the phone in it; absent until they choose. Not a profile field: the edit form cannot set it.
     */
    preferredLanguage: v.optional(vLanguage),
    /** The refine partner preferences (issue 17); absent = every filter "Doesn't matter". */
    matchFilters: v.optional(vMatchFilters),
    /** The year of dateOfBirth, kept with it on every write, for the age-range match indexes below. */
    birthYear: v.optional(v.number()),
    /** Consent to the terms and privacy policy, given at registration. */
    termsAcceptedAt: v.number(),
    /** The spec's registrationDate (ISO string), kept for display and exports. */
    registrationDate: v.string(),
    createdAt: v.number(),
    updatedAt: v.number(),
  })
    .index("by_tokenIdentifier", ["tokenIdentifier"])
    .index("by_profileCode", ["profileCode"])
    .index("by_status_and_createdAt", ["status", "createdAt"])
    // The staff console's member list without a status filter, newest or oldest first, by registration date.
    .index("by_createdAt", ["createdAt"])
    // The daily expiry cron reads the members whose Premium ended in the last days, not the table.
    .index("by_premiumUntil", ["premiumUntil"])
    // Matching (SPEC §7): one index per branch of the rule, with and without the profession sector,
    // each ending newest first on createdAt, so a page reads only the profiles it returns.
    .index("by_match_state", ["status", "gender", "caste", "religion", "state", "createdAt"])
    .index("by_match_state_sector", ["status", "gender", "caste", "religion", "state", "professionSector", "createdAt"])
    .index("by_match_type", ["status", "gender", "caste", "religion", "partnerPreferenceType", "createdAt"])
    .index("by_match_type_sector", [
      "status",
      "gender",
      "caste",
      "religion",
      "partnerPreferenceType",
      "professionSector",
      "createdAt",
    ])
    .index("by_match_type_state", [
      "status",
      "gender",
      "caste",
      "religion",
      "partnerPreferenceType",
      "state",
      "createdAt",
    ])
    .index("by_match_type_state_sector", [
      "status",
      "gender",
      "caste",
      "religion",
      "partnerPreferenceType",
      "state",
      "professionSector",
      "createdAt",
    ])
    // Refine (issue 17): the same six ranges with the birth year before createdAt. An age range reads one
    // stream per birth year and merges them newest first (convex/model/members/matches.ts), so a page with
    // an age range reads about what it returns instead of every age.
    .index("by_match_state_birthYear", ["status", "gender", "caste", "religion", "state", "birthYear", "createdAt"])
    .index("by_match_state_sector_birthYear", ["status", "gender", "caste", "religion", "state", "professionSector", "birthYear", "createdAt"])
    .index("by_match_type_birthYear", ["status", "gender", "caste", "religion", "partnerPreferenceType", "birthYear", "createdAt"])
    .index("by_match_type_sector_birthYear", [
      "status",
      "gender",
      "caste",
      "religion",
      "partnerPreferenceType",
      "professionSector",
      "birthYear",
      "createdAt",
    ])
    .index("by_match_type_state_birthYear", [
      "status",
      "gender",
      "caste",
      "religion",
      "partnerPreferenceType",
      "state",
      "birthYear",
      "createdAt",
    ])
    .index("by_match_type_state_sector_birthYear", [
      "status",
      "gender",
      "caste",
      "religion",
      "partnerPreferenceType",
      "state",
      "professionSector",
      "birthYear",
      "createdAt",
    ])
    // The staff console filters a name search by the list's equality filters inside the search index.
    .searchIndex("search_fullName", {
      searchField: "fullName",
      filterFields: ["status", "gender", "caste", "religion", "residenceType", "state"],
    }),

  contacts: defineTable({
    profileId: v.id("profiles"),
    /** Lower-cased email of the identity. */
    email: v.string(),
    /** E.164, e.g. +919876543210 (shared/phone normalisePhone). */
    mobileNumber: v.string(),
    altMobileNumber: v.optional(v.string()),
  })
    .index("by_profileId", ["profileId"])
    .index("by_email", ["email"])
    .index("by_mobileNumber", ["mobileNumber"])
    .index("by_altMobileNumber", ["altMobileNumber"]),

  photos: defineTable({
    profileId: v.id("profiles"),
    storageId: v.id("_storage"),
    /** Position in the member's gallery; the lowest is the profile photo. */
    order: v.number(),
    contentType: v.string(),
    size: v.number(),
    createdAt: v.number(),
  })
    .index("by_profileId_and_order", ["profileId", "order"])
    .index("by_storageId", ["storageId"]),

  profileViews: defineTable({
    viewerId: v.id("profiles"),
    viewedId: v.id("profiles"),
    viewedAt: v.number(),
  })
    .index("by_viewerId_and_viewedAt", ["viewerId", "viewedAt"])
    .index("by_viewerId_and_viewedId", ["viewerId", "viewedId"])
    .index("by_viewedId_and_viewedAt", ["viewedId", "viewedAt"]),

  payments: defineTable({
    /** Cleared when the member deletes their account: the row stays for accounting, the person goes. */
    profileId: v.optional(v.id("profiles")),
    provider: v.union(v.literal("razorpay"), v.literal("offline")),
    orderId: v.optional(v.string()),
    paymentId: v.optional(v.string()),
    receipt: v.optional(v.string()),
    amountPaise: v.number(),
    currency: v.string(),
    /**
     * Only moves forward: created → paid | failed, and failed → paid (a retry in the same Checkout can
     * succeed); paid is final, so a late failure never undoes a payment.
     */
    status: v.union(v.literal("created"), v.literal("paid"), v.literal("failed")),
    paidAt: v.optional(v.number()),
    /** Premium expiry this payment granted. */
    premiumUntil: v.optional(v.number()),
    /** Offline payments: who recorded it, how and with what reference. */
    recordedBy: v.optional(v.string()),
    method: v.optional(v.string()),
    reference: v.optional(v.string()),
    failureReason: v.optional(v.string()),
    createdAt: v.number(),
  })
    .index("by_profileId_and_createdAt", ["profileId", "createdAt"])
    .index("by_orderId", ["orderId"])
    .index("by_paymentId", ["paymentId"])
    .index("by_status_and_paidAt", ["status", "paidAt"])
    // The staff console's payment list: all, by status or by provider, newest first.
    .index("by_createdAt", ["createdAt"])
    .index("by_status_and_createdAt", ["status", "createdAt"])
    .index("by_provider_and_createdAt", ["provider", "createdAt"]),

  /**
   * Razorpay webhook events already handled, by `X-Razorpay-Event-Id`: Razorpay delivers at least once and
   * retries, so the same event may arrive many times. Kept 30 days (the daily cron prunes older ones).
   */
  webhookEvents: defineTable({
    eventId: v.string(),
    event: v.string(),
    orderId: v.optional(v.string()),
    paymentId: v.optional(v.string()),
    /** What handling it did, e.g. paid, already_paid, ignored, mismatch (for support and audits). */
    outcome: v.string(),
    receivedAt: v.number(),
  })
    .index("by_eventId", ["eventId"])
    .index("by_receivedAt", ["receivedAt"]),

  contactReveals: defineTable({
    viewerId: v.id("profiles"),
    viewedId: v.id("profiles"),
    revealedAt: v.number(),
  })
    .index("by_viewerId_and_revealedAt", ["viewerId", "revealedAt"])
    .index("by_viewedId_and_revealedAt", ["viewedId", "revealedAt"])
    // The console's harvesting view: the last day's reveals across members.
    .index("by_revealedAt", ["revealedAt"]),

  staff: defineTable({
    /** Lower-cased email of the staff member's identity. */
    email: v.string(),
    role: vStaffRole,
    addedBy: v.optional(v.string()),
    createdAt: v.number(),
  })
    .index("by_email", ["email"])
    // The console's staff list by role, and the "never remove the last admin" check.
    .index("by_role_and_email", ["role", "email"]),

  /** Where a housekeeping sweep got to (e.g. the orphan-upload sweep's last file creation time). */
  sweepCursors: defineTable({ name: v.string(), position: v.number() }).index("by_name", ["name"]),

  /** Identities whose account was deleted lately: `members.register` refuses them (model/members/tombstones.ts). */
  deletedIdentities: defineTable({
    tokenIdentifier: v.string(),
    deletedAt: v.number(),
  })
    .index("by_tokenIdentifier", ["tokenIdentifier"])
    .index("by_deletedAt", ["deletedAt"]),

  /**
   * Staff invitations (issue 14): adding someone to the staff list mails them a single-use link; the role
   * starts only when that person opens it while signed in with the invited, verified address. The token is
   * stored only as its SHA-256 hash.
   */
  staffInvitations: defineTable({
    email: v.string(),
    role: vStaffRole,
    tokenHash: v.string(),
    invitedBy: v.string(),
    createdAt: v.number(),
    expiresAt: v.number(),
    acceptedAt: v.optional(v.number()),
  })
    .index("by_tokenHash", ["tokenHash"])
    .index("by_email", ["email"]),

  /** What support agents note about a call with a member or their family (staff only, never the member). */
  callNotes: defineTable({
    profileId: v.id("profiles"),
    /** The staff email that wrote it. */
    author: v.string(),
    text: v.string(),
    createdAt: v.number(),
  })
    .index("by_profileId_and_createdAt", ["profileId", "createdAt"])
    .index("by_createdAt", ["createdAt"]),

  auditLog: defineTable({
    /** Who acted: a staff email, or `member:<profileCode>` for a member's own sensitive actions. */
    actor: v.string(),
    action: v.string(),
    /** What it was done to, e.g. a profile code. */
    target: v.optional(v.string()),
    at: v.number(),
    details: v.optional(v.string()),
  })
    .index("by_at", ["at"])
    .index("by_actor_and_at", ["actor", "at"])
    .index("by_action_and_at", ["action", "at"])
    .index("by_target_and_at", ["target", "at"]),
});
