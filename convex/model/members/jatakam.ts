/**
 * The member's jatakam (birth chart) file: at most one per member, an image or a PDF whose type is read from
 * its bytes (shared/rules/jatakam.ts), replaced by a new upload and deleted with the account. Who may open
 * it is decided in privacy.ts (mayViewJatakam); it leaves the server only as a signed photo-route link.
 */
import { JATAKAM_MAX_BYTES, type JatakamType } from "@matrimony/shared/rules/jatakam";
import { en } from "@matrimony/shared/messages";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { audit, memberActor } from "../audit";
import { fail } from "../errors";
import { isAttachedFile } from "./photos";

export async function jatakamOf(ctx: QueryCtx, profileId: Id<"profiles">): Promise<Doc<"jatakams"> | null> {
  return await ctx.db
    .query("jatakams")
    .withIndex("by_profileId", (q) => q.eq("profileId", profileId))
    .unique();
}

export type AttachJatakamResult =
  | { ok: true; jatakam: Doc<"jatakams"> }
  | { ok: false; code: "invalid"; message: string };

/**
 * Keep an uploaded file as the member's jatakam after checking it from the stored file's own metadata and
 * the type its first bytes show (never the client's word); the one before it is deleted. A refused file is
 * deleted and the refusal returned, not thrown: a throw would roll the deletion back.
 */
export async function attachJatakam(
  ctx: MutationCtx,
  profile: Doc<"profiles">,
  storageId: Id<"_storage">,
  /** The type read from the file's first bytes by the action (jatakam.add); null when it is none we take. */
  sniffedType: JatakamType | null,
): Promise<AttachJatakamResult> {
  const meta = await ctx.db.system.get("_storage", storageId);
  if (meta === null) fail("not_found", "jatakam.notFound");
  // A photo's, an ID document's or another jatakam's file: never a second owner for one file.
  if (await isAttachedFile(ctx, storageId)) fail("conflict", "jatakam.notFound");
  // The size first: an oversized file was never read, so it has no type to judge.
  const problem =
    meta.size > JATAKAM_MAX_BYTES
      ? ("jatakam.tooLarge" as const)
      : sniffedType === null
        ? ("jatakam.wrongType" as const)
        : null;
  if (problem !== null || sniffedType === null) {
    await ctx.storage.delete(storageId);
    return { ok: false, code: "invalid", message: en[problem ?? "jatakam.wrongType"] };
  }
  const before = await jatakamOf(ctx, profile._id);
  if (before !== null) await removeJatakam(ctx, before);
  const id = await ctx.db.insert("jatakams", {
    profileId: profile._id,
    storageId,
    contentType: sniffedType,
    size: meta.size,
    uploadedAt: Date.now(),
  });
  await audit(ctx, {
    actor: memberActor(profile.profileCode),
    action: "member.jatakam.add",
    target: profile.profileCode,
    details: sniffedType,
  });
  const jatakam = await ctx.db.get("jatakams", id);
  if (jatakam === null) throw new Error("jatakam vanished after insert");
  return { ok: true, jatakam };
}

/** Delete the row and its file. */
export async function removeJatakam(ctx: MutationCtx, jatakam: Doc<"jatakams">): Promise<void> {
  await ctx.db.delete("jatakams", jatakam._id);
  await ctx.storage.delete(jatakam.storageId);
}

/** The member's own removal, and the account's deletion: whatever they had goes. */
export async function removeJatakamOf(ctx: MutationCtx, profileId: Id<"profiles">): Promise<void> {
  const jatakam = await jatakamOf(ctx, profileId);
  if (jatakam !== null) await removeJatakam(ctx, jatakam);
}
