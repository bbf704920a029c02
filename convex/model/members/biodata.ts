/**
 * The marriage biodata (docs/biodata.md): share links a member makes of their own biodata, and what a
 * holder of such a link receives. The owner's own preview and print are drawn in the browser from
 * `members.me`; only the shared link needs the server.
 */
import { v, type Infer } from "convex/values";
import { ageFromDobText } from "@matrimony/shared/dates";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { profileFields, vLanguage } from "../../validators";
import { audit, memberActor } from "../audit";
import { fail } from "../errors";
import { consume, tryConsume } from "../limits";
import { newToken, sha256Hex } from "../tokens";
import {
  BIODATA_LINK_DAY_MS,
  BIODATA_LINK_DEFAULT_DAYS,
  BIODATA_LINK_MAX_DAYS,
  MAX_ACTIVE_BIODATA_LINKS,
  isLive,
  linksOf,
  liveLinkWithOwner,
} from "./biodataLinks";
import { approvedPhotosOf, photoViewOf } from "./photos";

/**
 * The profile fields a biodata shows: personal, horoscope, family, education and work, partner
 * expectations. Named one by one (not "every profile field"), so a field added to profiles later does not
 * reach strangers holding a link until someone decides it should.
 */
export const BIODATA_FIELD_NAMES = [
  "fullName",
  "gender",
  "maritalStatus",
  "dateOfBirth",
  "timeOfBirth",
  "birthPlace",
  "height",
  "complexion",
  "caste",
  "religion",
  "residenceType",
  "country",
  "otherCountry",
  "rashi",
  "nakshatram",
  "nakshatraPada",
  "kujaDosham",
  "gotram",
  "fatherName",
  "fatherProfession",
  "fatherDesignation",
  "motherName",
  "motherSurname",
  "motherProfession",
  "numberOfBrothers",
  "numberOfSisters",
  "state",
  "nativePlaceDistrict",
  "nativeStateOther",
  "place",
  "presentResidence",
  "financialStatus",
  "education",
  "collegeName",
  "profession",
  "otherProfession",
  "professionSector",
  "companyName",
  "workingPlace",
  "income",
  "partnerPreferenceType",
  "nriCountry",
  "partnerstate",
  "partnerprofessionSector",
  // Beyond the spec's fields: the member's own words (screened for contact details), family and lifestyle.
  "aboutMe",
  "aboutFamily",
  "subCaste",
  "familyType",
  "familyValues",
  "marriedBrothers",
  "marriedSisters",
  "diet",
  "smoking",
  "drinking",
] as const satisfies readonly (keyof typeof profileFields)[];
type BiodataFieldName = (typeof BIODATA_FIELD_NAMES)[number];

const biodataFields = Object.fromEntries(BIODATA_FIELD_NAMES.map((name) => [name, profileFields[name]])) as Pick<
  typeof profileFields,
  BiodataFieldName
>;

/** What a holder of a shared link receives: never contacts, status, membership or account internals. */
export const vSharedBiodata = v.object({
  ...biodataFields,
  profileCode: v.string(),
  age: v.union(v.number(), v.null()),
  language: vLanguage,
  /** A signed link to the profile photo made out to this shared link; null unless the owner chose it. */
  photoUrl: v.union(v.string(), v.null()),
  expiresAt: v.number(),
});
export type SharedBiodata = Infer<typeof vSharedBiodata>;

/** One of the owner's links as the biodata page lists it; the token itself is shown only once, on creation. */
export const vBiodataLink = v.object({
  _id: v.id("biodataLinks"),
  language: vLanguage,
  includePhoto: v.boolean(),
  createdAt: v.number(),
  expiresAt: v.number(),
  revokedAt: v.union(v.number(), v.null()),
  views: v.number(),
  live: v.boolean(),
});
export type BiodataLink = Infer<typeof vBiodataLink>;

/** How many of the owner's links the page lists (live ones and the latest ended ones). */
const LISTED_LINKS = 20;

export async function myLinks(ctx: QueryCtx, owner: Doc<"profiles">): Promise<BiodataLink[]> {
  const now = Date.now();
  return (await linksOf(ctx, owner._id, LISTED_LINKS)).map((link) => ({
    _id: link._id,
    language: link.language,
    includePhoto: link.includePhoto,
    createdAt: link.createdAt,
    expiresAt: link.expiresAt,
    revokedAt: link.revokedAt ?? null,
    views: link.views,
    live: isLive(link, now),
  }));
}

export type NewLink = { linkId: Id<"biodataLinks">; token: string; expiresAt: number };

