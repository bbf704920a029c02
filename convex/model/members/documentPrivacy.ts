/**
 * Who may see an ID photo or a verification selfie: admins, while it waits for their decision.
 * The sibling of privacy.ts (which names it) for the most sensitive files: this is the only place that
 * turns a verification file into a link, and the link's route asks it again on every request. Members never
 * get one, not even for their own file (they see its state: model/verification/documents.ts memberStates);
 * support agents do not either, since looking members up on the phone never needs a copy of their ID
 * (docs/security.md).
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { staffByEmail, type StaffMember } from "../identity";
import { verificationFileLink } from "../verification/fileLinks";

export function mayViewVerificationFiles(staff: StaffMember): boolean {
  return staff.role === "admin";
}

/**
 * A short-lived signed link to the file for an admin (the `/verification-files` route), or null (any other
 * role, or no signing key). Never the storage URL, which would work until the file is deleted.
 */
export async function verificationFileUrlForStaff(
  _ctx: QueryCtx,
  staff: StaffMember,
  doc: Doc<"verificationDocuments">,
): Promise<string | null> {
  if (!mayViewVerificationFiles(staff)) return null;
  return await verificationFileLink(staff.email, doc._id, Date.now());
}

/**
 * The route's check, on every request: the file to stream when the link's staff member may see verification
 * files now (an admin's row still there) and the file still waits (it is deleted at the decision); else null.
 */
export async function verificationFileForLink(
  ctx: QueryCtx,
  email: string,
  documentId: string,
): Promise<{ storageId: Id<"_storage">; contentType: string } | null> {
  const staff = await staffByEmail(ctx, email);
  if (staff === null || !mayViewVerificationFiles(staff)) return null;
  const id = ctx.db.normalizeId("verificationDocuments", documentId);
  const doc = id === null ? null : await ctx.db.get("verificationDocuments", id);
  if (doc === null) return null;
  const meta = await ctx.db.system.get("_storage", doc.storageId);
  return meta === null ? null : { storageId: doc.storageId, contentType: doc.contentType };
}
