/**
 * GET /photos: member photos through short-lived signed links. A link handed out before a block or a
 * privacy change stops working at once; a tampered or expired link is refused; the owner and staff get
 * their photos through the same route; browsers may keep an image only privately, within the link's life.
 */
import type { PhotoVisibility } from "@matrimony/shared/rules/privacy";
import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { PHOTO_LINK_MAX_MS } from "./model/members/photoLinks";
import { makeT, seedMember, seedStaff, storeFile, useClock, type Caller, type T } from "./test.fixtures";

const PHOTO_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x50, 0x48, 0x4f]);
const THUMB_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x54, 0x48]);

type World = {
  t: T;
  viewer: Caller;
  viewerId: Id<"profiles">;
  owner: Caller;
  ownerId: Id<"profiles">;
  photoId: Id<"photos">;
};

/** A male viewer and a female owner who match each other; the owner has one photo with a card-size copy. */
async function world(photos?: PhotoVisibility): Promise<World> {
  const t = makeT();
  const viewer = await seedMember(t, { gender: "Male", fullName: "Viewer Venkat" });
  const owner = await seedMember(t, { gender: "Female", fullName: "Owner Oormila", photoVisibility: photos });
  const storageId = await storeFile(t, PHOTO_BYTES, "image/jpeg");
  const thumbStorageId = await storeFile(t, THUMB_BYTES, "image/jpeg");
  const photoId = await t.run(
    async (ctx) =>
      await ctx.db.insert("photos", {
        profileId: owner.id,
        storageId,
        thumbStorageId,
        order: 0,
        contentType: "image/jpeg",
        size: PHOTO_BYTES.length,
        createdAt: 0,
      }),
  );
  return { t, viewer: viewer.as, viewerId: viewer.id, owner: owner.as, ownerId: owner.id, photoId };
}

/** The viewer's links to the owner's photo and its card-size copy, from the member page. */
async function viewerLinks(w: World): Promise<{ url: string; thumbUrl: string }> {
  await w.viewer.mutation(api.views.record, { profileId: w.ownerId });
  const page = await w.viewer.query(api.members.get, { profileId: w.ownerId });
  const photo = page?.photos[0];
  if (photo === undefined) throw new Error("the viewer got no photo");
  return { url: photo.url, thumbUrl: photo.thumbUrl };
}

/** convex-test serves HTTP actions by path: the link's path and query. */
async function get(t: T, link: string): Promise<Response> {
  const url = new URL(link, "https://site.test");
  return await t.fetch(`${url.pathname}${url.search}`);
}

