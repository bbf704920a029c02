/**
 * Call notes: what a support agent learnt on a call ("mother called, wants to change the photo"), so the
 * next agent starts where the last one stopped. Staff only; the member never sees them.
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import { v, type Infer } from "convex/values";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { boundedPage, mapPage, vOrder } from "./lists";
import { profileOrFail } from "./moderation";
import { toCallNote, type CallNote } from "./projections";
import { audit } from "../audit";
import { cleanFreeText } from "../validation";
import type { StaffMember } from "../identity";

export const MAX_NOTE_LENGTH = 2000;

export const vNoteFilter = v.object({ profileId: v.optional(v.id("profiles")) });
export const vNoteSort = v.object({ field: v.literal("createdAt"), order: vOrder });

export async function addNote(
  ctx: MutationCtx,
  staff: StaffMember,
  profileId: Id<"profiles">,
  raw: string,
): Promise<Id<"callNotes">> {
  const text = cleanFreeText(raw, {
    field: "text",
    max: MAX_NOTE_LENGTH,
    tooLong: "console.noteTooLong",
    required: "console.noteRequired",
  });
  const profile = await profileOrFail(ctx, profileId);
  const id = await ctx.db.insert("callNotes", { profileId, author: staff.email, text, createdAt: Date.now() });
  // The note's text stays in the note (it is deleted with the member); the log only says one was written.
  await audit(ctx, { actor: staff.email, action: "note.add", target: profile.profileCode, details: `note ${id}` });
  return id;
}

/** One member's notes (`by_profileId_and_createdAt`) or everyone's (`by_createdAt`), newest first by default. */
export async function listNotes(
  ctx: QueryCtx,
  args: { paginationOpts: PaginationOptions; filter?: Infer<typeof vNoteFilter>; sort?: Infer<typeof vNoteSort> },
): Promise<PaginationResult<CallNote>> {
  const profileId = args.filter?.profileId;
  const order = args.sort?.order ?? "desc";
  const query =
    profileId === undefined
      ? ctx.db.query("callNotes").withIndex("by_createdAt")
      : ctx.db.query("callNotes").withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", profileId));
  const result = await query.order(order).paginate(boundedPage(args.paginationOpts, false));
  return await mapPage(result, (n) => toCallNote(ctx, n));
}
