/**
 * A member's own account: registration, profile and preference edits, what they see of themselves, the
 * download of their data, and deleting the account.
 */
import { queueIdentityDeletion } from "../identityDeletion/outbox";
import type { UserIdentity } from "convex/server";
import { formatIsoDate } from "@matrimony/shared/dates";
import { randomProfileCode } from "@matrimony/shared/profileCode";
import { profileCompletion } from "@matrimony/shared/rules/completion";
import { isPremium } from "@matrimony/shared/rules/premium";
import {
  makeProfileEditSchema,
  makeRegistrationSchema,
  preferenceEditSchema,
  refineFormSchema,
  toMatchFilters,
} from "@matrimony/shared/schemas";
import { birthYearOf } from "@matrimony/shared/rules/refine/filters";
import { internal } from "../../_generated/api";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { profileFields } from "../../validators";
import { audit, memberActor } from "../audit";
import { mobileNumberChanged } from "../verification/mobile";
import { grantBadge } from "../verification/badges";
import { revokeOnChange, verificationExport } from "../verification/documents";
import { fail } from "../errors";
import { identityEmail } from "../identity";
import { consume, EXPORT_PART_ROWS, EXPORT_PAYMENTS_MAX } from "../limits";
import { whatsappConsentsExport } from "../whatsapp/optIns";
import { parseOrFail } from "../validation";
import { blockedIdsOf } from "../safety/blocks";
import { contactsOf } from "./contacts";
import { contactPersonFields, contactPersonOf, sendsContactPerson } from "../parents/contactPerson";
import { buryIdentity, wasDeletedRecently } from "./tombstones";
import { photosOf, photoViews, removePhoto } from "./photos";
import { removeJatakamOf } from "./jatakam";
import { jatakamForViewer } from "./privacy";
import { PROFILE_FIELD_NAMES, type Me } from "./projections";
import { purgeRelated } from "./purge";
import { holdReviewedFields, needsReview, pendingChangeOf } from "./profileChanges";
import { conversationsExport } from "../conversations/export";
import { barredRecordMatching, keepSafetyRecord, noteReturn } from "../safety/records";

type ProfileFieldName = keyof typeof profileFields;
type Language = NonNullable<Doc<"profiles">["preferredLanguage"]>;
type ProfileFieldValues = Partial<Pick<Doc<"profiles">, ProfileFieldName>>;

async function uniqueProfileCode(ctx: QueryCtx): Promise<string> {
  for (;;) {
    const code = randomProfileCode(Math.random);
    const taken = await ctx.db
      .query("profiles")
      .withIndex("by_profileCode", (q) => q.eq("profileCode", code))
      .first();
    if (taken === null) return code;
  }
}

/** Keep only the profile fields of a parsed form; contact fields and anything else are dropped. */
function profileFieldsOf(data: Record<string, unknown>): ProfileFieldValues {
  const out: Record<string, unknown> = {};
  for (const key of PROFILE_FIELD_NAMES) if (data[key] !== undefined) out[key] = data[key];
  return out as ProfileFieldValues;
}

/**
 * Register the signed-in identity's profile (after the identity exists). Validated with the same shared
 * schema as the wizard; the profile starts pending until an admin approves it; no password is stored.
 */
