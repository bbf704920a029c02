import { ConvexError } from "convex/values";
import { describe, expect, test, vi } from "vitest";
import { en } from "@matrimony/shared/messages";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { PHOTO_MAX_BYTES, PHOTO_THUMB_MAX_BYTES } from "@matrimony/shared/rules/photos";
import { SNIFF_BYTES } from "@matrimony/shared/rules/imageType";
import { approveWaitingPhotos, convexErrorOf, makeT, seedMember, storeFile } from "./test.fixtures";

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);

async function messageOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ConvexError) return (e.data as { message: string }).message;
    throw e;
  }
  throw new Error("expected failure");
}

describe("photos", () => {
  test("upload URL, add, completion 100, the first photo is the profile photo, remove", async () => {
    const t = makeT();
    const m = await seedMember(t, { gender: "Female" });
    const viewer = await seedMember(t, { gender: "Male" });
    expect(await m.as.mutation(api.photos.generateUploadUrl, {})).toMatch(/^https?:\/\//);
    const first = await m.as.action(api.photos.add, { storageId: await storeFile(t, JPEG, "image/jpeg") });
    if (!first.ok) throw new Error(first.message);
    await m.as.action(api.photos.add, {
      storageId: await storeFile(
        t,
        new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
        "image/png",
      ),
    });
    const me = await m.as.query(api.members.me, {});
    expect(me?.completion).toBe(100);
    expect(me?.photos.map((p) => p.order)).toEqual([0, 1]);
    await approveWaitingPhotos(t);
    const card = (await viewer.as.query(api.matches.list, { paginationOpts: { numItems: 5, cursor: null } })).page[0];
    // Each viewer gets a link of their own (model/members/photoLinks.ts), to the same photo.
    expect(first.url).toMatch(/^\/photos\?/);
    expect(new URL(card?.photoUrl ?? "", "https://site.test").searchParams.get("p")).toBe(first.photoId);
    await m.as.mutation(api.photos.remove, { photoId: first.photoId });
    expect((await m.as.query(api.members.me, {}))?.photos).toHaveLength(1);
    expect(await t.run(async (ctx) => (await ctx.db.system.query("_storage").collect()).length)).toBe(1);
  });

  test.each([
    ["a non-image", new Uint8Array([1, 2, 3]), "application/pdf", en["error.photoNotImage"]],
    ["an SVG", new Uint8Array([60, 115]), "image/svg+xml", en["error.photoNotImage"]],
    ["a file over 5 MB", new Uint8Array(PHOTO_MAX_BYTES + 1), "image/jpeg", en["error.photoTooLarge"]],
    // The uploader's Content-Type is not trusted: the first bytes decide.
    [
      "HTML sent as image/png",
      new TextEncoder().encode("<html><script>alert(document.cookie)</script></html>"),
      "image/png",
      en["error.photoNotImage"],
    ],
    [
      "SVG sent as image/jpeg",
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
      "image/jpeg",
      en["error.photoNotImage"],
    ],
    ["an empty file sent as image/webp", new Uint8Array(0), "image/webp", en["error.photoNotImage"]],
  ])("%s is refused and its file deleted", async (_name, bytes, type, message) => {
    const t = makeT();
    const m = await seedMember(t);
    const storageId = await storeFile(t, bytes, type);
    expect(await m.as.action(api.photos.add, { storageId })).toEqual({ ok: false, code: "invalid", message });
    expect(await t.run(async (ctx) => await ctx.db.system.get("_storage", storageId))).toBeNull();
  });

  // convex-test hands the action the very Blob it stored, so spies on that Blob see every read of its bytes.
  async function watchReads(t: ReturnType<typeof makeT>, storageId: Id<"_storage">) {
    let blob: Blob | null = null;
    await t.run(async (ctx) => {
      blob = await ctx.storage.get(storageId);
    });
    if (blob === null) throw new Error("no stored blob");
    const stored: Blob = blob;
    return (["slice", "arrayBuffer", "stream", "text", "bytes"] as const)
      .filter((name) => typeof stored[name] === "function")
      .map((name) => vi.spyOn(stored, name));
  }

  test("an oversized photo is refused from its metadata without reading its bytes", async () => {
    const t = makeT();
    const m = await seedMember(t);
    const storageId = await storeFile(t, new Uint8Array(PHOTO_MAX_BYTES + 1), "image/jpeg");
    const reads = await watchReads(t, storageId);
    expect(await m.as.action(api.photos.add, { storageId })).toEqual({
      ok: false,
      code: "invalid",
      message: en["error.photoTooLarge"],
    });
    for (const read of reads) expect(read).not.toHaveBeenCalled();
    expect(await t.run(async (ctx) => await ctx.db.system.get("_storage", storageId))).toBeNull();
  });

  test("an oversized thumbnail is dropped unread; the photo is kept and only its first bytes are read", async () => {
    const t = makeT();
    const m = await seedMember(t);
    const photo = await storeFile(t, new Uint8Array([...JPEG, ...new Uint8Array(1024)]), "image/jpeg");
    const thumb = await storeFile(t, new Uint8Array([...JPEG, ...new Uint8Array(PHOTO_THUMB_MAX_BYTES)]), "image/jpeg");
    const photoReads = await watchReads(t, photo);
    const thumbReads = await watchReads(t, thumb);
    const added = await m.as.action(api.photos.add, { storageId: photo, thumbStorageId: thumb });
    expect(added.ok).toBe(true);
    for (const read of thumbReads) expect(read).not.toHaveBeenCalled();
    // The photo itself: one slice of the magic-number bytes, never the whole file.
    const slice = photoReads.find((s) => s.getMockName() === "slice");
    expect(slice?.mock.calls).toEqual([[0, SNIFF_BYTES]]);
    for (const read of photoReads.filter((s) => s !== slice)) expect(read).not.toHaveBeenCalled();
    expect(await t.run(async (ctx) => await ctx.db.system.get("_storage", thumb))).toBeNull();
  });

  test("a waiting ID photo or selfie cannot be added as a gallery photo or a thumbnail, and is left alone", async () => {
    const t = makeT();
    const m = await seedMember(t);
    const waiting = await storeFile(t, JPEG, "image/jpeg");
    await t.run(async (ctx) =>
      ctx.db.insert("verificationDocuments", {
        profileId: m.id,
        kind: "id",
        documentType: "pan",
        storageId: waiting,
        contentType: "image/jpeg",
        size: JPEG.length,
        submittedAt: Date.now(),
      }),
    );
    const error = await convexErrorOf(m.as.action(api.photos.add, { storageId: waiting }));
    expect(error.code).toBe("conflict");
    // As a thumbnail beside a good photo: the photo is added without it, the file stays the document's.
    const added = await m.as.action(api.photos.add, {
      storageId: await storeFile(t, JPEG, "image/jpeg"),
      thumbStorageId: waiting,
    });
    expect(added.ok).toBe(true);
    const photos = await t.run(async (ctx) => await ctx.db.query("photos").collect());
    expect(photos.map((p) => [p.storageId, p.thumbStorageId])).not.toContainEqual(expect.arrayContaining([waiting]));
    expect(await t.run(async (ctx) => await ctx.db.system.get("_storage", waiting))).not.toBeNull();
  });

  test("a photo is stored with the type its bytes have, not the one the upload claimed", async () => {
    const t = makeT();
    const m = await seedMember(t);
    const added = await m.as.action(api.photos.add, { storageId: await storeFile(t, JPEG, "image/png") });
    expect(added.ok).toBe(true);
    expect(await t.run(async (ctx) => (await ctx.db.query("photos").first())?.contentType)).toBe("image/jpeg");
  });

  test("at most six photos", async () => {
    const t = makeT();
    const m = await seedMember(t);
    for (let i = 0; i < 6; i++)
      await m.as.action(api.photos.add, { storageId: await storeFile(t, JPEG, "image/jpeg") });
    expect(await messageOf(m.as.mutation(api.photos.generateUploadUrl, {}))).toBe(en["error.photoLimit"]);
    const seventh = await storeFile(t, JPEG, "image/jpeg");
    expect(await m.as.action(api.photos.add, { storageId: seventh })).toMatchObject({
      ok: false,
      message: en["error.photoLimit"],
    });
    expect(await t.run(async (ctx) => await ctx.db.system.get("_storage", seventh))).toBeNull();
  });

  test("a member cannot remove another member's photo or attach a file twice", async () => {
    const t = makeT();
    const owner = await seedMember(t);
    const other = await seedMember(t);
    const storageId = await storeFile(t, JPEG, "image/jpeg");
    const added = await owner.as.action(api.photos.add, { storageId });
    if (!added.ok) throw new Error(added.message);
    const { photoId } = added;
    await expect(other.as.mutation(api.photos.remove, { photoId })).rejects.toThrow();
    await expect(other.as.action(api.photos.add, { storageId })).rejects.toThrow();
    expect((await owner.as.query(api.members.me, {}))?.photos).toHaveLength(1);
  });
});
