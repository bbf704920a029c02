import type { UserIdentity } from "convex/server";
import type { Doc } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { env } from "../_generated/server";
import { fail } from "./errors";

export type StaffRole = Doc<"staff">["role"];
export type StaffMember = { email: string; role: StaffRole };

export async function requireIdentity(ctx: { auth: QueryCtx["auth"] }): Promise<UserIdentity> {
  const identity = await ctx.auth.getUserIdentity();
  if (identity === null) fail("unauthenticated", "error.notSignedIn");
  return identity;
}

/** The identity's email, lower-cased; empty when the token carries none. */
export function identityEmail(identity: UserIdentity): string {
  return (identity.email ?? "").trim().toLowerCase();
}

export async function profileOf(ctx: QueryCtx, identity: UserIdentity): Promise<Doc<"profiles"> | null> {
  return await ctx.db
    .query("profiles")
    .withIndex("by_tokenIdentifier", (q) => q.eq("tokenIdentifier", identity.tokenIdentifier))
    .unique();
}

/** Emails listed in ADMIN_EMAILS are admins even before any staff row exists (bootstrap). */
export function bootstrapAdminEmails(): Set<string> {
  return new Set(
    (env.ADMIN_EMAILS ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter((e) => e.length > 0),
  );
}

/**
 * The staff role of an identity, from the `staff` table (roles never come from tokens). Only identities
 * whose email the identity provider says it verified count: a missing claim counts as unverified, so
 * nobody can claim a staff email without its mailbox.
 */
export async function staffOf(ctx: QueryCtx, identity: UserIdentity): Promise<StaffMember | null> {
  const email = identityEmail(identity);
  if (email === "" || identity.emailVerified !== true) return null;
  return await staffByEmail(ctx, email);
}

/** The staff member an email (lower-cased) names now: a `staff` row, or the bootstrap admin list. */
export async function staffByEmail(ctx: QueryCtx, email: string): Promise<StaffMember | null> {
  const row = await ctx.db
    .query("staff")
    .withIndex("by_email", (q) => q.eq("email", email))
    .unique();
  if (row !== null) return { email, role: row.role };
  if (bootstrapAdminEmails().has(email)) return { email, role: "admin" };
  return null;
}