export async function register(
  ctx: MutationCtx,
  identity: UserIdentity,
  input: unknown,
  privacy?: {
    phone: NonNullable<Doc<"profiles">["phoneVisibility"]>;
    photos: NonNullable<Doc<"profiles">["photoVisibility"]>;
  },
  refine?: unknown,
): Promise<Id<"profiles"> | null> {
  const existing = await ctx.db
    .query("profiles")
    .withIndex("by_tokenIdentifier", (q) => q.eq("tokenIdentifier", identity.tokenIdentifier))
    .unique();
  if (existing !== null) fail("conflict", "error.profileExists");
  const now = Date.now();
  // A token of a login deleted with its account must not start a new profile.
  if (await wasDeletedRecently(ctx, identity.tokenIdentifier, now)) fail("unauthenticated", "error.accountDeleted");
  const data = parseOrFail(makeRegistrationSchema(now), input);
  // Step 4's optional refine preferences; a wizard that sends none stores none (every filter "Doesn't matter").
  const matchFilters = refine === undefined ? undefined : toMatchFilters(parseOrFail(refineFormSchema, refine));
  // The email is the identity's own; a form that names another one is refused, not trusted.
  const tokenEmail = identityEmail(identity);
  if (tokenEmail !== "" && tokenEmail !== data.email) fail("invalid", "error.emailMismatch", "email");
  const emailTaken = await ctx.db
    .query("contacts")
    .withIndex("by_email", (q) => q.eq("email", data.email))
    .first();
  if (emailTaken !== null) fail("conflict", "register.emailInUse", "email");
  // A suspended or removed member's phone or email: no profile, the attempt written on their safety record
  // for staff, and null, which the app answers with a neutral "call us" (register.needsSupport).
  const barred = await barredRecordMatching(ctx, {
    phones: [data.mobileNumber, data.altMobileNumber ?? ""],
    emails: [data.email],
  });
  if (barred !== null) {
    await noteReturn(ctx, barred, "register");
    return null;
  }

  const fields = profileFieldsOf(data);
  const profileCode = await uniqueProfileCode(ctx);
  const profileId = await ctx.db.insert("profiles", {
    ...(fields as Required<Pick<Doc<"profiles">, ProfileFieldName>>),
    tokenIdentifier: identity.tokenIdentifier,
    profileCode,
    birthYear: birthYearOf(data.dateOfBirth),
    // A wizard that does not ask is the member's own (docs/parents.md).
    profileCreatedBy: data.profileCreatedBy ?? "Self",
    ...(matchFilters === undefined ? {} : { matchFilters }),
    status: "pending",
    // Step 4's privacy choices; none sent, the defaults (absent fields) apply.
    ...(privacy === undefined ? {} : { phoneVisibility: privacy.phone, photoVisibility: privacy.photos }),
    termsAcceptedAt: now,
    registrationDate: formatIsoDate(now),
    createdAt: now,
    updatedAt: now,
  });
  await ctx.db.insert("contacts", {
    profileId,
    email: data.email,
    mobileNumber: data.mobileNumber,
    altMobileNumber: data.altMobileNumber,
    ...contactPersonFields(data),
  });
  // The identity provider verified this email (local identity, Clerk): the email badge from the start.
  if (tokenEmail !== "" && identity.emailVerified === true) await grantBadge(ctx, profileId, "email", "system");
  await audit(ctx, { actor: memberActor(profileCode), action: "member.register", target: profileCode });
  return profileId;
}

/** The partner preference: changed only through `members.updatePreference`, never by a profile edit. */
const PREFERENCE_FIELD_NAMES: readonly string[] = [
  "partnerPreferenceType",
  "nriCountry",
  "partnerstate",
  "partnerprofessionSector",
];

/**
 * Apply a validated edit: fields present in the input are set; an emptied optional field is removed;
 * a required field is never removed. Status, premium and roles are not in the schema, so cannot be set;
 * the partner preference is ignored (a profile form sending it empty once removed the stored preference).
 */
function editPatch(input: unknown, data: Record<string, unknown>): ProfileFieldValues {
  const sent = typeof input === "object" && input !== null ? Object.keys(input) : [];
  const patch: Record<string, unknown> = {};
  for (const key of PROFILE_FIELD_NAMES) {
    if (!sent.includes(key) || PREFERENCE_FIELD_NAMES.includes(key)) continue;
    const value = data[key];
    if (value !== undefined) patch[key] = value;
    else if (profileFields[key].isOptional === "optional") patch[key] = undefined;
  }
  return patch as ProfileFieldValues;
}

