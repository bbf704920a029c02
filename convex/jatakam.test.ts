/**
 * The jatakam (birth chart): uploaded as an image or a PDF, its type read from its bytes; opened by another
 * member only as the owner's setting allows (after an accepted interest by default), and only through the
 * photo route's signed links, which check the right again on every request.
 */
import type { JatakamVisibility } from "@matrimony/shared/rules/privacy";
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { mayViewJatakam } from "./model/members/privacy";
import { makeT, seedMember, seedStaff, storeFile, type Caller, type T } from "./test.fixtures";

const PDF = new TextEncoder().encode("%PDF-1.7\nOormila's chart");
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x4a, 0x41, 0x54]);

type World = { t: T; viewer: Caller; viewerId: Id<"profiles">; owner: Caller; ownerId: Id<"profiles"> };

/** A male viewer and a female owner who may see each other. */
async function world(jatakam?: JatakamVisibility): Promise<World> {
  const t = makeT();
  const viewer = await seedMember(t, { gender: "Male", fullName: "Viewer Venkat" });
  const owner = await seedMember(t, { gender: "Female", fullName: "Owner Oormila", jatakamVisibility: jatakam });
  return { t, viewer: viewer.as, viewerId: viewer.id, owner: owner.as, ownerId: owner.id };
}

async function upload(t: T, as: Caller, bytes: Uint8Array, claimedType: string) {
  const storageId = await storeFile(t, bytes, claimedType);
  return { storageId, result: await as.action(api.jatakam.add, { storageId }) };
}

async function accept(w: World): Promise<void> {
  const now = Date.now();
  await w.t.run(async (ctx) => {
    await ctx.db.insert("interests", {
      fromId: w.viewerId,
      toId: w.ownerId,
      status: "accepted",
      template: "liked",
      seen: true,
      createdAt: now,
      updatedAt: now,
    });
  });
}

async function viewerPage(w: World) {
  await w.viewer.mutation(api.views.record, { profileId: w.ownerId });
  const page = await w.viewer.query(api.members.get, { profileId: w.ownerId });
  if (page === null) throw new Error("the viewer got no page");
  return page;
}

async function get(t: T, link: string): Promise<Response> {
  const url = new URL(link, "https://site.test");
  return await t.fetch(`${url.pathname}${url.search}`);
}

async function filesOf(t: T) {
  return await t.run(async (ctx) => await ctx.db.system.query("_storage").collect());
}

describe("uploading a jatakam", () => {
  test("a PDF is kept with the type its bytes show, and the owner sees it on their own profile", async () => {
    const w = await world();
    const { result } = await upload(w.t, w.owner, PDF, "image/png");
    expect(result).toEqual({ ok: true });
    const me = await w.owner.query(api.members.me, {});
    expect(me?.jatakam?.contentType).toBe("application/pdf");
    const response = await get(w.t, me?.jatakam?.url ?? "");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    // A PDF can carry script: it is saved, never opened on the HTTP actions' origin.
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="jatakam.pdf"');
  });

  test.each([
    ["HTML sent as a PDF", new TextEncoder().encode("<html><script>alert(1)</script>"), "application/pdf"],
    ["a GIF", new TextEncoder().encode("GIF89a......"), "image/gif"],
  ])("%s is refused and its file deleted", async (_what, bytes, claimed) => {
    const w = await world();
    const { result } = await upload(w.t, w.owner, bytes, claimed);
    expect(result).toEqual({
      ok: false,
      code: "invalid",
      message: "The jatakam must be a JPG, PNG or WebP image or a PDF.",
    });
    expect(await filesOf(w.t)).toEqual([]);
    expect((await w.owner.query(api.members.me, {}))?.jatakam).toBeNull();
  });

  test("a file over 5 MB is refused without being read", async () => {
    const w = await world();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode("%PDF-"));
    const { result } = await upload(w.t, w.owner, big, "application/pdf");
    expect(result).toMatchObject({ ok: false, message: "The jatakam can be at most 5 MB." });
    expect(await filesOf(w.t)).toEqual([]);
  });

  test("a new jatakam replaces the old one and its file; remove deletes both", async () => {
    const w = await world();
    const first = await upload(w.t, w.owner, PDF, "application/pdf");
    await upload(w.t, w.owner, JPEG, "image/jpeg");
    const files = await filesOf(w.t);
    expect(files.map((f) => f._id)).not.toContain(first.storageId);
    expect((await w.owner.query(api.members.me, {}))?.jatakam?.contentType).toBe("image/jpeg");
    await w.owner.mutation(api.jatakam.remove, {});
    expect(await filesOf(w.t)).toEqual([]);
    expect(await w.t.run(async (ctx) => await ctx.db.query("jatakams").collect())).toEqual([]);
  });

  test("a jatakam's file cannot be attached again as a photo, which other members might see", async () => {
    const w = await world();
    const { storageId } = await upload(w.t, w.owner, JPEG, "image/jpeg");
    await expect(w.owner.action(api.photos.add, { storageId })).rejects.toThrow();
    expect(await w.t.run(async (ctx) => await ctx.db.query("photos").collect())).toEqual([]);
    expect((await filesOf(w.t)).map((f) => f._id)).toEqual([storageId]);
  });

  test("deleting the account deletes the jatakam and its file", async () => {
    const w = await world();
    await upload(w.t, w.owner, PDF, "application/pdf");
    await w.owner.mutation(api.members.deleteMyAccount, { confirm: true });
    expect(await w.t.run(async (ctx) => await ctx.db.query("jatakams").collect())).toEqual([]);
    expect(await filesOf(w.t)).toEqual([]);
  });
});

