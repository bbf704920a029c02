import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";
import { rateLimitTables } from "convex-helpers/server/rateLimit";
import { vInterestReply, vInterestStatus, vInterestTemplate } from "./model/interests/interestValidators";
import { vDocumentKind, vIdDocumentType } from "./model/verification/documentValidators";
import { vBadgeKind, vBadges, vVerificationDecision } from "./model/verification/badgeValidators";
import { vCodePurpose } from "./model/verification/codeValidators";
import {
  conversationFields,
  conversationMemberFields,
  messageFields,
  outreachTextFields,
  safetyExcerptFields,
  safetyFlagFields,
} from "./model/conversations/validators";
import {
  vChannel,
  vEmailChoices,
  vNotificationKind,
  vNotificationParams,
  vOutboxStatus,
} from "./model/notifications/validators";
import { refundFields, taxDocumentFields, vDocumentKind as vTaxDocumentKind } from "./model/invoices/validators";
import { vReportReason, vReportStatus, vSafetyRecordReason } from "./model/safety/validators";
import { vOptOutSource, vProviderStatus, vWhatsAppTopics } from "./model/whatsapp/validators";
import {
  profileFields,
  vLanguage,
  vMatchFilters,
  vPhoneVisibility,
  vContactRelation,
  vPhotoVisibility,
  vJatakamType,
  vJatakamVisibility,
  vPhotoRejectReason,
  vPhotoReviewState,
  vProfileStatus,
  vReviewedValues,
  vStaffRole,
} from "./validators";

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
    /** Who can see my phone number (privacy.update); absent = "premium", the spec's rule. */
    phoneVisibility: v.optional(vPhoneVisibility),
    /** Who can see my photos (privacy.update); absent = "members", every approved member. */
    photoVisibility: v.optional(vPhotoVisibility),
    /** Who can open my jatakam (privacy.update); absent = "accepted", members with an accepted interest. */
    jatakamVisibility: v.optional(vJatakamVisibility),
    /** The refine partner preferences; absent = every filter "Doesn't matter". */
    matchFilters: v.optional(vMatchFilters),
    /**
     * When the member paused their profile (members.setPaused); absent = shown. While set the profile is left
     * out of matches, search by profile ID and new interests (model/members/visibility.ts `mayDiscover`).
     */
    pausedAt: v.optional(v.number()),
    /** The year of dateOfBirth, kept with it on every write, for the age-range match indexes below. */
    birthYear: v.optional(v.number()),
    /**
     * When each verification badge was granted; absent = not verified. Written only by
     * model/verification/badges.ts, together with its `verifications` history row.
     */
    badges: v.optional(vBadges),
    /**
     * The consent of the person the profile is for, when someone else made it (model/consent):
     * when, under which notice version, and the last 4 digits of the mobile that confirmed it. Absent while
     * pending, and for profiles their own member made.
     */
    consent: v.optional(v.object({ givenAt: v.number(), noticeVersion: v.string(), mobileLast4: v.string() })),
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
    // The birth-year backfill cron reads only the profiles still missing birthYear (model/members/birthYear.ts).
    .index("by_birthYear", ["birthYear"])
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
    // Refine: the same six ranges with the birth year before createdAt. An age range reads one
    // stream per birth year and merges them newest first (convex/model/matching/matches.ts), so a page with
    // an age range reads about what it returns instead of every age.
    .index("by_match_state_birthYear", ["status", "gender", "caste", "religion", "state", "birthYear", "createdAt"])
    .index("by_match_state_sector_birthYear", [
      "status",
      "gender",
      "caste",
      "religion",
      "state",
      "professionSector",
      "birthYear",
      "createdAt",
    ])
    .index("by_match_type_birthYear", [
      "status",
      "gender",
      "caste",
      "religion",
      "partnerPreferenceType",
      "birthYear",
      "createdAt",
    ])
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
    // Mutual matches (model/matching/mutual.ts): the rule's state branches with the candidate's own preferred
    // state as an equality (it must be the viewer's state), so the mutual filter reads only candidates whose
    // own preference can take the viewer; the NRI branch needs none (its candidates' own branch is NRI too).
    .index("by_match_state_partnerstate", [
      "status",
      "gender",
      "caste",
      "religion",
      "state",
      "partnerstate",
      "createdAt",
    ])
    .index("by_match_type_state_partnerstate", [
      "status",
      "gender",
      "caste",
      "religion",
      "partnerPreferenceType",
      "state",
      "partnerstate",
      "createdAt",
    ])
    // The staff console filters a name search by the list's equality filters inside the search index.
    .searchIndex("search_fullName", {
      searchField: "fullName",
      filterFields: ["status", "gender", "caste", "religion", "residenceType", "state"],
    }),

  /**
   * Photo requests (model/members/photoRequests.ts): a member asks a member whose photos they cannot see to add
   * or share them; one row per pair, ever. `allowedAt` once the owner showed them their photos.
   */
  photoRequests: defineTable({
    fromId: v.id("profiles"),
    toId: v.id("profiles"),
    createdAt: v.number(),
    allowedAt: v.optional(v.number()),
  })
    .index("by_fromId_and_toId", ["fromId", "toId"])
    .index("by_toId", ["toId"]),

  /**
   * Per-member photo grants: the owner let this viewer see photos their setting hides ("accepted" or "staff").
   * Read by model/members/privacy.ts photoLockOf, the one photo policy.
   */
  photoGrants: defineTable({
    ownerId: v.id("profiles"),
    viewerId: v.id("profiles"),
    createdAt: v.number(),
  })
    .index("by_ownerId_and_viewerId", ["ownerId", "viewerId"])
    .index("by_viewerId", ["viewerId"]),

  contacts: defineTable({
    profileId: v.id("profiles"),
    /** Lower-cased email of the identity. */
    email: v.string(),
    /** E.164, e.g. +919876543210 (shared/phone normalisePhone). */
    mobileNumber: v.string(),
    altMobileNumber: v.optional(v.string()),
    /** Whom a caller speaks to, shown only with a revealed number: both set or neither. */
    contactPersonName: v.optional(v.string()),
    contactPersonRelation: v.optional(vContactRelation),
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
    /** The card-size copy; absent on photos uploaded before thumbnails, which show the original. */
    thumbStorageId: v.optional(v.id("_storage")),
    /**
     * Staff review (model/admin/photoQueue.ts): "pending" from the member's upload until staff decide,
     * "rejected" with `rejectReason` when they refuse it. Absent = approved: every photo from before review
     * (no migration needed) and every photo staff approved. Only approved photos reach other members.
     */
    reviewState: v.optional(vPhotoReviewState),
    rejectReason: v.optional(vPhotoRejectReason),
  })
    .index("by_profileId_and_order", ["profileId", "order"])
    // Another member's view of a profile: its approved photos (reviewState absent) in gallery order.
    .index("by_profileId_and_reviewState_and_order", ["profileId", "reviewState", "order"])
    // The console's photo queue: pending photos, oldest first.
    .index("by_reviewState_and_createdAt", ["reviewState", "createdAt"])
    .index("by_storageId", ["storageId"])
    .index("by_thumbStorageId", ["thumbStorageId"]),

  /**
   * A member's jatakam (birth chart), at most one: an image or a PDF, its type read from its bytes. It leaves
   * the server only as a signed link to the photo route, for viewers the owner's `jatakamVisibility` allows
   * (model/members/privacy.ts mayViewJatakam).
   */
  jatakams: defineTable({
    profileId: v.id("profiles"),
    storageId: v.id("_storage"),
    contentType: vJatakamType,
    size: v.number(),
    uploadedAt: v.number(),
  })
    .index("by_profileId", ["profileId"])
    // A file belongs to one row only; the orphan sweep keeps a jatakam's file.
    .index("by_storageId", ["storageId"]),

  /**
   * A change an approved member made to a reviewed field (name, marital status, caste, religion;
   * shared/rules/profileChanges.ts), waiting for staff: at most one open row per member, which later edits
   * update. The profile keeps its approved values until staff approve it (model/members/profileChanges.ts);
   * a decision or a withdrawal deletes the row (the audit log keeps the decision).
   */
  profileChanges: defineTable({
    profileId: v.id("profiles"),
    /** Only the fields that differ from the approved values. */
    values: vReviewedValues,
    submittedAt: v.number(),
    updatedAt: v.number(),
  })
    .index("by_profileId", ["profileId"])
    // The console's queue, oldest first.
    .index("by_submittedAt", ["submittedAt"]),

  /**
   * Pages of the matches list past the first that a member opened (`matches.openPage`, one token of the
   * `matchPages` limit each): `matches.list` answers a page only from an opened cursor. Pruned after a day.
   */
  matchPageGrants: defineTable({
    viewerId: v.id("profiles"),
    cursor: v.string(),
    openedAt: v.number(),
  })
    .index("by_viewerId_and_cursor", ["viewerId", "cursor"])
    .index("by_viewerId_and_openedAt", ["viewerId", "openedAt"]),

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
    /**
     * The plan bought and its terms as they were when the order was made (docs/payments.md): a later edit
     * of the plan changes nothing already sold. Absent on older rows: the default plan (365 days, no coupon).
     */
    planId: v.optional(v.id("plans")),
    planDays: v.optional(v.number()),
    /** The plan's listed price before GST, and the coupon's discount off it, in paise. */
    listPricePaise: v.optional(v.number()),
    discountPaise: v.optional(v.number()),
    couponCode: v.optional(v.string()),
    gstRateBasisPoints: v.optional(v.number()),
    /** Contact reveals the plan includes (absent: the daily cap alone). */
    planContactReveals: v.optional(v.number()),
    /** Paise returned so far by processed refunds (model/invoices/refunds.ts); absent = none. */
    refundedPaise: v.optional(v.number()),
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
   * The plan catalogue (docs/payments.md "Plans, coupons and renewal"), edited by admins. `key` is stable
   * ("premium" is the spec's default plan, which the console cannot reprice or retire); a retired plan is
   * no longer sold, while what members bought of it keeps running.
   */
  plans: defineTable({
    key: v.string(),
    nameEn: v.string(),
    nameTe: v.string(),
    days: v.number(),
    /** Listed price before GST, in paise. */
    pricePaise: v.number(),
    gstRateBasisPoints: v.number(),
    /** Contact reveals included over the plan's life; absent: the daily cap alone. */
    contactReveals: v.optional(v.number()),
    active: v.boolean(),
    updatedAt: v.number(),
  }).index("by_key", ["key"]),

  /** Coupons applied by the server when an order is made; codes stored upper case. */
  coupons: defineTable({
    code: v.string(),
    kind: v.union(v.literal("percent"), v.literal("amount")),
    /** Whole percent (1–100) or paise off the plan's listed price. */
    value: v.number(),
    validFrom: v.optional(v.number()),
    validUntil: v.optional(v.number()),
    maxUsesPerMember: v.optional(v.number()),
    maxUsesTotal: v.optional(v.number()),
    /** Paid orders that used it (counted when the payment is granted). */
    uses: v.number(),
    active: v.boolean(),
    updatedAt: v.number(),
  }).index("by_code", ["code"]),

  /**
   * GST tax invoices and credit notes (docs/payments.md "Tax invoices"): each a snapshot of what it said
   * when issued (seller, buyer, amounts), so a later profile edit, deletion or configuration change never
   * rewrites an issued document. One invoice per paid payment; one credit note per processed refund.
   */
  taxDocuments: defineTable(taxDocumentFields)
    .index("by_paymentId_and_kind", ["paymentId", "kind"])
    .index("by_profileId_and_issuedAt", ["profileId", "issuedAt"])
    .index("by_refundId", ["refundId"])
    .index("by_number", ["number"]),
  /**
   * The last number of each series (invoice, credit note) per financial year: one row each, read and bumped in the
   * issuing transaction.
   */
  documentCounters: defineTable({ kind: vTaxDocumentKind, financialYear: v.number(), last: v.number() }).index(
    "by_kind_and_financialYear",
    ["kind", "financialYear"],
  ),
  /** Refunds of payments taken in error, from proposal to Razorpay's answer (docs/payments.md "Refunds"). */
  refunds: defineTable(refundFields)
    .index("by_paymentId", ["paymentId"])
    .index("by_razorpayRefundId", ["razorpayRefundId"])
    .index("by_status_and_createdAt", ["status", "createdAt"]),

  /**
   * Razorpay webhook events already handled, by `X-Razorpay-Event-Id`: Razorpay delivers at least once and
   * retries, so the same event may arrive many times. Kept 30 days (the daily cron prunes older ones).
   */
  /**
   * Proof-of-work challenges already answered (model/payments/testPaymentProof.ts), kept while they could be replayed.
   */
  spentProofs: defineTable({
    challenge: v.string(),
    expiresAt: v.number(),
  })
    .index("by_challenge", ["challenge"])
    .index("by_expiresAt", ["expiresAt"]),
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

  /**
   * Interests (model/interests/interests.ts): one row per interest sent. Only `pending` moves, to
   * accepted, declined, withdrawn (by the sender, within 24 hours) or expired (30 days unanswered: computed
   * on read, recorded by the hourly sweep). `updatedAt` is the sending time until it is answered.
   */
  interests: defineTable({
    fromId: v.id("profiles"),
    toId: v.id("profiles"),
    status: vInterestStatus,
    /** One of the polite templates (shared/rules/interests.ts), shown in the reader's language. */
    template: v.optional(vInterestTemplate),
    /** The sender's own short message, with phone numbers, emails and links removed on the server. */
    note: v.optional(v.string()),
    /** The receiver's polite reply template when they accepted or declined. */
    reply: v.optional(vInterestReply),
    /** The receiver opened their Received tab since it arrived (the navbar's count of new ones). */
    seen: v.boolean(),
    createdAt: v.number(),
    updatedAt: v.number(),
  })
    // The tabs: Received and Sent (pending), Accepted and Declined (both directions merged), newest first.
    .index("by_toId_and_status_and_updatedAt", ["toId", "status", "updatedAt"])
    .index("by_fromId_and_status_and_updatedAt", ["fromId", "status", "updatedAt"])
    // The state between two members (cards, member pages, duplicates, the privacy rule).
    .index("by_fromId_and_toId_and_createdAt", ["fromId", "toId", "createdAt"])
    // The navbar's count of new interests.
    .index("by_toId_and_seen_and_updatedAt", ["toId", "seen", "updatedAt"])
    // The expiry sweep: pending interests oldest first; the console's member record: all sent / received.
    .index("by_status_and_createdAt", ["status", "createdAt"])
    .index("by_fromId_and_createdAt", ["fromId", "createdAt"])
    .index("by_toId_and_createdAt", ["toId", "createdAt"]),

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
   * Staff invitations: adding someone to the staff list mails them a single-use link; the role
   * starts only when that person opens it while signed in with the invited, verified address. The token is
   * stored only as its SHA-256 hash.
   */
  /**
   * Shared biodata links (docs/biodata.md): anyone holding the token sees the owner's biodata, without
   * contacts, until it expires or is revoked. Only the token's SHA-256 is kept, so a database read or a
   * backup holds no working link.
   */
  biodataLinks: defineTable({
    profileId: v.id("profiles"),
    tokenHash: v.string(),
    /** The biodata's language, the owner's choice for this link (not the reader's). */
    language: vLanguage,
    /** The owner ticked "show my photo" for this link. */
    includePhoto: v.boolean(),
    createdAt: v.number(),
    expiresAt: v.number(),
    revokedAt: v.optional(v.number()),
    /** Openings of the link, shown to the owner. */
    views: v.number(),
  })
    // The public page opens a link by its token.
    .index("by_tokenHash", ["tokenHash"])
    // The owner's list of links, newest first, and the active-link count; the member's purge.
    .index("by_profileId_and_createdAt", ["profileId", "createdAt"]),

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

  /** Profiles a member keeps to look at again. Members never learn who shortlisted them; staff do. */
  shortlists: defineTable({
    ownerId: v.id("profiles"),
    profileId: v.id("profiles"),
    createdAt: v.number(),
  })
    .index("by_ownerId_and_createdAt", ["ownerId", "createdAt"])
    .index("by_ownerId_and_profileId", ["ownerId", "profileId"])
    // The console's member record: who shortlisted this member.
    .index("by_profileId_and_createdAt", ["profileId", "createdAt"]),

  /** "Not interested": profiles a member hid from their own matches; undone from /shortlist. */
  hiddenProfiles: defineTable({
    ownerId: v.id("profiles"),
    profileId: v.id("profiles"),
    createdAt: v.number(),
  })
    .index("by_ownerId_and_createdAt", ["ownerId", "createdAt"])
    .index("by_ownerId_and_profileId", ["ownerId", "profileId"])
    .index("by_profileId_and_createdAt", ["profileId", "createdAt"]),

  /**
   * Blocks: a row hides the two members from each other in both directions on every read path
   * (model/safety/blocks.ts). A report also blocks (`viaReport`).
   */
  blocks: defineTable({
    blockerId: v.id("profiles"),
    blockedId: v.id("profiles"),
    createdAt: v.number(),
    viaReport: v.optional(v.boolean()),
  })
    .index("by_blockerId_and_createdAt", ["blockerId", "createdAt"])
    .index("by_blockerId_and_blockedId", ["blockerId", "blockedId"])
    .index("by_blockedId_and_createdAt", ["blockedId", "createdAt"]),

  /** A member's report of another, reviewed in the console's reports queue. */
  reports: defineTable({
    reporterId: v.id("profiles"),
    /** Unlinked when the reported member's account is deleted: the reporter still sees the outcome. */
    reportedId: v.optional(v.id("profiles")),
    reason: vReportReason,
    /** Optional free text, sanitised and length-limited (shared/rules/safety.ts). */
    details: v.optional(v.string()),
    status: vReportStatus,
    createdAt: v.number(),
    reviewedAt: v.optional(v.number()),
    /** The staff email that closed it. */
    reviewedBy: v.optional(v.string()),
  })
    // The queue: open first-in first-out, or every report newest first.
    .index("by_status_and_createdAt", ["status", "createdAt"])
    .index("by_createdAt", ["createdAt"])
    .index("by_reportedId_and_createdAt", ["reportedId", "createdAt"])
    .index("by_reporterId_and_createdAt", ["reporterId", "createdAt"])
    // One open report per reporter and member: a second one is refused while the first is in the queue.
    .index("by_reporterId_and_reportedId", ["reporterId", "reportedId"]),

  /**
   * What is kept of a deleted member who was reported, warned, suspended, removed by staff or flagged
   * (model/safety/records.ts), for one year (SAFETY_RECORD_MS, the daily cron deletes it after): the profile
   * code, why, the staff's call notes, and the returns refused since. The reports against them and the
   * reveals they made stay in their own tables under `profileId` (the deleted profile's id) until then.
   */
  safetyRecords: defineTable({
    profileId: v.id("profiles"),
    profileCode: v.string(),
    reasons: v.array(vSafetyRecordReason),
    /** Suspended or removed for cause: registering again with the same phone or email is refused. */
    barred: v.boolean(),
    /** The suspension reason staff gave, if any. */
    statusReason: v.optional(v.string()),
    /** The staff's call notes about the member, copied before the notes were deleted. */
    notes: v.array(v.object({ author: v.string(), text: v.string(), createdAt: v.number() })),
    /** Contact reveals the member made (the rows themselves stay in contactReveals). */
    revealCount: v.number(),
    /** Whether keyed hashes could be made (SAFETY_HASH_SECRET set, or local mode). */
    hashed: v.boolean(),
    deletedAt: v.number(),
    /** Attempts to come back with a matching phone or email, newest last (at most 20 kept). */
    returns: v.array(
      v.object({
        at: v.number(),
        via: v.union(v.literal("register"), v.literal("mobileVerification")),
        profileCode: v.optional(v.string()),
      }),
    ),
  })
    .index("by_profileId", ["profileId"])
    .index("by_deletedAt", ["deletedAt"]),

  /** Keyed hashes (HMAC-SHA-256) of a safety record's normalised phone numbers and email, never the values. */
  safetyRecordKeys: defineTable({
    recordId: v.id("safetyRecords"),
    kind: v.union(v.literal("phone"), v.literal("email")),
    hash: v.string(),
  })
    .index("by_hash", ["hash"])
    .index("by_recordId", ["recordId"]),

  /** Staff notes on a report (admins and support agents). */
  reportNotes: defineTable({
    reportId: v.id("reports"),
    author: v.string(),
    text: v.string(),
    createdAt: v.number(),
  }).index("by_reportId_and_createdAt", ["reportId", "createdAt"]),

  /**
   * A warning staff gave a member after a report: shown in the app, in the member's language
   * from the reason's key, until the member acknowledges it.
   */
  memberNotices: defineTable({
    profileId: v.id("profiles"),
    reason: vReportReason,
    reportId: v.optional(v.id("reports")),
    createdAt: v.number(),
    acknowledgedAt: v.optional(v.number()),
  }).index("by_profileId_and_createdAt", ["profileId", "createdAt"]),

  /**
   * ID photos and selfies waiting for staff (convex/model/verification/documents.ts): one row per
   * member and kind, deleted with its file when staff decide (the decision stays in `verifications`). The
   * file's URL leaves the server only to admins (model/members/documentPrivacy.ts); never the number.
   */
  verificationDocuments: defineTable({
    profileId: v.id("profiles"),
    kind: vDocumentKind,
    /** Which document (kind "id" only). */
    documentType: v.optional(vIdDocumentType),
    storageId: v.id("_storage"),
    /** The type its first bytes have (never the uploader's word). */
    contentType: v.string(),
    size: v.number(),
    submittedAt: v.number(),
  })
    .index("by_profileId_and_kind", ["profileId", "kind"])
    .index("by_submittedAt", ["submittedAt"])
    .index("by_storageId", ["storageId"]),

  /**
   * The history of every badge (model/verification/badges.ts): who granted, revoked or refused
   * it and when, kept after the files are gone. Never an ID number: only the document type.
   */
  verifications: defineTable({
    profileId: v.id("profiles"),
    kind: vBadgeKind,
    decision: vVerificationDecision,
    /** A staff email, "member" (a code the member typed) or "system". */
    by: v.string(),
    reason: v.optional(v.string()),
    documentType: v.optional(v.string()),
    at: v.number(),
  })
    .index("by_profileId", ["profileId", "at"])
    // The console's latest decisions across members.
    .index("by_at", ["at"]),

  /**
   * One-time codes sent by SMS (model/verification/codes.ts): at most one live code per member and
   * purpose. Only the code's salted hash is kept, never the code.
   */
  verificationCodes: defineTable({
    profileId: v.id("profiles"),
    purpose: vCodePurpose,
    /** E.164: the number the code was sent to; checking it against another number fails. */
    phone: v.string(),
    /** HMAC-SHA-256 of the code with `salt`, hex. */
    codeHash: v.string(),
    salt: v.string(),
    attempts: v.number(),
    sentAt: v.number(),
    expiresAt: v.number(),
  })
    .index("by_profileId_and_purpose", ["profileId", "purpose"])
    .index("by_expiresAt", ["expiresAt"]),

  /**
   * What happened to a member (model/notifications/notify.ts): the bell's list. One row per event,
   * by its dedupe key, so a retried mutation or a scheduler that runs twice writes it once.
   */
  notifications: defineTable({
    profileId: v.id("profiles"),
    kind: vNotificationKind,
    params: vNotificationParams,
    /** Names the event, e.g. `approved:<profileId>:<time>`; unique. */
    dedupeKey: v.string(),
    createdAt: v.number(),
    readAt: v.optional(v.number()),
  })
    .index("by_dedupeKey", ["dedupeKey"])
    .index("by_profileId_and_createdAt", ["profileId", "createdAt"])
    // The bell's count: the unread ones (readAt absent) of one member.
    .index("by_profileId_and_readAt", ["profileId", "readAt"]),

  /**
   * Mail and SMS waiting to go, sent and failed (model/notifications/outbox.ts): one row per event and
   * channel, sent by an action that claims it first, retried with backoff, its dedupe key passed to the
   * provider as the idempotency key. The address is read when it is sent, never stored here.
   */
  /**
   * Logins to delete at the identity provider (model/identityDeletion/outbox.ts), for the member's own deletion
   * and the console's: retried until the provider confirms, like the notification outbox. A row goes when
   * the login is gone; one the provider refuses for good stays `failed` (and in the audit log) for an admin.
   */
  identityDeletions: defineTable({
    tokenIdentifier: v.string(),
    profileCode: v.string(),
    requestedBy: v.string(),
    status: v.union(v.literal("queued"), v.literal("sending"), v.literal("failed")),
    attempts: v.number(),
    nextAttemptAt: v.number(),
    lastError: v.optional(v.string()),
  }).index("by_status_and_nextAttemptAt", ["status", "nextAttemptAt"]),
  notificationOutbox: defineTable({
    profileId: v.id("profiles"),
    notificationId: v.id("notifications"),
    channel: vChannel,
    kind: vNotificationKind,
    /** `<notification dedupe key>:<channel>`; unique. */
    dedupeKey: v.string(),
    status: vOutboxStatus,
    attempts: v.number(),
    nextAttemptAt: v.number(),
    lastError: v.optional(v.string()),
    sentAt: v.optional(v.number()),
    createdAt: v.number(),
    /** The provider's id of a sent WhatsApp message (Meta's wamid), which its status webhooks name. */
    providerMessageId: v.optional(v.string()),
    /** The last status the provider reported of it (delivered, read, failed ...). */
    providerStatus: v.optional(vProviderStatus),
  })
    .index("by_dedupeKey", ["dedupeKey"])
    .index("by_status_and_nextAttemptAt", ["status", "nextAttemptAt"])
    .index("by_profileId", ["profileId"])
    .index("by_providerMessageId", ["providerMessageId"]),

  /**
   * A member's WhatsApp opt-ins, one row each time they opt in (model/whatsapp/optIns.ts); the newest row is
   * the current state, the older ones the record of consent. The number itself stays in `contacts`: the row
   * keeps its last 4 digits, and a message goes only while the member's mobile still ends with them.
   */
  whatsappOptIns: defineTable({
    profileId: v.id("profiles"),
    optedInAt: v.number(),
    /** The consent text as the member read it: its catalogue key, the language and the rendered text. */
    textKey: v.string(),
    language: vLanguage,
    text: v.string(),
    mobileLast4: v.string(),
    topics: vWhatsAppTopics,
    optedOutAt: v.optional(v.number()),
    optOutSource: v.optional(vOptOutSource),
  }).index("by_profileId", ["profileId"]),

  /** Which notifications a member receives by email and SMS (absent = the defaults). */
  /**
   * Web Push subscriptions, one per device where the member turned alerts on (model/push/). The endpoint
   * is the push service's address for that browser; p256dh and auth are its public key and secret for the
   * payload's encryption (RFC 8291). Removed on sign-out, on account deletion, and when the push service
   * answers 404 or 410.
   */
  pushSubscriptions: defineTable({
    profileId: v.id("profiles"),
    endpoint: v.string(),
    p256dh: v.string(),
    auth: v.string(),
    createdAt: v.number(),
    lastSuccessAt: v.optional(v.number()),
  })
    .index("by_profileId", ["profileId"])
    .index("by_endpoint", ["endpoint"]),

  notificationPreferences: defineTable({
    profileId: v.id("profiles"),
    email: vEmailChoices,
    /** The opt-in SMS when the profile is approved. */
    smsApproved: v.boolean(),
    updatedAt: v.number(),
  }).index("by_profileId", ["profileId"]),

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

  /**
   * Conversations between two members who accepted an interest (docs/conversations.md): one row per pair,
   * with each side's unread count, read and delivery times and consent to share contact details, so a list
   * row or the thread's header reads one document.
   */
  conversations: defineTable(conversationFields)
    // The member's list, newest first: the two ranges (as A, as B) merged on the last message's time.
    .index("by_memberA_and_lastMessageAt", ["memberA", "lastMessageAt"])
    .index("by_memberB_and_lastMessageAt", ["memberB", "lastMessageAt"])
    .index("by_memberA_and_memberB", ["memberA", "memberB"])
    // The console: conversations started by a member, and all started lately (harvesting figures).
    .index("by_startedBy_and_createdAt", ["startedBy", "createdAt"])
    .index("by_createdAt", ["createdAt"]),

  /** Messages, original text as sent; masking is applied when read, per reader (model/conversations/read.ts). */
  messages: defineTable(messageFields)
    // A thread's pages, newest first: a page reads about its own size whatever the history's length.
    .index("by_conversationId_and_sentAt", ["conversationId", "sentAt"])
    // The same sender's message before a given one (a number split across two messages).
    .index("by_conversationId_and_senderId_and_sentAt", ["conversationId", "senderId", "sentAt"])
    // Account deletion: the member's messages, in bounded batches.
    .index("by_senderId_and_sentAt", ["senderId", "sentAt"]),

  /** Per member: read receipts on or off, and the unread total the navbar reads. */
  conversationMembers: defineTable(conversationMemberFields).index("by_profileId", ["profileId"]),

  /** The console's safety queue: money requests, copy-paste outreach and reported messages. */
  safetyFlags: defineTable(safetyFlagFields)
    .index("by_createdAt", ["createdAt"])
    .index("by_status_and_createdAt", ["status", "createdAt"])
    .index("by_kind_and_status_and_createdAt", ["kind", "status", "createdAt"])
    .index("by_conversationId_and_kind_and_status", ["conversationId", "kind", "status"])
    .index("by_reportId", ["reportId"])
    .index("by_memberId_and_createdAt", ["memberId", "createdAt"])
    .index("by_otherId_and_createdAt", ["otherId", "createdAt"]),

  /** The messages attached to a safety flag (staff only, each opening audited), deleted when it closes. */
  safetyExcerpts: defineTable(safetyExcerptFields).index("by_flagId", ["flagId"]),

  /** Fingerprints of a sender's recent texts, to find the same text sent to several members. */
  outreachTexts: defineTable(outreachTextFields)
    .index("by_senderId_and_fingerprint", ["senderId", "fingerprint"])
    .index("by_senderId_and_lastAt", ["senderId", "lastAt"])
    .index("by_lastAt", ["lastAt"]),
});
