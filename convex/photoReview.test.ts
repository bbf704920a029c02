/**
 * Photo review: a photo a member adds is shown to other members only once staff approve it, on every path
 * (cards, member page, the signed photo route, the refine "with photo" filter); the owner sees it waiting
 * or refused with the reason; staff see all. Approving a profile approves the photos it was shown with.
 */
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { photoLink } from "./model/members/photoLinks";
import { convexErrorOf, makeT, seedMember, seedStaff, storeFile, type Caller, type T } from "./test.fixtures";

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x52, 0x56]);
const OLD_JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x4f, 0x4c]);

type World = {
  t: T;
  viewer: Caller;
  viewerId: Id<"profiles">;
  owner: Caller;
  ownerId: Id<"profiles">;
  admin: Caller;
  support: Caller;
};

/** An approved man and an approved woman who match each other, and staff. */
async function world(): Promise<World> {
  const t = makeT();
  const viewer = await seedMember(t, { gender: "Male", fullName: "Viewer Venkat" });
  const owner = await seedMember(t, { gender: "Female", fullName: "Owner Oormila" });
  const admin = await seedStaff(t, "admin");
  const support = await seedStaff(t, "support");
  return {
    t,
    viewer: viewer.as,
    viewerId: viewer.id,
    owner: owner.as,
    ownerId: owner.id,
    admin: admin.as,
    support: support.as,
  };
}

/** The owner adds a photo through the member's own upload path (photos.add). */
async function addPhoto(w: World, bytes = JPEG): Promise<Id<"photos">> {
  const added = await w.owner.action(api.photos.add, { storageId: await storeFile(w.t, bytes, "image/jpeg") });
  if (!added.ok) throw new Error(added.message);
  return added.photoId;
}

/** A photo from before review (no review state), written directly as the data of today is. */
async function oldPhoto(w: World, order = 0): Promise<Id<"photos">> {
  const storageId = await storeFile(w.t, OLD_JPEG, "image/jpeg");
  return await w.t.run(
    async (ctx) =>
      await ctx.db.insert("photos", {
        profileId: w.ownerId,
        storageId,
        order,
        contentType: "image/jpeg",
        size: OLD_JPEG.length,
        createdAt: 0,
      }),
  );
}

/** Which photo ids the viewer's member page of the owner carries, and the card's profile photo. */
async function whatTheViewerSees(w: World): Promise<{ page: string[]; card: string | null; lock: string | null }> {
  await w.viewer.mutation(api.views.record, { profileId: w.ownerId });
  const page = await w.viewer.query(api.members.get, { profileId: w.ownerId });
  const cards = await w.viewer.query(api.matches.list, { paginationOpts: { numItems: 10, cursor: null } });
  const card = cards.page.find((c) => c._id === w.ownerId);
  const cardPhoto = card?.photoUrl ? new URL(card.photoUrl, "https://site.test").searchParams.get("p") : null;
  return { page: (page?.photos ?? []).map((p) => p.photoId), card: cardPhoto, lock: card?.photoLock ?? null };
}

async function get(t: T, link: string): Promise<Response> {
  const url = new URL(link, "https://site.test");
  return await t.fetch(`${url.pathname}${url.search}`);
}

/** The owner's own signed link to a photo (members.me). */
async function ownerLink(w: World, photoId: Id<"photos">): Promise<string> {
  const me = await w.owner.query(api.members.me, {});
  const photo = me?.photos.find((p) => p.photoId === photoId);
  if (photo === undefined) throw new Error("the owner does not see the photo");
  return photo.url;
}

