/**
 * Staff management (admins only): who may use the console and with which role. Roles live in the
 * `staff` table, never in tokens; ADMIN_EMAILS admins exist before any row (bootstrap) and are managed in
 * the deployment's environment, not here. Two rules keep the console usable: nobody removes or demotes
 * themselves, and the last admin stays.
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import { v, type Infer } from "convex/values";
import { isValidEmail } from "@matrimony/shared/schemas";
import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { boundedPage, mapPage, vOrder } from "./lists";
import { toStaffRow, type vStaffRow } from "./projections";
import { audit } from "../audit";
import { fail } from "../errors";
import { bootstrapAdminEmails, type StaffMember, type StaffRole } from "../identity";
import { createInvitation } from "./invitations";

export const vStaffFilter = v.object({ role: v.optional(v.union(v.literal("admin"), v.literal("support"))) });
export const vStaffSort = v.object({ field: v.literal("email"), order: vOrder });
type StaffRow = Infer<typeof vStaffRow>;

function emailOrFail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!isValidEmail(email)) fail("invalid", "console.staffEmailInvalid", "email");
  return email;
}

async function staffRow(ctx: QueryCtx, email: string): Promise<Doc<"staff"> | null> {
  return await ctx.db
    .query("staff")
    .withIndex("by_email", (q) => q.eq("email", email))
    .unique();
}

/** Whether an admin other than `email` remains: another admin row, or a bootstrap admin. */
async function anotherAdminExists(ctx: QueryCtx, email: string): Promise<boolean> {
  for (const bootstrap of bootstrapAdminEmails()) if (bootstrap !== email) return true;
  const admins = await ctx.db
    .query("staff")
    .withIndex("by_role_and_email", (q) => q.eq("role", "admin"))
    .take(2);
  return admins.some((a) => a.email !== email);
}

export async function listStaff(
  ctx: QueryCtx,
  args: { paginationOpts: PaginationOptions; filter?: Infer<typeof vStaffFilter>; sort?: Infer<typeof vStaffSort> },
): Promise<PaginationResult<StaffRow>> {
  const role = args.filter?.role;
  const order = args.sort?.order ?? "asc";
  const query =
    role === undefined
      ? ctx.db.query("staff").withIndex("by_email")
      : ctx.db.query("staff").withIndex("by_role_and_email", (q) => q.eq("role", role));
  const result = await query.order(order).paginate(boundedPage(args.paginationOpts, false));
  return await mapPage(result, async (s) => toStaffRow(s));
}

/**
 * Invite a new staff member (the role starts when they open the mailed link: model/admin/invitations.ts),
 * or change an existing one's role. `invitation` is the token to mail, for a new email only.
 */
export async function addStaff(
  ctx: MutationCtx,
  actor: StaffMember,
  raw: { email: string; role: StaffRole },
): Promise<{ email: string; role: StaffRole; created: boolean; invitation?: string }> {
  const email = emailOrFail(raw.email);
  if (email === actor.email) fail("conflict", "console.cannotChangeSelf", "email");
  const existing = await staffRow(ctx, email);
  if (existing === null) {
    const invitation = await createInvitation(ctx, actor, email, raw.role);
    return { email, role: raw.role, created: true, invitation };
  }
  if (existing.role === raw.role) fail("conflict", "console.staffExists", "email");
  if (existing.role === "admin" && !(await anotherAdminExists(ctx, email)))
    fail("conflict", "console.lastAdmin", "role");
  await ctx.db.patch("staff", existing._id, { role: raw.role });
  await audit(ctx, {
    actor: actor.email,
    action: "staff.role",
    target: email,
    details: `${existing.role} → ${raw.role}`,
  });
  return { email, role: raw.role, created: false };
}

export async function removeStaff(ctx: MutationCtx, actor: StaffMember, rawEmail: string): Promise<null> {
  const email = rawEmail.trim().toLowerCase();
  if (email === actor.email) fail("conflict", "console.cannotChangeSelf", "email");
  const existing = await staffRow(ctx, email);
  if (existing === null) {
    if (bootstrapAdminEmails().has(email)) fail("conflict", "console.bootstrapAdmin", "email");
    fail("not_found", "console.staffNotFound", "email");
  }
  if (existing.role === "admin" && !(await anotherAdminExists(ctx, email)))
    fail("conflict", "console.lastAdmin", "email");
  await ctx.db.delete("staff", existing._id);
  await audit(ctx, { actor: actor.email, action: "staff.remove", target: email, details: existing.role });
  return null;
}
