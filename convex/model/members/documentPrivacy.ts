/**
 * Who may see an ID photo or a verification selfie: admins, while it waits for their decision.
 * The sibling of privacy.ts (which names it) for the most sensitive files: this is the only function that
 * turns a verification file into a URL. Members never get one, not even for their own file (they see its
 * state: model/verification/documents.ts memberStates); support agents do not either, since looking members
 * up on the phone never needs a copy of their ID (docs/security.md).
 */
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import type { StaffMember } from "../identity";

export function mayViewVerificationFiles(staff: StaffMember): boolean {
  return staff.role === "admin";
}

/** The file's URL for an admin, or null (any other role, or the file is gone). */
export async function verificationFileUrlForStaff(ctx: QueryCtx, staff: StaffMember, doc: Doc<"verificationDocuments">): Promise<string | null> {
  if (!mayViewVerificationFiles(staff)) return null;
  return await ctx.storage.getUrl(doc.storageId);
}
