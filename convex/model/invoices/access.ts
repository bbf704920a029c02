/**
 * Who may read a tax document: the member it was issued to, and staff (both roles: support answers
 * billing calls). Checked on every download; a deleted member's documents are staff-only.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { fail } from "../errors";
import { profileOf, requireIdentity, staffOf } from "../identity";
import { consume } from "../limits";

export type DocumentReader = { kind: "member"; profileId: Id<"profiles"> } | { kind: "staff"; email: string };

export async function documentReader(ctx: QueryCtx): Promise<DocumentReader> {
  const identity = await requireIdentity(ctx);
  const staff = await staffOf(ctx, identity);
  if (staff !== null) return { kind: "staff", email: staff.email };
  const profile = await profileOf(ctx, identity);
  if (profile === null) fail("no_profile", "error.noProfile");
  return { kind: "member", profileId: profile._id };
}

/** The document if the caller may read it; "not found" for a document of another member, so ids reveal nothing. */
export async function readableDocument(ctx: MutationCtx, documentId: Id<"taxDocuments">): Promise<Doc<"taxDocuments">> {
  const reader = await documentReader(ctx);
  await consume(
    ctx,
    "taxDocumentDownloads",
    reader.kind === "staff" ? `staff:${reader.email}` : reader.profileId,
    "limit.taxDocumentDownloads",
  );
  const doc = await ctx.db.get("taxDocuments", documentId);
  if (doc === null || (reader.kind === "member" && doc.profileId !== reader.profileId))
    fail("not_found", "invoice.notFound");
  return doc;
}
