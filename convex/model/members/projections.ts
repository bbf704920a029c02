import { v, type Infer } from "convex/values";
import { ageFromDobText } from "@matrimony/shared/dates";
import { isPremium } from "@matrimony/shared/rules/premium";
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import {
  profileFields,
  vJatakamType,
  vLanguage,
  vMatchFilters,
  vPhotoRejectReason,
  vProfileStatus,
  vReviewedValues,
} from "../../validators";
import { cardHoroscope, pageHoroscope, vHoroscopeMatch, vHoroscopeSummary } from "./horoscope";
import { badgesOf } from "../verification/badges";
import { vBadgeFlags } from "../verification/badgeValidators";
import { contactAccessOf, jatakamForViewer, photosForViewer, profilePhotoForViewer } from "./privacy";
import { vContactPerson } from "../parents/contactPerson";
import { acceptsViewer } from "./mutualPreference";

/**
 * What each screen may see of a profile. None of these carries contact data: that is only in `contacts`,
 * and leaves the server through `members.revealContact`, `members.me` (own) and staff functions. Photo URLs
 * reach another member only as the owner's photo setting allows (privacy.ts): each projection takes the viewer.
 */

/** Why a card or page carries no photo URL although the member has photos (the owner's photo setting). */
export const vPhotoLock = v.union(v.literal("interest"), v.literal("staff"), v.null());

export const vMatchCard = v.object({
  _id: v.id("profiles"),
  profileCode: v.string(),
  fullName: v.string(),
  age: v.union(v.number(), v.null()),
  height: v.string(),
  caste: profileFields.caste,
  religion: profileFields.religion,
  profession: v.string(),
  place: v.string(),
  photoUrl: v.union(v.string(), v.null()),
  /** The card-size copy of the photo (the photo itself when it has none); what cards show. */
  photoThumbUrl: v.union(v.string(), v.null()),
  photoLock: vPhotoLock,
  createdAt: v.number(),
  /** Guna and porutham counts against the viewer; null when either has not given a nakshatram. */
  horoscope: vHoroscopeSummary,
  /** Which verification badges the member holds: Mobile, Email, ID, Photo. */
  badges: vBadgeFlags,
  /** Whether the member's own partner preference takes the viewer too (mutualPreference.ts): the mutual badge. */
  mutual: v.boolean(),
});
export type MatchCard = Infer<typeof vMatchCard>;

function professionText(p: Doc<"profiles">): string {
  return p.profession === "Other" && p.otherProfession ? p.otherProfession : p.profession;
}

function placeText(p: Doc<"profiles">): string {
  return p.workingPlace ?? p.presentResidence ?? p.nativePlaceDistrict ?? p.nativeStateOther ?? p.state;
}

/** `p` as a card for `viewer`: the photo only as `p`'s photo setting allows. */
export async function toMatchCard(
  ctx: QueryCtx,
  p: Doc<"profiles">,
  nowMs: number,
  viewer: Doc<"profiles">,
): Promise<MatchCard> {
  const { photoUrl, photoThumbUrl, photoLock } = await profilePhotoForViewer(ctx, viewer, p);
  return {
    _id: p._id,
    profileCode: p.profileCode,
    fullName: p.fullName,
    age: ageFromDobText(p.dateOfBirth, nowMs),
    height: p.height,
    caste: p.caste,
    religion: p.religion,
    profession: professionText(p),
    place: placeText(p),
    photoUrl,
    photoThumbUrl,
    photoLock,
    createdAt: p.createdAt,
    horoscope: cardHoroscope(viewer, p),
    badges: badgesOf(p),
    mutual: p._id !== viewer._id && (await acceptsViewer(ctx, p, viewer, nowMs)),
  };
}

/** thumbUrl: the card-size copy (the photo itself when it has none), for the page; url opens full size. */
/** A photo not shown to other members yet, for its owner and staff (photos.ts PhotoView); absent = approved. */
const vPhotoReview = v.union(
  v.object({ state: v.literal("pending") }),
  v.object({ state: v.literal("rejected"), reason: v.optional(vPhotoRejectReason) }),
);
const vPhoto = v.object({
  photoId: v.id("photos"),
  url: v.string(),
  thumbUrl: v.string(),
  order: v.number(),
  review: v.optional(vPhotoReview),
});
/** The jatakam as a signed link to the photo route (image or PDF); null when there is none or it is locked. */
const vJatakamLink = v.union(v.object({ url: v.string(), contentType: vJatakamType }), v.null());

