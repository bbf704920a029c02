/** Call notes (staff): add one in two clicks from a call card, list one member's or everyone's. */
import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { staffMutation, staffQuery } from "../functions";
import { addNote, listNotes, vNoteFilter, vNoteSort } from "../model/admin/notes";
import { vCallNote } from "../model/admin/projections";

export const list = staffQuery({
  args: { paginationOpts: paginationOptsValidator, filter: v.optional(vNoteFilter), sort: v.optional(vNoteSort) },
  returns: paginationResultValidator(vCallNote),
  handler: async (ctx, args) => await listNotes(ctx, args),
});

export const add = staffMutation({
  args: { profileId: v.id("profiles"), text: v.string() },
  returns: v.id("callNotes"),
  handler: async (ctx, { profileId, text }) => await addNote(ctx, ctx.staff, profileId, text),
});
