/**
 * The console's member page: every profile section, contacts, photos, and what happened around the
 * member (payments, views and contact reveals in both directions, call notes, audit entries). Flat at
 * the top, so the edit form can bind the same field names `members.update` accepts.
 */
import { v, type Infer } from "convex/values";
import { ageFromDobText } from "@matrimony/shared/dates";
import { maskEmail, maskPhone } from "@matrimony/shared/masking";
import { membershipLabel } from "@matrimony/shared/rules/premium";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { profileFields, vJatakamType, vLanguage, vProfileStatus } from "../../validators";
import {
  toActivity,
  toAdminPayment,
  toAuditEntry,
  toCallNote,
  vActivity,
  vAdminPayment,
  vAuditEntry,
  vCallNote,
  vPlan,
} from "./projections";
import { memberSafety, vMemberSafety } from "./safetyRecord";
import { memberInterests, vMemberInterests } from "./interestRecord";
import { contactsOf } from "../members/contacts";
import { contactPersonOf, vContactPerson } from "../parents/contactPerson";
import { consentView, vConsentView } from "../parents/consent";
import { photoViews } from "../members/photos";
import { jatakamOf } from "../members/jatakam";
import { photoLink } from "../members/photoLinks";
import type { PhotoViewer } from "../members/photoLinks";
import { PROFILE_FIELD_NAMES, vPhoto } from "../members/projections";

/** Staff see every member's jatakam (as its "only staff" setting promises), through the same checked route. */
async function staffJatakamLink(ctx: QueryCtx, viewer: PhotoViewer, id: Id<"profiles">, nowMs: number) {
  const row = await jatakamOf(ctx, id);
  const url = row === null ? null : await photoLink(viewer, row._id, "jatakam", nowMs);
  return row === null || url === null ? null : { url, contentType: row.contentType };
}

/** How many of each related list the page shows, newest first (the full lists have their own screens). */
export const RECORD_LIST_LIMIT = 20;

export const vMemberRecord = v.object({
  _id: v.id("profiles"),
  profileCode: v.string(),
  ...profileFields,
  age: v.nullable(v.number()),
  /** The app language the member chose, so staff answer in it; null until they choose. */
  preferredLanguage: v.nullable(vLanguage),
  status: vProfileStatus,
  statusReason: v.nullable(v.string()),
  /** When the member paused their profile (hidden from matches and search); null while it is shown. */
  pausedAt: v.nullable(v.number()),
  plan: vPlan,
  premiumUntil: v.nullable(v.number()),
  registrationDate: v.string(),
  termsAcceptedAt: v.number(),
  createdAt: v.number(),
  updatedAt: v.number(),
  email: v.nullable(v.string()),
  mobileNumber: v.nullable(v.string()),
  altMobileNumber: v.nullable(v.string()),
  /** Whom callers speak to, and the consent of a profile someone else made. */
  contactPerson: vContactPerson,
  consent: vConsentView,
  photos: v.array(vPhoto),
  /** The member's jatakam as a signed photo-route link made out to the staff member; null when there is none. */
  jatakam: v.nullable(v.object({ url: v.string(), contentType: vJatakamType })),
  payments: v.array(vAdminPayment),
  /** Who looked at this member, and whom this member looked at. */
  viewedBy: v.array(vActivity),
  viewed: v.array(vActivity),
  /** Who saw this member's contact details, and whose this member saw (number harvesting shows here). */
  revealedBy: v.array(vActivity),
  revealed: v.array(vActivity),
  notes: v.array(vCallNote),
  audit: v.array(vAuditEntry),
  /** Interests this member sent and received (interestRecord.ts). */
  interests: vMemberInterests,
  /** Shortlists of them, blocks and reports against them. */
  safety: vMemberSafety,
});
export type MemberRecord = Infer<typeof vMemberRecord>;

function profileSections(p: Doc<"profiles">): Partial<Doc<"profiles">> {
  const out: Record<string, unknown> = {};
  for (const key of PROFILE_FIELD_NAMES) if (p[key] !== undefined) out[key] = p[key];
  return out as Partial<Doc<"profiles">>;
}

