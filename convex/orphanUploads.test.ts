/** Orphan uploads: a file never attached within an hour is deleted by the cron's sweep. */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import { ORPHAN_AFTER_MS } from "./model/members/orphanUploads";
import { makeT, seedMember, storeFile } from "./test.fixtures";

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("orphan uploads", () => {
  test("the sweep deletes files never attached after an hour, keeps photos and young uploads, and does not re-read what it saw", async () => {
    const t = makeT();
    const m = await seedMember(t);
    const orphans = [];
    for (let i = 0; i < 10; i++)
      orphans.push(await storeFile(t, new TextEncoder().encode("<html>orphan</html>"), "image/png"));
    const kept = await storeFile(t, JPEG, "image/jpeg");
    const added = await m.as.action(api.photos.add, { storageId: kept });
    expect(added.ok).toBe(true);

    // Not yet an hour: nothing goes.
    vi.advanceTimersByTime(ORPHAN_AFTER_MS / 2);
    expect(await t.mutation(internal.housekeeping.deleteOrphanUploads, {})).toBe(0);
    const young = await storeFile(t, JPEG, "image/jpeg");

    vi.advanceTimersByTime(ORPHAN_AFTER_MS / 2 + 1000);
    expect(await t.mutation(internal.housekeeping.deleteOrphanUploads, {})).toBe(10);
    const left = await t.run(async (ctx) => (await ctx.db.system.query("_storage").collect()).map((f) => f._id));
    expect(left.sort()).toEqual([kept, young].sort());
    expect((await m.as.query(api.members.me, {}))?.photos).toHaveLength(1);

    // The young one becomes an orphan an hour after its upload.
    vi.advanceTimersByTime(ORPHAN_AFTER_MS);
    expect(await t.mutation(internal.housekeeping.deleteOrphanUploads, {})).toBe(1);
    expect(await t.mutation(internal.housekeeping.deleteOrphanUploads, {})).toBe(0);
  });
});
