import { v, type Infer } from "convex/values";
import { ageFromDobText } from "@matrimony/shared/dates";
import { isPremium } from "@matrimony/shared/rules/premium";
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { profileFields, vLanguage, vMatchFilters, vProfileStatus } from "../../validators";
import { cardHoroscope, pageHoroscope, vHoroscopeMatch, vHoroscopeSummary } from "./horoscope";
import { photoViews, profilePhotoUrl } from "./photos";

/**
 * What each screen may see of a profile. None of these carries contact data: that is only in `contacts`,
 * and leaves the server through `members.revealContact`, `members.me` (own) and staff functions.
 */

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
  createdAt: v.number(),
  /** Guna and porutham counts against the viewer (issue 17); null when either has not given a nakshatram. */
  horoscope: vHoroscopeSummary,
});
export type MatchCard = Infer<typeof vMatchCard>;

function professionText(p: Doc<"profiles">): string {
  return p.profession === "Other" && p.otherProfession ? p.otherProfession : p.profession;
}

function placeText(p: Doc<"profiles">): string {
  return p.workingPlace ?? p.presentResidence ?? p.nativePlaceDistrict ?? p.nativeStateOther ?? p.state;
}

export async function toMatchCard(
  ctx: QueryCtx,
  viewer: Doc<"profiles">,
  p: Doc<"profiles">,
  nowMs: number,
): Promise<MatchCard> {
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
    photoUrl: await profilePhotoUrl(ctx, p._id),
    createdAt: p.createdAt,
    horoscope: cardHoroscope(viewer, p),
  };
}

const vPhoto = v.object({ photoId: v.id("photos"), url: v.string(), order: v.number() });

/** The member page (/user/:userId): every profile section, photos, no contact data, no account internals. */
export const vMemberPage = v.object({
  _id: v.id("profiles"),
  profileCode: v.string(),
  ...profileFields,
  age: v.union(v.number(), v.null()),
  isPremium: v.boolean(),
  photos: v.array(vPhoto),
  createdAt: v.number(),
  /** The full Guna Milan and Dasa Porutham against the viewer (issue 17); null when it cannot be computed. */
  horoscope: vHoroscopeMatch,
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

export async function toMemberPage(
  ctx: QueryCtx,
  viewer: Doc<"profiles">,
  p: Doc<"profiles">,
  nowMs: number,
): Promise<MemberPage> {
  const fields = pick(p, PROFILE_FIELD_NAMES) as Pick<Doc<"profiles">, keyof typeof profileFields>;
  return {
    ...fields,
    _id: p._id,
    profileCode: p.profileCode,
    age: ageFromDobText(p.dateOfBirth, nowMs),
    isPremium: isPremium(p.premiumUntil, nowMs),
    photos: await photoViews(ctx, p._id),
    createdAt: p.createdAt,
    horoscope: pageHoroscope(viewer, p),
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
    /** The refine partner preferences (issue 17), for the preference page; absent = all "Doesn't matter". */
    matchFilters: v.optional(vMatchFilters),
  }),
  contacts: v.object({
    email: v.string(),
    mobileNumber: v.string(),
    altMobileNumber: v.union(v.string(), v.null()),
  }),
  membership: v.object({
    plan: v.union(v.literal("Free"), v.literal("Premium")),
    premiumUntil: v.union(v.number(), v.null()),
  }),
  completion: v.union(v.literal(75), v.literal(100)),
  photos: v.array(vPhoto),
});
export type Me = Infer<typeof vMe>;
export { vPhoto };
