/** Card-size copies of photos (issue 18): stored beside the photo, shown on cards, checked like photos. */
import { afterEach, describe, expect, test, vi } from "vitest";
import { PHOTO_THUMB_MAX_BYTES } from "@matrimony/shared/rules/photos";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { ORPHAN_AFTER_MS } from "./model/members/orphanUploads";
import { makeT, seedMember, storeFile, type T } from "./test.setup";

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const GIF = new TextEncoder().encode("GIF89a......");

const storageIds = (t: T) => t.run(async (ctx) => (await ctx.db.system.query("_storage").collect()).map((f) => f._id).sort());
const urlOf = (t: T, id: Id<"_storage">) => t.run(async (ctx) => await ctx.storage.getUrl(id));

/** A member with a match to look at them, as matches.list and members.get show them. */
async function pair(t: T) {
  const bride = await seedMember(t, { gender: "Female" });
  const groom = await seedMember(t, { gender: "Male" });
  const card = async () => (await groom.as.query(api.matches.list, { paginationOpts: { numItems: 5, cursor: null } })).page[0];
  return { bride, groom, card };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("photo thumbnails", () => {
  test("a photo added with its thumbnail: cards show the thumbnail, the member page has both, removing deletes both files", async () => {
    const t = makeT();
    const { bride, groom, card } = await pair(t);
    const photo = await storeFile(t, JPEG, "image/jpeg");
    const thumb = await storeFile(t, JPEG, "image/jpeg");
    const added = await bride.as.action(api.photos.add, { storageId: photo, thumbStorageId: thumb });
    if (!added.ok) throw new Error(added.message);

    expect(await card()).toMatchObject({ photoUrl: await urlOf(t, photo), photoThumbUrl: await urlOf(t, thumb) });
    await groom.as.mutation(api.views.record, { profileId: bride.id });
    const page = await groom.as.query(api.members.get, { profileId: bride.id });
    expect(page?.photos).toEqual([{ photoId: added.photoId, url: await urlOf(t, photo), thumbUrl: await urlOf(t, thumb), order: 0 }]);

    await bride.as.mutation(api.photos.remove, { photoId: added.photoId });
    expect(await storageIds(t)).toEqual([]);
  });

  test("a photo without a thumbnail (uploaded before them, or the browser could not make one) shows the original everywhere", async () => {
    const t = makeT();
    const { bride, card } = await pair(t);
    const photo = await storeFile(t, PNG, "image/png");
    expect((await bride.as.action(api.photos.add, { storageId: photo })).ok).toBe(true);
    const url = await urlOf(t, photo);
    expect(await card()).toMatchObject({ photoUrl: url, photoThumbUrl: url });
    expect((await bride.as.query(api.members.me, {}))?.photos[0]).toMatchObject({ url, thumbUrl: url });
  });

  test.each([
    ["HTML sent as a JPEG", new TextEncoder().encode("<html><script>alert(1)</script></html>"), "image/jpeg"],
    ["a GIF (a canvas never writes one)", GIF, "image/gif"],
    ["a file over the thumbnail limit", (() => {
      const big = new Uint8Array(PHOTO_THUMB_MAX_BYTES + 1);
      big.set(JPEG);
      return big;
    })(), "image/jpeg"],
  ])("%s as the thumbnail is deleted; the photo is kept and shows its original", async (_name, bytes, type) => {
    const t = makeT();
    const { bride, card } = await pair(t);
    const photo = await storeFile(t, JPEG, "image/jpeg");
    const thumb = await storeFile(t, bytes, type);
    expect((await bride.as.action(api.photos.add, { storageId: photo, thumbStorageId: thumb })).ok).toBe(true);
    expect(await storageIds(t)).toEqual([photo]);
    expect((await card())?.photoThumbUrl).toBe(await urlOf(t, photo));
  });

  test("a refused photo takes its thumbnail with it", async () => {
    const t = makeT();
    const { bride } = await pair(t);
    const photo = await storeFile(t, new TextEncoder().encode("<svg/>"), "image/jpeg");
    const thumb = await storeFile(t, JPEG, "image/jpeg");
    expect((await bride.as.action(api.photos.add, { storageId: photo, thumbStorageId: thumb })).ok).toBe(false);
    expect(await storageIds(t)).toEqual([]);
  });

  test("another photo's file cannot become a thumbnail, nor a thumbnail a photo, and neither is deleted", async () => {
    const t = makeT();
    const { bride, groom } = await pair(t);
    const photo = await storeFile(t, JPEG, "image/jpeg");
    const thumb = await storeFile(t, JPEG, "image/jpeg");
    expect((await bride.as.action(api.photos.add, { storageId: photo, thumbStorageId: thumb })).ok).toBe(true);

    // The groom names the bride's files: as his thumbnail it is ignored, as his photo it is refused.
    const own = await storeFile(t, JPEG, "image/jpeg");
    expect((await groom.as.action(api.photos.add, { storageId: own, thumbStorageId: photo })).ok).toBe(true);
    await expect(groom.as.action(api.photos.add, { storageId: thumb })).rejects.toThrow();
    const groomsPhoto = await t.run(async (ctx) => await ctx.db.query("photos").withIndex("by_storageId", (q) => q.eq("storageId", own)).unique());
    expect(groomsPhoto?.thumbStorageId).toBeUndefined();
    expect(await storageIds(t)).toEqual([photo, thumb, own].sort());
  });

  test("the orphan sweep keeps a photo's thumbnail", async () => {
    vi.useFakeTimers();
    const t = makeT();
    const { bride } = await pair(t);
    const photo = await storeFile(t, JPEG, "image/jpeg");
    const thumb = await storeFile(t, JPEG, "image/jpeg");
    expect((await bride.as.action(api.photos.add, { storageId: photo, thumbStorageId: thumb })).ok).toBe(true);
    vi.advanceTimersByTime(ORPHAN_AFTER_MS + 1000);
    expect(await t.mutation(internal.housekeeping.deleteOrphanUploads, {})).toBe(0);
    expect(await storageIds(t)).toEqual([photo, thumb].sort());
  });
});
