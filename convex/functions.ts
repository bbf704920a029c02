/**
 * The only module that imports the raw builders from `_generated/server` (an ESLint rule keeps it so).
 * Every domain module builds its functions from the wrappers below, so each public function states who
 * may call it by the builder it uses, and the check runs before any of its code.
 */
import { customCtx, customMutation, customQuery } from "convex-helpers/server/customFunctions";
import type { UserIdentity } from "convex/server";
import type { Doc } from "./_generated/dataModel";
import {
  action,
  httpAction,
  internalAction,
  internalMutation,
  internalQuery,
  mutation,
  query,
  type QueryCtx,
} from "./_generated/server";
import { fail } from "./model/errors";
import { profileOf, requireIdentity, staffOf, type StaffMember } from "./model/identity";

/** Anyone, signed in or not. */
export const visitorQuery = query;
export const visitorMutation = mutation;

type Identified = { identity: UserIdentity; profile: Doc<"profiles"> | null };
type Member = { identity: UserIdentity; profile: Doc<"profiles"> };
type Staff = { identity: UserIdentity; staff: StaffMember };

async function identified(ctx: QueryCtx): Promise<Identified> {
  const identity = await requireIdentity(ctx);
  return { identity, profile: await profileOf(ctx, identity) };
}

async function member(ctx: QueryCtx): Promise<Member> {
  const { identity, profile } = await identified(ctx);
  if (profile === null) fail("no_profile", "error.noProfile");
  return { identity, profile };
}

async function approvedMember(ctx: QueryCtx): Promise<Member> {
  const m = await member(ctx);
  if (m.profile.status !== "approved") fail("not_approved", "error.notApproved");
  return m;
}

async function staffMember(ctx: QueryCtx): Promise<Staff> {
  const identity = await requireIdentity(ctx);
  const staff = await staffOf(ctx, identity);
  if (staff === null) fail("forbidden", "error.forbidden");
  return { identity, staff };
}

async function adminMember(ctx: QueryCtx): Promise<Staff> {
  const s = await staffMember(ctx);
  if (s.staff.role !== "admin") fail("forbidden", "error.forbidden");
  return s;
}

/** Signed in, with or without a profile yet (registration, `members.me`). */
export const identifiedQuery = customQuery(query, customCtx(identified));
export const identifiedMutation = customMutation(mutation, customCtx(identified));

/** Signed in with a profile in any status (own profile, preferences, photos, deletion). */
export const memberQuery = customQuery(query, customCtx(member));
export const memberMutation = customMutation(mutation, customCtx(member));

/** Signed in with an approved profile (matches, member pages, views, contact reveal). */
export const approvedQuery = customQuery(query, customCtx(approvedMember));
export const approvedMutation = customMutation(mutation, customCtx(approvedMember));

/** Staff (admin or support), role read from the `staff` table. */
export const staffQuery = customQuery(query, customCtx(staffMember));
export const staffMutation = customMutation(mutation, customCtx(staffMember));

/** Admins only: approve, reject, suspend, delete, manage staff. */
export const adminQuery = customQuery(query, customCtx(adminMember));
export const adminMutation = customMutation(mutation, customCtx(adminMember));

/** Internal twins: callable only from other Convex functions, crons and the scheduler. */
export { internalQuery, internalMutation, internalAction };

/** Actions and HTTP actions check identity themselves (they have no db) and call internal functions. */
export { action as publicAction, httpAction };
