/**
 * What the staff console's screens see. Unlike the member projections these carry contact data: staff
 * must reach members and their parents by phone. Every record has `_id` (the data provider maps it to
 * react-admin's `id`); times are epoch ms; missing values are null rather than absent, so a column
 * always has a value to render.
 */
import { maskEmail, maskPhone } from "@matrimony/shared/masking";
import { v, type Infer } from "convex/values";
import { ageFromDobText } from "@matrimony/shared/dates";
import { membershipLabel } from "@matrimony/shared/rules/premium";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { profileFields, vProfileStatus, vStaffRole } from "../../validators";
import { contactsOf } from "../members/contacts";
import { profilePhotoUrl } from "../members/photos";
import type { PhotoViewer } from "../members/photoLinks";

export const vPlan = v.union(v.literal("Free"), v.literal("Premium"));

/** One row of the member list. */
export const vMemberRow = v.object({
  _id: v.id("profiles"),
  profileCode: v.string(),
  fullName: v.string(),
  gender: profileFields.gender,
  age: v.nullable(v.number()),
  dateOfBirth: v.string(),
  caste: profileFields.caste,
  religion: profileFields.religion,
  residenceType: profileFields.residenceType,
  state: profileFields.state,
  presentResidence: v.string(),
  profession: v.string(),
  status: vProfileStatus,
  statusReason: v.nullable(v.string()),
  plan: vPlan,
  premiumUntil: v.nullable(v.number()),
  /** Masked (`ra•••@example.com`): full contacts only through `admin/members:viewContacts`, audited. */
  email: v.nullable(v.string()),
  /** Masked (`+91 98•••••210`), as `email`. */
  mobileNumber: v.nullable(v.string()),
  photoUrl: v.nullable(v.string()),
  createdAt: v.number(),
});
export type MemberRow = Infer<typeof vMemberRow>;

export async function toMemberRow(
  ctx: QueryCtx,
  viewer: PhotoViewer,
  p: Doc<"profiles">,
  nowMs: number,
): Promise<MemberRow> {
  const contacts = await contactsOf(ctx, p._id);
  return {
    _id: p._id,
    profileCode: p.profileCode,
    fullName: p.fullName,
    gender: p.gender,
    age: ageFromDobText(p.dateOfBirth, nowMs),
    dateOfBirth: p.dateOfBirth,
    caste: p.caste,
    religion: p.religion,
    residenceType: p.residenceType,
    state: p.state,
    presentResidence: p.presentResidence,
    profession: p.profession === "Other" && p.otherProfession ? p.otherProfession : p.profession,
    status: p.status,
    statusReason: p.statusReason ?? null,
    plan: membershipLabel(p.premiumUntil, nowMs),
    premiumUntil: p.premiumUntil ?? null,
    email: contacts ? maskEmail(contacts.email) : null,
    mobileNumber: contacts ? maskPhone(contacts.mobileNumber) : null,
    photoUrl: await profilePhotoUrl(ctx, viewer, p._id),
    createdAt: p.createdAt,
  };
}

/** A payment as staff see it, with the member it belongs to (null once the member was deleted). */
export const vAdminPayment = v.object({
  _id: v.id("payments"),
  profileId: v.nullable(v.id("profiles")),
  profileCode: v.nullable(v.string()),
  fullName: v.nullable(v.string()),
  provider: v.union(v.literal("razorpay"), v.literal("offline")),
  status: v.union(v.literal("created"), v.literal("paid"), v.literal("failed")),
  amountPaise: v.number(),
  currency: v.string(),
  orderId: v.nullable(v.string()),
  paymentId: v.nullable(v.string()),
  receipt: v.nullable(v.string()),
  method: v.nullable(v.string()),
  reference: v.nullable(v.string()),
  recordedBy: v.nullable(v.string()),
  paidAt: v.nullable(v.number()),
  premiumUntil: v.nullable(v.number()),
  failureReason: v.nullable(v.string()),
  createdAt: v.number(),
});
export type AdminPayment = Infer<typeof vAdminPayment>;

/** `member` saves a read when the caller already holds the profile (a member's own payment list). */
export async function toAdminPayment(
  ctx: QueryCtx,
  r: Doc<"payments">,
  member?: Pick<Doc<"profiles">, "profileCode" | "fullName"> | null,
): Promise<AdminPayment> {
  const owner =
    member !== undefined ? member : r.profileId === undefined ? null : await ctx.db.get("profiles", r.profileId);
  return {
    _id: r._id,
    profileId: r.profileId ?? null,
    profileCode: owner?.profileCode ?? null,
    fullName: owner?.fullName ?? null,
    provider: r.provider,
    status: r.status,
    amountPaise: r.amountPaise,
    currency: r.currency,
    orderId: r.orderId ?? null,
    paymentId: r.paymentId ?? null,
    receipt: r.receipt ?? null,
    method: r.method ?? null,
    reference: r.reference ?? null,
    recordedBy: r.recordedBy ?? null,
    paidAt: r.paidAt ?? null,
    premiumUntil: r.premiumUntil ?? null,
    failureReason: r.failureReason ?? null,
    createdAt: r.createdAt,
  };
}

export const vCallNote = v.object({
  _id: v.id("callNotes"),
  profileId: v.id("profiles"),
  profileCode: v.nullable(v.string()),
  fullName: v.nullable(v.string()),
  author: v.string(),
  text: v.string(),
  createdAt: v.number(),
});
export type CallNote = Infer<typeof vCallNote>;

export async function toCallNote(
  ctx: QueryCtx,
  n: Doc<"callNotes">,
  member?: Pick<Doc<"profiles">, "profileCode" | "fullName"> | null,
): Promise<CallNote> {
  const owner = member !== undefined ? member : await ctx.db.get("profiles", n.profileId);
  return {
    _id: n._id,
    profileId: n.profileId,
    profileCode: owner?.profileCode ?? null,
    fullName: owner?.fullName ?? null,
    author: n.author,
    text: n.text,
    createdAt: n.createdAt,
  };
}

export const vAuditEntry = v.object({
  _id: v.id("auditLog"),
  actor: v.string(),
  action: v.string(),
  target: v.nullable(v.string()),
  at: v.number(),
  details: v.nullable(v.string()),
});
export type AuditEntry = Infer<typeof vAuditEntry>;

export function toAuditEntry(e: Doc<"auditLog">): AuditEntry {
  return {
    _id: e._id,
    actor: e.actor,
    action: e.action,
    target: e.target ?? null,
    at: e.at,
    details: e.details ?? null,
  };
}

export const vStaffRow = v.object({
  _id: v.id("staff"),
  email: v.string(),
  role: vStaffRole,
  addedBy: v.nullable(v.string()),
  createdAt: v.number(),
});

export function toStaffRow(s: Doc<"staff">): Infer<typeof vStaffRow> {
  return { _id: s._id, email: s.email, role: s.role, addedBy: s.addedBy ?? null, createdAt: s.createdAt };
}

/** Another member in a member's activity (views, reveals): null name and code once deleted. */
export const vActivity = v.object({
  profileId: v.id("profiles"),
  profileCode: v.nullable(v.string()),
  fullName: v.nullable(v.string()),
  at: v.number(),
});
export type Activity = Infer<typeof vActivity>;

export async function toActivity(ctx: QueryCtx, profileId: Id<"profiles">, at: number): Promise<Activity> {
  const other = await ctx.db.get("profiles", profileId);
  return { profileId, profileCode: other?.profileCode ?? null, fullName: other?.fullName ?? null, at };
}
