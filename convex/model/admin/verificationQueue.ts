/**
 * The console's verification queue: ID photos and selfies waiting for an admin, oldest first,
 * each with what it is checked against: the profile's name, date of birth and photos. The file's URL comes
 * from the one policy function for it (members/documentPrivacy.ts). The member record's badges block
 * (who granted each and when) reads the `verifications` history.
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import { v, type Infer } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import type { StaffMember } from "../identity";
import { verificationFileUrlForStaff } from "../members/documentPrivacy";
import { photoViews } from "../members/photos";
import { staffViewer } from "../members/photoLinks";
import { vPhoto } from "../members/projections";
import { vDocumentKind, vIdDocumentType } from "../verification/documentValidators";
import { boundedPage, mapPage, vOrder } from "./lists";
import { profileFields, vProfileStatus } from "../../validators";

export const vVerificationFilter = v.object({ kind: v.optional(vDocumentKind) });
export const vVerificationSort = v.object({ field: v.literal("submittedAt"), order: vOrder });

export const vVerificationRow = v.object({
  _id: v.id("verificationDocuments"),
  kind: vDocumentKind,
  documentType: v.nullable(vIdDocumentType),
  submittedAt: v.number(),
  /** The file, for admins only (null for anyone else, or when it is gone). */
  fileUrl: v.nullable(v.string()),
  profileId: v.id("profiles"),
  profileCode: v.string(),
  fullName: v.string(),
  dateOfBirth: v.string(),
  gender: profileFields.gender,
  status: vProfileStatus,
  photos: v.array(vPhoto),
});
export type VerificationRow = Infer<typeof vVerificationRow>;

async function toRow(
  ctx: QueryCtx,
  staff: StaffMember,
  doc: Doc<"verificationDocuments">,
): Promise<VerificationRow | null> {
  const profile = await ctx.db.get("profiles", doc.profileId);
  if (profile === null) return null;
  return {
    _id: doc._id,
    kind: doc.kind,
    documentType: doc.documentType ?? null,
    submittedAt: doc.submittedAt,
    fileUrl: await verificationFileUrlForStaff(ctx, staff, doc),
    profileId: profile._id,
    profileCode: profile.profileCode,
    fullName: profile.fullName,
    dateOfBirth: profile.dateOfBirth,
    gender: profile.gender,
    status: profile.status,
    photos: await photoViews(ctx, staffViewer(staff), profile._id),
  };
}

/** Waiting files, oldest first by default (first come, first served); a kind filter uses no extra index. */
export async function listVerificationQueue(
  ctx: QueryCtx,
  staff: StaffMember,
  args: {
    paginationOpts: PaginationOptions;
    filter?: Infer<typeof vVerificationFilter>;
    sort?: Infer<typeof vVerificationSort>;
  },
): Promise<PaginationResult<VerificationRow>> {
  const kind = args.filter?.kind;
  const query = ctx.db
    .query("verificationDocuments")
    .withIndex("by_submittedAt")
    .order(args.sort?.order ?? "asc");
  const result =
    kind === undefined
      ? await query.paginate(boundedPage(args.paginationOpts, false))
      : await query.filter((q) => q.eq(q.field("kind"), kind)).paginate(boundedPage(args.paginationOpts, true));
  const mapped = await mapPage(result, (doc) => toRow(ctx, staff, doc));
  return { ...mapped, page: mapped.page.filter((row): row is VerificationRow => row !== null) };
}

export async function getVerificationRow(
  ctx: QueryCtx,
  staff: StaffMember,
  id: Id<"verificationDocuments">,
): Promise<VerificationRow | null> {
  const doc = await ctx.db.get("verificationDocuments", id);
  return doc === null ? null : await toRow(ctx, staff, doc);
}

/** How many files wait (the dashboard's figure): up to `cap` + 1, so the caller can tell a capped figure. */
export async function openVerificationCount(ctx: QueryCtx, cap: number): Promise<number> {
  return (
    await ctx.db
      .query("verificationDocuments")
      .withIndex("by_submittedAt")
      .take(cap + 1)
  ).length;
}

export const vBadgeHistoryRow = v.object({
  _id: v.id("verifications"),
  kind: v.union(v.literal("mobile"), v.literal("email"), v.literal("id"), v.literal("photo")),
  decision: v.union(v.literal("granted"), v.literal("revoked"), v.literal("rejected")),
  by: v.string(),
  reason: v.nullable(v.string()),
  documentType: v.nullable(v.string()),
  at: v.number(),
});
export type BadgeHistoryRow = Infer<typeof vBadgeHistoryRow>;

/** A member's verification history, newest first (bounded: a few rows per kind in a lifetime). */
export async function badgeHistory(ctx: QueryCtx, profileId: Id<"profiles">): Promise<BadgeHistoryRow[]> {
  const rows = await ctx.db
    .query("verifications")
    .withIndex("by_profileId", (q) => q.eq("profileId", profileId))
    .order("desc")
    .take(100);
  return rows.map((r) => ({
    _id: r._id,
    kind: r.kind,
    decision: r.decision,
    by: r.by,
    reason: r.reason ?? null,
    documentType: r.documentType ?? null,
    at: r.at,
  }));
}