function withParam(link: string, name: string, value: string): string {
  const url = new URL(link, "https://site.test");
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

async function bytesOf(response: Response): Promise<number[]> {
  return Array.from(new Uint8Array(await response.arrayBuffer()));
}

describe("GET /photos", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test("hands out signed links to the route, never storage URLs, and serves the photo and its copy", async () => {
    const w = await world();
    const { url, thumbUrl } = await viewerLinks(w);
    expect(url).toMatch(/^\/photos\?/);
    expect(url).not.toContain("/api/storage/");
    const photo = await get(w.t, url);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    expect(await bytesOf(photo)).toEqual(Array.from(PHOTO_BYTES));
    const thumb = await get(w.t, thumbUrl);
    expect(thumb.status).toBe(200);
    expect(await bytesOf(thumb)).toEqual(Array.from(THUMB_BYTES));
  });

  test("Cache-Control is private with a max-age within the link's remaining life (at most 15 minutes)", async () => {
    const advance = useClock("2026-11-01T10:03:00Z");
    const w = await world();
    const { url } = await viewerLinks(w);
    const expiresAt = Number(new URL(url, "https://site.test").searchParams.get("e"));
    expect(expiresAt - Date.now()).toBeGreaterThan(0);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(PHOTO_LINK_MAX_MS);
    advance(4 * 60_000);
    const response = await get(w.t, url);
    expect(response.status).toBe(200);
    const match = /^private, max-age=(\d+)$/.exec(response.headers.get("cache-control") ?? "");
    expect(match).not.toBeNull();
    const maxAge = Number(match?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge * 1000).toBeLessThanOrEqual(expiresAt - Date.now());
  });

  test("a link handed out before the owner blocks the viewer answers 403 right after the block", async () => {
    const w = await world();
    const { url, thumbUrl } = await viewerLinks(w);
    expect((await get(w.t, url)).status).toBe(200);
    await w.owner.mutation(api.safety.block, { profileId: w.viewerId });
    expect((await get(w.t, url)).status).toBe(403);
    expect((await get(w.t, thumbUrl)).status).toBe(403);
  });

  test("a link answers 403 once the viewer blocks the owner too (a block either way)", async () => {
    const w = await world();
    const { url } = await viewerLinks(w);
    await w.viewer.mutation(api.safety.block, { profileId: w.ownerId });
    expect((await get(w.t, url)).status).toBe(403);
  });

  test.each(["accepted", "staff"] as const)(
    "a link handed out before the owner switches photos to %s answers 403 right after",
    async (setting) => {
      const w = await world();
      const { url, thumbUrl } = await viewerLinks(w);
      expect((await get(w.t, thumbUrl)).status).toBe(200);
      await w.owner.mutation(api.privacy.update, { photos: setting });
      expect((await get(w.t, url)).status).toBe(403);
      expect((await get(w.t, thumbUrl)).status).toBe(403);
    },
  );

  test("a link for a removed photo answers 403", async () => {
    const w = await world();
    const { url } = await viewerLinks(w);
    await w.owner.mutation(api.photos.remove, { photoId: w.photoId });
    expect((await get(w.t, url)).status).toBe(403);
  });

  test("a tampered link answers 403: signature, viewer, photo, variant or a later expiry changed", async () => {
    const w = await world();
    const other = await seedMember(w.t, { gender: "Male", fullName: "Other Omkar" });
    const { url } = await viewerLinks(w);
    const params = new URL(url, "https://site.test").searchParams;
    const signature = params.get("s") ?? "";
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("0") ? "1" : "0"}`;
    const expiry = Number(params.get("e"));
    for (const tampered of [
      withParam(url, "s", flipped),
      withParam(url, "s", ""),
      withParam(url, "v", other.id),
      withParam(url, "v", "staff:admin@matrimony.test"),
      withParam(url, "p", w.ownerId),
      withParam(url, "k", "thumb"),
      withParam(url, "e", String(expiry + 60_000)),
    ]) {
      expect((await get(w.t, tampered)).status, tampered).toBe(403);
    }
    expect((await get(w.t, "/photos")).status).toBe(403);
  });

  test("an expired link answers 403", async () => {
    const advance = useClock("2026-11-01T10:00:00Z");
    const w = await world();
    const { url } = await viewerLinks(w);
    expect((await get(w.t, url)).status).toBe(200);
    advance(PHOTO_LINK_MAX_MS + 1);
    expect((await get(w.t, url)).status).toBe(403);
  });

  test("a link that expired on an open page is renewed for its own viewer only, and only while they may see the photo", async () => {
    const advance = useClock("2026-11-01T10:00:00Z");
    const w = await world();
    const { url, thumbUrl } = await viewerLinks(w);
    advance(PHOTO_LINK_MAX_MS + 1);
    expect((await get(w.t, url)).status).toBe(403);
    const fresh = await w.viewer.query(api.photos.freshLink, { link: url });
    if (fresh === null) throw new Error("no fresh link");
    expect(fresh).not.toBe(url);
    expect(await bytesOf(await get(w.t, fresh))).toEqual(Array.from(PHOTO_BYTES));
    const freshThumb = await w.viewer.query(api.photos.freshLink, { link: thumbUrl });
    expect(await bytesOf(await get(w.t, freshThumb ?? ""))).toEqual(Array.from(THUMB_BYTES));
    // Not another member's link (a leaked link cannot be kept alive), nor after a block.
    const other = await seedMember(w.t, { gender: "Male" });
    expect(await other.as.query(api.photos.freshLink, { link: url })).toBeNull();
    await w.owner.mutation(api.safety.block, { profileId: w.viewerId });
    expect(await w.viewer.query(api.photos.freshLink, { link: url })).toBeNull();
  });

  test("the owner gets her own photos through the route, whatever her setting", async () => {
    const w = await world("staff");
    const me = await w.owner.query(api.members.me, {});
    const own = me?.photos[0];
    if (own === undefined) throw new Error("the owner got no photo");
    const response = await get(w.t, own.url);
    expect(response.status).toBe(200);
    expect(await bytesOf(response)).toEqual(Array.from(PHOTO_BYTES));
    expect((await get(w.t, own.thumbUrl)).status).toBe(200);
  });

  test.each(["admin", "support"] as const)(
    "%s gets a staff-only member's photos through the route, until the staff row is removed",
    async (role) => {
      const w = await world("staff");
      const staff = await seedStaff(w.t, role);
      const record = await staff.as.query(api.admin.members.get, { id: w.ownerId });
      const link = record?.photos[0]?.url;
      if (link === undefined) throw new Error("staff got no photo");
      expect(new URL(link, "https://site.test").searchParams.get("v")).toBe(`staff:${staff.email}`);
      expect((await get(w.t, link)).status).toBe(200);
      await w.t.run(async (ctx) => {
        const row = await ctx.db
          .query("staff")
          .withIndex("by_email", (q) => q.eq("email", staff.email))
          .unique();
        if (row !== null) await ctx.db.delete("staff", row._id);
      });
      expect((await get(w.t, link)).status).toBe(403);
    },
  );

  test("a deployment without PHOTO_URL_SECRET hands out no photo links (and honours none)", async () => {
    const w = await world();
    const { url } = await viewerLinks(w);
    vi.stubEnv("PHOTO_URL_SECRET", "");
    try {
      const page = await w.viewer.query(api.members.get, { profileId: w.ownerId });
      expect(page?.photos).toEqual([]);
      expect((await get(w.t, url)).status).toBe(403);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