/** The member page (/user/:userId): every profile section, photos, no contact data, no account internals. */
export const vMemberPage = v.object({
  _id: v.id("profiles"),
  profileCode: v.string(),
  ...profileFields,
  age: v.union(v.number(), v.null()),
  isPremium: v.boolean(),
  photos: v.array(vPhoto),
  photoLock: vPhotoLock,
  /** The birth chart when the owner's jatakam setting lets the viewer open it; the lock says why not. */
  jatakam: vJatakamLink,
  jatakamLock: vPhotoLock,
  /** Whether the viewer may reveal the contact details, and if not why (privacy.ts contactAccessOf). */
  contactAccess: v.union(
    v.literal("allowed"),
    v.literal("premiumRequired"),
    v.literal("interestRequired"),
    v.literal("blocked"),
  ),
  createdAt: v.number(),
  /** The full Guna Milan and Dasa Porutham against the viewer; null when it cannot be computed. */
  horoscope: vHoroscopeMatch,
  /** The verification badges. */
  badges: vBadgeFlags,
});
export type MemberPage = Infer<typeof vMemberPage>;

/** Copy only the fields a validator names, so a projection can never carry more than it declares. */
function pick<T extends Record<string, unknown>>(doc: T, keys: readonly string[]): Partial<T> {
  const out: Partial<T> = {};
  for (const key of keys) {
    if (key in doc && doc[key] !== undefined) (out as Record<string, unknown>)[key] = doc[key];
  }
  return out;
}
export const PROFILE_FIELD_NAMES = Object.keys(profileFields) as (keyof typeof profileFields)[];

/** `p`'s page for `viewer`: photos only as `p`'s photo setting allows, and whether a reveal would be allowed. */
export async function toMemberPage(
  ctx: QueryCtx,
  p: Doc<"profiles">,
  nowMs: number,
  viewer: Doc<"profiles">,
): Promise<MemberPage> {
  const { photos, photoLock } = await photosForViewer(ctx, viewer, p);
  const fields = pick(p, PROFILE_FIELD_NAMES) as Pick<Doc<"profiles">, keyof typeof profileFields>;
  return {
    ...fields,
    _id: p._id,
    profileCode: p.profileCode,
    age: ageFromDobText(p.dateOfBirth, nowMs),
    isPremium: isPremium(p.premiumUntil, nowMs),
    photos,
    photoLock,
    ...(await jatakamForViewer(ctx, viewer, p)),
    contactAccess: viewer._id === p._id ? "allowed" : await contactAccessOf(ctx, viewer, p, nowMs),
    createdAt: p.createdAt,
    horoscope: pageHoroscope(viewer, p),
    badges: badgesOf(p),
  };
}

/** The member's own view of themselves (`members.me`): their profile, contacts, membership, completion. */
export const vMe = v.object({
  profile: v.object({
    _id: v.id("profiles"),
    profileCode: v.string(),
    ...profileFields,
    status: vProfileStatus,
    statusReason: v.optional(v.string()),
    registrationDate: v.string(),
    createdAt: v.number(),
    /** The app language the member chose; absent until they choose one (the device's choice applies). */
    preferredLanguage: v.optional(vLanguage),
    /** The refine partner preferences, for the preference page; absent = all "Doesn't matter". */
    matchFilters: v.optional(vMatchFilters),
    /** When the member paused their profile (members.setPaused); absent while it is shown. */
    pausedAt: v.optional(v.number()),
  }),
  contacts: v.object({
    email: v.string(),
    mobileNumber: v.string(),
    altMobileNumber: v.union(v.string(), v.null()),
    /** Whom callers speak to, for the edit form. */
    contactPerson: vContactPerson,
  }),
  membership: v.object({
    plan: v.union(v.literal("Free"), v.literal("Premium")),
    premiumUntil: v.union(v.number(), v.null()),
  }),
  completion: v.union(v.literal(75), v.literal(100)),
  photos: v.array(vPhoto),
  /** The member's own jatakam, null when they have none. */
  jatakam: vJatakamLink,
  /**
   * Reviewed fields the member changed after approval, waiting for staff (profileChanges.ts); the profile
   * above keeps the approved values. Absent when nothing waits.
   */
  pendingChange: v.optional(v.object({ values: vReviewedValues, submittedAt: v.number() })),
});
export type Me = Infer<typeof vMe>;
export { vPhoto };