/** `by`: who edits ("member", or the staff email of a console edit), recorded when a changed number loses its badge. */
export async function update(
  ctx: MutationCtx,
  profile: Doc<"profiles">,
  input: unknown,
  by: string = "member",
): Promise<null> {
  const data = parseOrFail(makeProfileEditSchema(Date.now(), profile.gender), input) as Record<string, unknown>;
  let patch = editPatch(input, data);
  // Gender is not in the edit schema at all; the date of birth the form sends back must be the stored one.
  // The age rules, the legal age and the ID badge hang on it: support corrects it on a call, audited
  // (admin/members.correctBirthDetails), and admins in the console's edit.
  if (by === "member" && patch.dateOfBirth !== undefined) {
    if (patch.dateOfBirth !== profile.dateOfBirth) fail("invalid", "profile.dateOfBirthLocked", "dateOfBirth");
    delete patch.dateOfBirth;
  }
  // An approved member's name, marital status, caste and religion change only after staff review them
  // (profileChanges.ts): the profile, and so matches, pages and cards, keeps the approved values meanwhile.
  if (by === "member" && needsReview(profile)) patch = await holdReviewedFields(ctx, profile, patch);
  // The age indexes of matching read birthYear: it follows every change of the date of birth.
  const birthYear = patch.dateOfBirth === undefined ? {} : { birthYear: birthYearOf(patch.dateOfBirth) };
  await ctx.db.patch("profiles", profile._id, { ...patch, ...birthYear, updatedAt: Date.now() });
  // The ID badge vouches for the name and date of birth staff compared; a change ends it.
  await revokeOnChange(ctx, profile, { fullName: patch.fullName, dateOfBirth: patch.dateOfBirth }, by);
  const contacts = await contactsOf(ctx, profile._id);
  if (contacts !== null) {
    const mobileNumber = typeof data.mobileNumber === "string" ? data.mobileNumber : contacts.mobileNumber;
    // The mobile badge is for the verified number; a new number must be verified again.
    await mobileNumberChanged(ctx, profile._id, contacts.mobileNumber, mobileNumber, by);
    const alt = data.altMobileNumber;
    await ctx.db.patch("contacts", contacts._id, {
      mobileNumber,
      altMobileNumber: typeof alt === "string" ? alt : undefined,
      ...(sendsContactPerson(input) ? contactPersonFields(data) : {}),
    });
  }
  return null;
}

/**
 * The partner preference, and the refine preferences when the page sends them (replacing the stored ones
 * whole); a client that sends no `refine` leaves the stored ones as they are.
 */
export async function updatePreference(
  ctx: MutationCtx,
  profile: Doc<"profiles">,
  input: unknown,
  refine?: unknown,
  /** "member", or the staff email of a console edit (not limited: staff edit on a call, audited). */
  by: string = "member",
): Promise<null> {
  const data = parseOrFail(preferenceEditSchema, input);
  // A new type or state shows the member another set of profiles: limited per day (model/limits.ts).
  const switched =
    data.partnerPreferenceType !== profile.partnerPreferenceType || data.partnerstate !== profile.partnerstate;
  if (switched && by === "member") await consume(ctx, "preferenceSwitches", profile._id, "limit.preferenceSwitches");
  const matchFilters =
    refine === undefined ? {} : { matchFilters: toMatchFilters(parseOrFail(refineFormSchema, refine)) };
  await ctx.db.patch("profiles", profile._id, {
    ...matchFilters,
    partnerPreferenceType: data.partnerPreferenceType,
    nriCountry: data.nriCountry,
    partnerstate: data.partnerstate,
    partnerprofessionSector: data.partnerprofessionSector,
    updatedAt: Date.now(),
  });
  return null;
}

/**
 * Remember the app language the member chose, so it follows them to another device and the console shows
 * it. The switch may call this on every change, so an unchanged choice writes nothing.
 */
export async function setPreferredLanguage(
  ctx: MutationCtx,
  profile: Doc<"profiles">,
  language: Language,
): Promise<null> {
  if (profile.preferredLanguage === language) return null;
  await ctx.db.patch("profiles", profile._id, { preferredLanguage: language, updatedAt: Date.now() });
  return null;
}