async function views(ctx: QueryCtx, id: Id<"profiles">) {
  const viewedBy = await ctx.db
    .query("profileViews")
    .withIndex("by_viewedId_and_viewedAt", (q) => q.eq("viewedId", id))
    .order("desc")
    .take(RECORD_LIST_LIMIT);
  const viewed = await ctx.db
    .query("profileViews")
    .withIndex("by_viewerId_and_viewedAt", (q) => q.eq("viewerId", id))
    .order("desc")
    .take(RECORD_LIST_LIMIT);
  return {
    viewedBy: await Promise.all(viewedBy.map((r) => toActivity(ctx, r.viewerId, r.viewedAt))),
    viewed: await Promise.all(viewed.map((r) => toActivity(ctx, r.viewedId, r.viewedAt))),
  };
}

async function reveals(ctx: QueryCtx, id: Id<"profiles">) {
  const revealedBy = await ctx.db
    .query("contactReveals")
    .withIndex("by_viewedId_and_revealedAt", (q) => q.eq("viewedId", id))
    .order("desc")
    .take(RECORD_LIST_LIMIT);
  const revealed = await ctx.db
    .query("contactReveals")
    .withIndex("by_viewerId_and_revealedAt", (q) => q.eq("viewerId", id))
    .order("desc")
    .take(RECORD_LIST_LIMIT);
  return {
    revealedBy: await Promise.all(revealedBy.map((r) => toActivity(ctx, r.viewerId, r.revealedAt))),
    revealed: await Promise.all(revealed.map((r) => toActivity(ctx, r.viewedId, r.revealedAt))),
  };
}

/** The latest payments of a member, newest first. */
export async function latestPayments(ctx: QueryCtx, id: Id<"profiles">, limit: number): Promise<Doc<"payments">[]> {
  return await ctx.db
    .query("payments")
    .withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", id))
    .order("desc")
    .take(limit);
}

/** The latest call notes about a member, newest first. */
export async function latestNotes(ctx: QueryCtx, id: Id<"profiles">, limit: number): Promise<Doc<"callNotes">[]> {
  return await ctx.db
    .query("callNotes")
    .withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", id))
    .order("desc")
    .take(limit);
}

export async function memberRecord(
  ctx: QueryCtx,
  viewer: PhotoViewer,
  id: Id<"profiles">,
  nowMs: number,
): Promise<MemberRecord | null> {
  const p = await ctx.db.get("profiles", id);
  if (p === null) return null;
  const contacts = await contactsOf(ctx, id);
  const audit = await ctx.db
    .query("auditLog")
    .withIndex("by_target_and_at", (q) => q.eq("target", p.profileCode))
    .order("desc")
    .take(RECORD_LIST_LIMIT);
  const payments = await latestPayments(ctx, id, RECORD_LIST_LIMIT);
  const notes = await latestNotes(ctx, id, RECORD_LIST_LIMIT);
  const fields = profileSections(p) as Pick<Doc<"profiles">, (typeof PROFILE_FIELD_NAMES)[number]>;
  return {
    ...fields,
    _id: p._id,
    profileCode: p.profileCode,
    age: ageFromDobText(p.dateOfBirth, nowMs),
    preferredLanguage: p.preferredLanguage ?? null,
    status: p.status,
    statusReason: p.statusReason ?? null,
    pausedAt: p.pausedAt ?? null,
    plan: membershipLabel(p.premiumUntil, nowMs),
    premiumUntil: p.premiumUntil ?? null,
    registrationDate: p.registrationDate,
    termsAcceptedAt: p.termsAcceptedAt,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    // Masked here too: the page shows them in full through `admin/members:viewContacts`, which is audited.
    email: contacts ? maskEmail(contacts.email) : null,
    mobileNumber: contacts ? maskPhone(contacts.mobileNumber) : null,
    altMobileNumber: contacts?.altMobileNumber ? maskPhone(contacts.altMobileNumber) : null,
    contactPerson: contactPersonOf(contacts),
    consent: consentView(p),
    photos: await photoViews(ctx, viewer, id),
    jatakam: await staffJatakamLink(ctx, viewer, id, nowMs),
    payments: await Promise.all(payments.map((r) => toAdminPayment(ctx, r, p))),
    ...(await views(ctx, id)),
    ...(await reveals(ctx, id)),
    notes: await Promise.all(notes.map((n) => toCallNote(ctx, n, p))),
    audit: audit.map(toAuditEntry),
    interests: await memberInterests(ctx, id, nowMs),
    safety: await memberSafety(ctx, id),
  };
}
