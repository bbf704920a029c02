/**
 * Full contact details in the console: lists, the member record and the call card show them masked;
 * an agent opens one member's contacts on purpose, and each opening is audited (who, whom, when) and
 * limited (`staffContactViews`), so bulk export leaves a trace and stops. Admins see the counts per agent
 * (model/admin/harvesting.ts).
 */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { audit } from "../audit";
import { fail } from "../errors";
import type { StaffMember } from "../identity";
import { consume } from "../limits";
import { contactsOf } from "../members/contacts";

export const CONTACT_VIEW_ACTION = "contacts.view";

export type FullContacts = { email: string; mobileNumber: string; altMobileNumber: string | null };

export async function viewContacts(
  ctx: MutationCtx,
  staff: StaffMember,
  id: Id<"profiles">,
  where: "record" | "callCard",
): Promise<FullContacts> {
  const profile = await ctx.db.get("profiles", id);
  if (profile === null) fail("not_found", "error.notFound");
  const contacts = await contactsOf(ctx, id);
  if (contacts === null) fail("not_found", "error.notFound");
  await consume(ctx, "staffContactViews", staff.email, "limit.staffContactViews");
  await audit(ctx, { actor: staff.email, action: CONTACT_VIEW_ACTION, target: profile.profileCode, details: where });
  return {
    email: contacts.email,
    mobileNumber: contacts.mobileNumber,
    altMobileNumber: contacts.altMobileNumber ?? null,
  };
}