export async function me(ctx: QueryCtx, profile: Doc<"profiles">): Promise<Me> {
  const contacts = await contactsOf(ctx, profile._id);
  const photos = await photoViews(ctx, { kind: "member", profileId: profile._id }, profile._id);
  const fields = profileFieldsOf(profile) as Pick<Doc<"profiles">, ProfileFieldName>;
  const premium = isPremium(profile.premiumUntil, Date.now());
  const pendingChange = await pendingChangeOf(ctx, profile._id);
  const { jatakam } = await jatakamForViewer(ctx, profile, profile);
  return {
    profile: {
      ...fields,
      _id: profile._id,
      profileCode: profile.profileCode,
      status: profile.status,
      statusReason: profile.statusReason,
      registrationDate: profile.registrationDate,
      createdAt: profile.createdAt,
      ...(profile.preferredLanguage === undefined ? {} : { preferredLanguage: profile.preferredLanguage }),
      ...(profile.matchFilters === undefined ? {} : { matchFilters: profile.matchFilters }),
      ...(profile.pausedAt === undefined ? {} : { pausedAt: profile.pausedAt }),
    },
    contacts: {
      email: contacts?.email ?? "",
      mobileNumber: contacts?.mobileNumber ?? "",
      altMobileNumber: contacts?.altMobileNumber ?? null,
      contactPerson: contactPersonOf(contacts),
    },
    membership: { plan: premium ? "Premium" : "Free", premiumUntil: profile.premiumUntil ?? null },
    completion: profileCompletion(photos.length),
    photos,
    jatakam,
    ...(pendingChange === null ? {} : { pendingChange }),
  };
}

/**
 * Delete everything of the member but the accounting: profile, contacts, photos and their files, call notes, views
 * and reveals in both directions. Payment rows stay, with the link to the person removed. A member with a
 * report against them, a warning, a suspension or a harvesting flag leaves a safety record for a year
 * (model/safety/records.ts), and with it the reports against them and the reveals they made. The login is
 * deleted by the app after it re-checked the password, and by the server through the identity outbox.
 */
/** How long the server waits before deleting the login of a member who deleted their own account. */
export const OWN_DELETION_IDENTITY_DELAY_MS = 2 * 60_000;

export async function deleteAccount(ctx: MutationCtx, profile: Doc<"profiles">): Promise<null> {
  const id = profile._id;
  // Before anything goes: a reported, warned, suspended or flagged member leaves a safety record.
  await keepSafetyRecord(ctx, profile, false);
  for (const photo of await photosOf(ctx, id)) await removePhoto(ctx, photo);
  await removeJatakamOf(ctx, id);
  const contacts = await contactsOf(ctx, id);
  if (contacts !== null) await ctx.db.delete("contacts", contacts._id);
  await ctx.db.delete("profiles", id);
  await buryIdentity(ctx, profile.tokenIdentifier);
  // Views, reveals and call notes go, payments stay unlinked for accounting: the same purge the console's
  // deletion uses, in bounded batches that continue in follow-up transactions for a very active member.
  if (!(await purgeRelated(ctx, id)))
    await ctx.scheduler.runAfter(0, internal.admin.members.purgeRelatedRows, { profileId: id });
  await audit(ctx, {
    actor: memberActor(profile.profileCode),
    action: "member.deleteAccount",
    target: profile.profileCode,
  });
  // The login goes too, from the server: the app deletes it itself right after this, but a closed tab, a
  // lost connection or an edited client must not leave a login without an account. The wait lets the app's
  // own deletion come first (then the provider answers 404, which counts as deleted).
  await queueIdentityDeletion(
    ctx,
    {
      tokenIdentifier: profile.tokenIdentifier,
      profileCode: profile.profileCode,
      requestedBy: memberActor(profile.profileCode),
    },
    OWN_DELETION_IDENTITY_DELAY_MS,
  );
  return null;
}

/** The lists of the download that can grow long, each read in bounded parts (`members.exportMyDataPart`). */
export const EXPORT_LISTS = ["profilesIViewed", "viewedMyProfile", "contactsIRevealed"] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];
export type ExportRow = { profile: string; at: number };

/** What a blocked member (either way) is shown as in the download: the block hides them on every read path. */
export const BLOCKED_IN_EXPORT = "blocked member";