describe("who may open a jatakam", () => {
  test("by default only after an accepted interest: before, the page has no link and says why", async () => {
    const w = await world();
    await upload(w.t, w.owner, JPEG, "image/jpeg");
    const before = await viewerPage(w);
    expect([before.jatakam, before.jatakamLock]).toEqual([null, "interest"]);

    await accept(w);
    const after = await viewerPage(w);
    expect(after.jatakamLock).toBeNull();
    const response = await get(w.t, after.jatakam?.url ?? "");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
  });

  test("'every member' shows it without an interest; 'only staff' to staff alone", async () => {
    const open = await world("members");
    await upload(open.t, open.owner, JPEG, "image/jpeg");
    expect((await viewerPage(open)).jatakam?.contentType).toBe("image/jpeg");

    const closed = await world("staff");
    await upload(closed.t, closed.owner, JPEG, "image/jpeg");
    await accept(closed);
    const page = await viewerPage(closed);
    expect([page.jatakam, page.jatakamLock]).toEqual([null, "staff"]);
  });

  test("a link handed out stops working once the owner hides it or blocks the viewer", async () => {
    const w = await world("members");
    await upload(w.t, w.owner, JPEG, "image/jpeg");
    const url = (await viewerPage(w)).jatakam?.url ?? "";
    expect((await get(w.t, url)).status).toBe(200);
    await w.owner.mutation(api.privacy.update, { jatakam: "staff" });
    expect((await get(w.t, url)).status).toBe(403);
    await w.owner.mutation(api.privacy.update, { jatakam: "members" });
    expect((await get(w.t, url)).status).toBe(200);
    await w.t.run(async (ctx) => {
      await ctx.db.insert("blocks", { blockerId: w.ownerId, blockedId: w.viewerId, createdAt: Date.now() });
    });
    expect((await get(w.t, url)).status).toBe(403);
  });

  test("a link made out to the owner does not open for anyone else's signature", async () => {
    const w = await world("members");
    await upload(w.t, w.owner, JPEG, "image/jpeg");
    const own = new URL((await w.owner.query(api.members.me, {}))?.jatakam?.url ?? "", "https://site.test");
    own.searchParams.set("v", w.viewerId);
    expect((await get(w.t, `${own.pathname}${own.search}`)).status).toBe(403);
  });

  test("the setting defaults to 'accepted' and is stored only once changed", async () => {
    const w = await world();
    expect(await w.owner.query(api.privacy.settings, {})).toMatchObject({ jatakam: "accepted" });
    await w.owner.mutation(api.privacy.update, { photos: "accepted" });
    expect((await w.t.run(async (ctx) => await ctx.db.get("profiles", w.ownerId)))?.jatakamVisibility).toBeUndefined();
    await w.owner.mutation(api.privacy.update, { jatakam: "members" });
    expect(await w.owner.query(api.privacy.settings, {})).toMatchObject({ jatakam: "members" });
  });

  test("staff open it through the same route", async () => {
    const w = await world("staff");
    await upload(w.t, w.owner, JPEG, "image/jpeg");
    const staff = await seedStaff(w.t, "support");
    const jatakam = await w.t.run(async (ctx) => await ctx.db.query("jatakams").first());
    if (jatakam === null) throw new Error("no jatakam");
    expect(
      await w.t.run(async (ctx) => await mayViewJatakam(ctx, { kind: "staff", email: staff.email }, jatakam)),
    ).toBe(true);
    expect(await w.t.run(async (ctx) => await mayViewJatakam(ctx, { kind: "biodata", linkId: "x" }, jatakam))).toBe(
      false,
    );
  });
});
