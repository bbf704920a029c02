/** Card-size copies of photos: stored beside the photo, shown on cards, checked like photos. */
import { afterEach, describe, expect, test, vi } from "vitest";
import { PHOTO_THUMB_MAX_BYTES } from "@matrimony/shared/rules/photos";
import { api, internal } from "./_generated/api";
import { ORPHAN_AFTER_MS } from "./model/members/orphanUploads";
import { photoFileOf } from "./model/members/photos";
import { approveWaitingPhotos, makeT, seedMember, storeFile, type T } from "./test.fixtures";

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const GIF = new TextEncoder().encode("GIF89a......");

const storageIds = (t: T) =>
  t.run(async (ctx) => (await ctx.db.system.query("_storage").collect()).map((f) => f._id).sort());
/** The stored file a signed photo link serves (the photo route's choice of file for its variant). */
const fileOf = (t: T, link: string | null | undefined) =>
  t.run(async (ctx) => {
    const params = new URL(link ?? "", "https://site.test").searchParams;
    const id = ctx.db.normalizeId("photos", params.get("p") ?? "");
    const photo = id === null ? null : await ctx.db.get("photos", id);
    return photo === null ? null : photoFileOf(photo, params.get("k") === "thumb" ? "thumb" : "full");
  });

/**
 * A member with a match to look at them, as matches.list and members.get show them (once staff approved her photos).
 */
async function pair(t: T) {
  const bride = await seedMember(t, { gender: "Female" });
  const groom = await seedMember(t, { gender: "Male" });
  const card = async () => {
    await approveWaitingPhotos(t);
    return (await groom.as.query(api.matches.list, { paginationOpts: { numItems: 5, cursor: null } })).page[0];
  };
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

    const shown = await card();
    expect(await fileOf(t, shown?.photoUrl)).toBe(photo);
    expect(await fileOf(t, shown?.photoThumbUrl)).toBe(thumb);
    await groom.as.mutation(api.views.record, { profileId: bride.id });
    const page = await groom.as.query(api.members.get, { profileId: bride.id });
    expect(page?.photos).toEqual([
      { photoId: added.photoId, url: expect.any(String), thumbUrl: expect.any(String), order: 0 },
    ]);
    expect(await fileOf(t, page?.photos[0]?.url)).toBe(photo);
    expect(await fileOf(t, page?.photos[0]?.thumbUrl)).toBe(thumb);

    await bride.as.mutation(api.photos.remove, { photoId: added.photoId });
    expect(await storageIds(t)).toEqual([]);
  });

  test("a photo without a thumbnail (uploaded before them, or the browser could not make one) shows the original everywhere", async () => {
    const t = makeT();
    const { bride, card } = await pair(t);
    const photo = await storeFile(t, PNG, "image/png");
    expect((await bride.as.action(api.photos.add, { storageId: photo })).ok).toBe(true);
    const shown = await card();
    expect(await fileOf(t, shown?.photoUrl)).toBe(photo);
    expect(await fileOf(t, shown?.photoThumbUrl)).toBe(photo);
    const own = (await bride.as.query(api.members.me, {}))?.photos[0];
    expect(await fileOf(t, own?.url)).toBe(photo);
    expect(await fileOf(t, own?.thumbUrl)).toBe(photo);
  });

  test.each([
    ["HTML sent as a JPEG", new TextEncoder().encode("<html><script>alert(1)</script></html>"), "image/jpeg"],
    ["a GIF (a canvas never writes one)", GIF, "image/gif"],
    [
      "a file over the thumbnail limit",
      (() => {
        const big = new Uint8Array(PHOTO_THUMB_MAX_BYTES + 1);
        big.set(JPEG);
        return big;
      })(),
      "image/jpeg",
    ],
  ])("%s as the thumbnail is deleted; the photo is kept and shows its original", async (_name, bytes, type) => {
    const t = makeT();
    const { bride, card } = await pair(t);
    const photo = await storeFile(t, JPEG, "image/jpeg");
    const thumb = await storeFile(t, bytes, type);
    expect((await bride.as.action(api.photos.add, { storageId: photo, thumbStorageId: thumb })).ok).toBe(true);
    expect(await storageIds(t)).toEqual([photo]);
    expect(await fileOf(t, (await card())?.photoThumbUrl)).toBe(photo);
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
    const groomsPhoto = await t.run(
      async (ctx) =>
        await ctx.db
          .query("photos")
          .withIndex("by_storageId", (q) => q.eq("storageId", own))
          .unique(),
    );
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