function exportListQuery(ctx: QueryCtx, id: Id<"profiles">, list: ExportList) {
  if (list === "profilesIViewed")
    return ctx.db
      .query("profileViews")
      .withIndex("by_viewerId_and_viewedAt", (q) => q.eq("viewerId", id))
      .order("desc");
  if (list === "viewedMyProfile")
    return ctx.db
      .query("profileViews")
      .withIndex("by_viewedId_and_viewedAt", (q) => q.eq("viewedId", id))
      .order("desc");
  return ctx.db
    .query("contactReveals")
    .withIndex("by_viewerId_and_revealedAt", (q) => q.eq("viewerId", id))
    .order("desc");
}

/** One row of a list as the download shows it: the other member's profile code (or "deleted", or blocked) and when. */
async function exportRows(
  ctx: QueryCtx,
  id: Id<"profiles">,
  list: ExportList,
  rows: (Doc<"profileViews"> | Doc<"contactReveals">)[],
): Promise<ExportRow[]> {
  const blocked = await blockedIdsOf(ctx, id);
  const codeOf = async (other: Id<"profiles">) =>
    blocked.has(other) ? BLOCKED_IN_EXPORT : ((await ctx.db.get("profiles", other))?.profileCode ?? "deleted");
  return await Promise.all(
    rows.map(async (r) =>
      "revealedAt" in r
        ? { profile: await codeOf(r.viewedId), at: r.revealedAt }
        : { profile: await codeOf(list === "viewedMyProfile" ? r.viewerId : r.viewedId), at: r.viewedAt },
    ),
  );
}

/**
 * One part of a long list of the download, newest first, at most EXPORT_PART_ROWS rows (a query reads a bounded
 * amount).
 */
export async function exportPart(
  ctx: QueryCtx,
  profile: Doc<"profiles">,
  list: ExportList,
  cursor: string | null,
): Promise<{ rows: ExportRow[]; continueCursor: string; isDone: boolean }> {
  const page = await exportListQuery(ctx, profile._id, list).paginate({ numItems: EXPORT_PART_ROWS, cursor });
  return {
    rows: await exportRows(ctx, profile._id, list, page.page),
    continueCursor: page.continueCursor,
    isDone: page.isDone,
  };
}

/**
 * Everything the service holds about the member, for them to download (a data-protection right). Every
 * read is bounded: each long list carries its first EXPORT_PART_ROWS rows, and `more` names the lists that
 * go on, which the app then reads whole through `members.exportMyDataPart`.
 */
export async function exportData(ctx: QueryCtx, profile: Doc<"profiles">): Promise<string> {
  const id = profile._id;
  const lists: Partial<Record<ExportList, ExportRow[]>> = {};
  const more: ExportList[] = [];
  for (const list of EXPORT_LISTS) {
    const rows = await exportListQuery(ctx, id, list).take(EXPORT_PART_ROWS + 1);
    if (rows.length > EXPORT_PART_ROWS) more.push(list);
    lists[list] = await exportRows(ctx, id, list, rows.slice(0, EXPORT_PART_ROWS));
  }
  // Orders are limited to 10 a day; the bound only keeps the read finite.
  const payments = await ctx.db
    .query("payments")
    .withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", id))
    .order("desc")
    .take(EXPORT_PAYMENTS_MAX);
  const { tokenIdentifier: _token, ...ownProfile } = profile;
  const data = {
    exportedAt: new Date().toISOString(),
    profile: ownProfile,
    contacts: await contactsOf(ctx, id),
    photos: await photoViews(ctx, { kind: "member", profileId: id }, id),
    profilesIViewed: lists.profilesIViewed ?? [],
    viewedMyProfile: lists.viewedMyProfile ?? [],
    contactsIRevealed: lists.contactsIRevealed ?? [],
    more,
    payments: payments.map(
      ({ amountPaise, currency, status, paidAt, premiumUntil, provider, paymentId, createdAt }) => ({
        amountPaise,
        currency,
        status,
        paidAt,
        premiumUntil,
        provider,
        paymentId,
        createdAt,
      }),
    ),
    verification: await verificationExport(ctx, id),
    conversations: await conversationsExport(ctx, profile),
    whatsappConsents: await whatsappConsentsExport(ctx, id),
  };
  return JSON.stringify(data, null, 2);
}