/**
 * A new share link of the owner's biodata: approved members only (staff have checked the profile), at most
 * MAX_ACTIVE_BIODATA_LINKS live at once and the `biodataLinks` rate limit.
 */
export async function createLink(
  ctx: MutationCtx,
  owner: Doc<"profiles">,
  input: { language: "en" | "te"; includePhoto: boolean; days?: number },
): Promise<NewLink> {
  const days = input.days ?? BIODATA_LINK_DEFAULT_DAYS;
  if (!Number.isInteger(days) || days < 1 || days > BIODATA_LINK_MAX_DAYS)
    fail("invalid", "biodata.daysInvalid", "days");
  const now = Date.now();
  const live = (await linksOf(ctx, owner._id, LISTED_LINKS + MAX_ACTIVE_BIODATA_LINKS)).filter((link) =>
    isLive(link, now),
  );
  if (live.length >= MAX_ACTIVE_BIODATA_LINKS) fail("conflict", "biodata.tooManyLinks");
  await consume(ctx, "biodataLinks", owner._id, "biodata.linkRateLimited");
  // A link cannot be guessed, only forwarded.
  const token = newToken();
  const expiresAt = now + days * BIODATA_LINK_DAY_MS;
  const linkId = await ctx.db.insert("biodataLinks", {
    profileId: owner._id,
    tokenHash: await sha256Hex(token),
    language: input.language,
    includePhoto: input.includePhoto,
    createdAt: now,
    expiresAt,
    views: 0,
  });
  await audit(ctx, {
    actor: memberActor(owner.profileCode),
    action: "biodata.link",
    target: owner.profileCode,
    details: `${input.language}, photo ${input.includePhoto ? "yes" : "no"}, ${days} days`,
  });
  return { linkId, token, expiresAt };
}

/** The owner ends one of their links at once; someone else's id is answered like an unknown one. */
export async function revokeLink(ctx: MutationCtx, owner: Doc<"profiles">, rawId: string): Promise<null> {
  const id = ctx.db.normalizeId("biodataLinks", rawId);
  const link = id === null ? null : await ctx.db.get("biodataLinks", id);
  if (link === null || link.profileId !== owner._id) fail("not_found", "biodata.linkNotFound");
  if (link.revokedAt === undefined) {
    await ctx.db.patch("biodataLinks", link._id, { revokedAt: Date.now() });
    await audit(ctx, { actor: memberActor(owner.profileCode), action: "biodata.revoke", target: owner.profileCode });
  }
  return null;
}

/** Tokens are base64url of 32 bytes; anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Someone opens a shared link (signed in or not): the biodata as its owner chose it, or null when the link
 * is unknown, revoked, expired, or its owner is no longer approved or gone. Counts the opening for the
 * owner while the `biodataViews` limit lasts (beyond it the biodata still shows, uncounted).
 */
export async function openLink(ctx: MutationCtx, token: string): Promise<SharedBiodata | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const tokenHash = await sha256Hex(token);
  const found = await ctx.db
    .query("biodataLinks")
    .withIndex("by_tokenHash", (q) => q.eq("tokenHash", tokenHash))
    .unique();
  const now = Date.now();
  const live = await liveLinkWithOwner(ctx, found, now);
  if (live === null) return null;
  const { link, owner } = live;
  if ((await tryConsume(ctx, "biodataViews", link._id)).ok)
    await ctx.db.patch("biodataLinks", link._id, { views: link.views + 1 });
  return await sharedBiodataOf(ctx, owner, link, now);
}

/** The projection: the named fields only, and the photo as a link made out to this shared link. */
async function sharedBiodataOf(
  ctx: MutationCtx,
  owner: Doc<"profiles">,
  link: Doc<"biodataLinks">,
  nowMs: number,
): Promise<SharedBiodata> {
  const fields: Partial<Pick<Doc<"profiles">, BiodataFieldName>> = {};
  for (const name of BIODATA_FIELD_NAMES) {
    if (owner[name] !== undefined) (fields as Record<string, unknown>)[name] = owner[name];
  }
  let photoUrl: string | null = null;
  if (link.includePhoto) {
    const [first] = await approvedPhotosOf(ctx, owner._id, 1);
    const view = first === undefined ? null : await photoViewOf(ctx, { kind: "biodata", linkId: link._id }, first);
    photoUrl = view?.url ?? null;
  }
  return {
    ...(fields as Pick<Doc<"profiles">, BiodataFieldName>),
    profileCode: owner.profileCode,
    age: ageFromDobText(owner.dateOfBirth, nowMs),
    language: link.language,
    photoUrl,
    expiresAt: link.expiresAt,
  };
}
