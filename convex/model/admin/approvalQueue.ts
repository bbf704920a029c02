/**
 * The approval queue: pending members, oldest first (first come, first served), with their photos and
 * the fields an admin checks to spot a fake profile. Served by `by_status_and_createdAt` with the
 * registration date range in the index range; gender is the one residual filter.
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import { v, type Infer } from "convex/values";
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { profileFields, vGender } from "../../validators";
import { boundedPage, mapPage, timeRange, vOrder } from "./lists";
import { toMemberRow, vMemberRow } from "./projections";
import { contactsOf } from "../members/contacts";
import { photoViews } from "../members/photos";
import type { PhotoViewer } from "../members/photoLinks";
import { vPhoto } from "../members/projections";
import { consentView, vConsentView } from "../parents/consent";

export const vApprovalFilter = v.object({
  gender: v.optional(vGender),
  createdFrom: v.optional(v.number()),
  createdTo: v.optional(v.number()),
});
export const vApprovalSort = v.object({ field: v.literal("createdAt"), order: vOrder });

export const vApprovalRow = v.object({
  ...vMemberRow.fields,
  maritalStatus: profileFields.maritalStatus,
  height: v.string(),
  education: v.string(),
  professionSector: profileFields.professionSector,
  fatherName: v.string(),
  motherName: v.string(),
  nativePlaceDistrict: v.nullable(v.string()),
  registrationDate: v.string(),
  photos: v.array(vPhoto),
  /** Profile codes of other members with the same mobile number (as their main or alternate number). */
  sameMobileAs: v.array(v.string()),
  /** Who made the profile and whether its member has consented (approval waits for it). */
  profileCreatedBy: profileFields.profileCreatedBy,
  consent: vConsentView,
});
export type ApprovalRow = Infer<typeof vApprovalRow>;

async function toApprovalRow(
  ctx: QueryCtx,
  viewer: PhotoViewer,
  p: Doc<"profiles">,
  nowMs: number,
): Promise<ApprovalRow> {
  return {
    ...(await toMemberRow(ctx, viewer, p, nowMs)),
    maritalStatus: p.maritalStatus,
    height: p.height,
    education: p.education,
    professionSector: p.professionSector,
    fatherName: p.fatherName,
    motherName: p.motherName,
    nativePlaceDistrict: p.nativePlaceDistrict ?? null,
    registrationDate: p.registrationDate,
    photos: await photoViews(ctx, viewer, p._id),
    sameMobileAs: await sameMobileAs(ctx, p._id),
    ...(p.profileCreatedBy === undefined ? {} : { profileCreatedBy: p.profileCreatedBy }),
    consent: consentView(p),
  };
}

/**
 * Other members registered with this member's mobile number: a second profile of the same person, or
 * someone using another's number. Flagged on the approval card for the admin to check before approving.
 */
async function sameMobileAs(ctx: QueryCtx, id: Doc<"profiles">["_id"]): Promise<string[]> {
  const contacts = await contactsOf(ctx, id);
  if (contacts === null) return [];
  const numbers = [contacts.mobileNumber, ...(contacts.altMobileNumber ? [contacts.altMobileNumber] : [])];
  const others = new Set<Doc<"profiles">["_id"]>();
  for (const n of numbers) {
    const main = await ctx.db
      .query("contacts")
      .withIndex("by_mobileNumber", (q) => q.eq("mobileNumber", n))
      .take(10);
    const alt = await ctx.db
      .query("contacts")
      .withIndex("by_altMobileNumber", (q) => q.eq("altMobileNumber", n))
      .take(10);
    for (const c of [...main, ...alt]) if (c.profileId !== id) others.add(c.profileId);
  }
  const codes: string[] = [];
  for (const other of others) {
    const profile = await ctx.db.get("profiles", other);
    if (profile !== null) codes.push(profile.profileCode);
  }
  return codes.sort();
}

export async function listPending(
  ctx: QueryCtx,
  viewer: PhotoViewer,
  args: {
    paginationOpts: PaginationOptions;
    filter?: Infer<typeof vApprovalFilter>;
    sort?: Infer<typeof vApprovalSort>;
  },
  nowMs: number,
): Promise<PaginationResult<ApprovalRow>> {
  const { gender, createdFrom: from, createdTo: to } = args.filter ?? {};
  const query = ctx.db
    .query("profiles")
    .withIndex("by_status_and_createdAt", (ix) => timeRange(ix.eq("status", "pending"), "createdAt", from, to))
    .order(args.sort?.order ?? "asc");
  const result =
    gender === undefined
      ? await query.paginate(boundedPage(args.paginationOpts, false))
      : // Residual filter, bounded per page by maximumRowsRead (lists.ts).
        await query.filter((q) => q.eq(q.field("gender"), gender)).paginate(boundedPage(args.paginationOpts, true));
  return await mapPage(result, (p) => toApprovalRow(ctx, viewer, p, nowMs));
}