describe("photo review", () => {
  test("a photo added after approval is not shown to another member before staff approve it", async () => {
    const w = await world();
    await addPhoto(w);
    expect(await whatTheViewerSees(w)).toEqual({ page: [], card: null, lock: null });
  });

  test("photos from before review count as approved", async () => {
    const w = await world();
    const old = await oldPhoto(w);
    expect(await whatTheViewerSees(w)).toEqual({ page: [old], card: old, lock: null });
  });

  test("others see the approved photos only, the first approved one as the profile photo", async () => {
    const w = await world();
    // The waiting photo comes first in the owner's gallery (order 0), the approved one after it.
    const fresh = await addPhoto(w);
    const old = await oldPhoto(w, 1);
    const seen = await whatTheViewerSees(w);
    expect(seen.page).toEqual([old]);
    expect(seen.card).toBe(old);
    expect((await w.owner.query(api.members.me, {}))?.photos.map((p) => p.photoId)).toEqual([fresh, old]);
  });

  test("the owner sees a waiting photo marked, and a refused one with the reason; staff see all", async () => {
    const w = await world();
    const waiting = await addPhoto(w);
    const refused = await addPhoto(w, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x01]));
    await w.admin.mutation(api.admin.photos.reject, { id: refused, reason: "groupPhoto" });
    const me = await w.owner.query(api.members.me, {});
    expect(me?.photos.map((p) => [p.photoId, p.review])).toEqual([
      [waiting, { state: "pending" }],
      [refused, { state: "rejected", reason: "groupPhoto" }],
    ]);
    // The owner may still remove either.
    await w.owner.mutation(api.photos.remove, { photoId: refused });
    expect((await w.owner.query(api.members.me, {}))?.photos.map((p) => p.photoId)).toEqual([waiting]);
    // Staff see the waiting photo on the member record.
    const record = await w.support.query(api.admin.members.get, { id: w.ownerId });
    expect(record?.photos.map((p) => p.photoId)).toEqual([waiting]);
  });

  test("the signed photo route refuses a waiting or refused photo to another member, and serves it to the owner and staff", async () => {
    const w = await world();
    const photoId = await addPhoto(w);
    const queue = await w.support.query(api.admin.photos.list, { paginationOpts: { numItems: 10, cursor: null } });
    const staffUrl = queue.page[0]?.url;
    if (staffUrl === undefined) throw new Error("the queue is empty");
    expect((await get(w.t, staffUrl)).status).toBe(200);
    expect((await get(w.t, await ownerLink(w, photoId))).status).toBe(200);
    // A link made out to the viewer, signed as the server signs (as if some path had handed it out): the
    // route itself refuses it while the photo waits.
    const viewerUrl = await photoLink({ kind: "member", profileId: w.viewerId }, photoId, "full", Date.now());
    if (viewerUrl === null) throw new Error("no link secret");
    expect((await get(w.t, viewerUrl)).status).toBe(403);
    await w.admin.mutation(api.admin.photos.approve, { id: photoId });
    expect((await get(w.t, viewerUrl)).status).toBe(200);
    expect((await whatTheViewerSees(w)).page).toEqual([photoId]);
  });

  test("rejecting: other members never see it, the member is told once in their language, audited", async () => {
    const w = await world();
    const photoId = await addPhoto(w);
    await w.admin.mutation(api.admin.photos.reject, { id: photoId, reason: "contactDetails" });
    expect((await whatTheViewerSees(w)).page).toEqual([]);
    const notes = await w.owner.query(api.notifications.list, { paginationOpts: { numItems: 10, cursor: null } });
    expect(notes.page.map((n) => [n.kind, n.params.photoReason])).toEqual([["photoRejected", "contactDetails"]]);
    const log = await w.t.run(async (ctx) => await ctx.db.query("auditLog").collect());
    expect(log.filter((e) => e.action === "photo.reject").map((e) => e.details)).toEqual([
      `${photoId}: contactDetails`,
    ]);
    // Decided once: a second decision is refused.
    expect(await convexErrorOf(w.admin.mutation(api.admin.photos.approve, { id: photoId }))).toMatchObject({
      code: "conflict",
    });
    expect(
      await convexErrorOf(w.admin.mutation(api.admin.photos.reject, { id: photoId, reason: "unsuitable" })),
    ).toMatchObject({ code: "conflict" });
  });

  test("the queue: waiting photos of approved members, oldest first; bulk approve skips what was decided meanwhile", async () => {
    const w = await world();
    const first = await addPhoto(w);
    const second = await addPhoto(w, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x02]));
    const third = await addPhoto(w, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x03]));
    await w.t.run(async (ctx) => {
      await ctx.db.patch("photos", first, { createdAt: 3 });
      await ctx.db.patch("photos", second, { createdAt: 1 });
      await ctx.db.patch("photos", third, { createdAt: 2 });
    });
    const queue = await w.support.query(api.admin.photos.list, { paginationOpts: { numItems: 10, cursor: null } });
    expect(queue.page.map((r) => r._id)).toEqual([second, third, first]);
    await w.admin.mutation(api.admin.photos.reject, { id: third, reason: "faceNotClear" });
    const result = await w.admin.mutation(api.admin.photos.approveMany, { ids: [first, second, third] });
    expect(result).toEqual({ approved: [first, second], skipped: [{ id: third, code: "conflict" }] });
    expect(
      (await w.support.query(api.admin.photos.list, { paginationOpts: { numItems: 10, cursor: null } })).page,
    ).toEqual([]);
    expect((await whatTheViewerSees(w)).page.sort()).toEqual([first, second].sort());
    const many = await w.t.run(async (ctx) => {
      const photo = await ctx.db.get("photos", first);
      if (photo === null) throw new Error("gone");
      const { _id, _creationTime, ...fields } = photo;
      return await Promise.all(
        Array.from({ length: 51 }, (_, order) =>
          ctx.db.insert("photos", { ...fields, order, reviewState: "pending" as const }),
        ),
      );
    });
    expect(await convexErrorOf(w.admin.mutation(api.admin.photos.approveMany, { ids: many }))).toMatchObject({
      code: "invalid",
    });
  });

  test("support agents see the queue but cannot decide", async () => {
    const w = await world();
    const photoId = await addPhoto(w);
    expect(await convexErrorOf(w.support.mutation(api.admin.photos.approve, { id: photoId }))).toMatchObject({
      code: "forbidden",
    });
    expect(
      await convexErrorOf(w.support.mutation(api.admin.photos.reject, { id: photoId, reason: "unsuitable" })),
    ).toMatchObject({ code: "forbidden" });
  });

  test("a new member's first photos are reviewed with the profile: not in the queue, approved with it", async () => {
    const t = makeT();
    const viewer = await seedMember(t, { gender: "Male" });
    const owner = await seedMember(t, { gender: "Female", status: "pending" });
    const admin = await seedStaff(t, "admin");
    const added = await owner.as.action(api.photos.add, { storageId: await storeFile(t, JPEG, "image/jpeg") });
    if (!added.ok) throw new Error(added.message);
    expect(
      (await admin.as.query(api.admin.photos.list, { paginationOpts: { numItems: 10, cursor: null } })).page,
    ).toEqual([]);
    // The approver sees it on the approval card.
    const card = (
      await admin.as.query(api.admin.approvals.list, { paginationOpts: { numItems: 10, cursor: null } })
    ).page.find((r) => r._id === owner.id);
    expect(card?.photos.map((p) => [p.photoId, p.review])).toEqual([[added.photoId, { state: "pending" }]]);
    await admin.as.mutation(api.admin.approvals.approve, { id: owner.id });
    await viewer.as.mutation(api.views.record, { profileId: owner.id });
    expect((await viewer.as.query(api.members.get, { profileId: owner.id }))?.photos.map((p) => p.photoId)).toEqual([
      added.photoId,
    ]);
  });
});
