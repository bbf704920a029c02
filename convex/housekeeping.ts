/** Cleanups the crons run (convex/crons.ts): short-lived security records that must not pile up. */
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation } from "./functions";
import { backfillBirthYears } from "./model/members/birthYear";
import { sweepOrphanUploads } from "./model/members/orphanUploads";
import { pruneTombstones } from "./model/members/tombstones";
import { pruneSafetyRecords } from "./model/safety/records";

/** Tombstones of deleted accounts older than a day (model/members/tombstones.ts). */
export const pruneDeletedIdentities = internalMutation({
  args: {},
  returns: v.number(),
  handler: async (ctx) => await pruneTombstones(ctx, Date.now()),
});

/**
 * Uploaded files never attached to a photo within an hour (model/members/orphanUploads.ts); continues while there are
 * more.
 */
export const deleteOrphanUploads = internalMutation({
  args: {},
  returns: v.number(),
  handler: async (ctx): Promise<number> => {
    const { deleted, more } = await sweepOrphanUploads(ctx, Date.now());
    if (more) await ctx.scheduler.runAfter(0, internal.housekeeping.deleteOrphanUploads, {});
    return deleted;
  },
});

/**
 * Sets birthYear on profiles written before it existed (model/members/birthYear.ts), a batch per transaction,
 * scheduling itself on until the "no birthYear" range has been read through. The hourly cron starts it; once
 * every profile has a birthYear a run is one empty index read. Safe to run again at any time.
 */
export const backfillBirthYear = internalMutation({
  args: { cursor: v.optional(v.union(v.string(), v.null())) },
  returns: v.number(),
  handler: async (ctx, { cursor }): Promise<number> => {
    const { updated, continueCursor } = await backfillBirthYears(ctx, cursor ?? null);
    if (continueCursor !== null)
      await ctx.scheduler.runAfter(0, internal.housekeeping.backfillBirthYear, { cursor: continueCursor });
    return updated;
  },
});

/**
 * Safety records of deleted members older than a year (model/safety/records.ts), with the hashes, reveals
 * and report links kept for them; continues while there are more.
 */
export const pruneSafetyRecordsDaily = internalMutation({
  args: {},
  returns: v.number(),
  handler: async (ctx): Promise<number> => {
    const { deleted, more } = await pruneSafetyRecords(ctx, Date.now());
    if (more) await ctx.scheduler.runAfter(0, internal.housekeeping.pruneSafetyRecordsDaily, {});
    return deleted;
  },
});
