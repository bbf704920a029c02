/**
 * Shared biodata links (docs/biodata.md): made by approved members, 7 days by default, revocable, a limit
 * on live links and a rate limit on making them; opened by anyone with the token, counting views; the
 * answer leaks nothing the owner did not choose; links stop working for a suspended, rejected or deleted owner.
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { BIODATA_FIELD_NAMES } from "./model/members/biodata";
import { MAX_ACTIVE_BIODATA_LINKS } from "./model/members/biodataLinks";
import { convexErrorOf, DAY, makeT, seedMember, storeFile, useClock, type Caller, type T } from "./test.fixtures";

const PHOTO_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x42, 0x44]);
const CANARIES = { email: "canary.biodata@leak.test", mobileNumber: "+917000000099", altMobileNumber: "+917111111199" };

type Owner = { t: T; as: Caller; id: Id<"profiles">; photoId: Id<"photos"> };

/** An approved owner with canary contacts, a gotram and star, a photo, and "only staff" photo privacy. */
async function owner(): Promise<Owner> {
  const t = makeT();
  const m = await seedMember(t, {
    ...CANARIES,
    fullName: "Sravani Kota",
    gotram: "Kashyapa",
    nakshatram: "Rohini",
    nakshatraPada: "2",
    rashi: "Vrushabham",
    kujaDosham: "No",
    statusReason: "canary-status-reason",
    premiumUntil: Date.now() + 30 * DAY,
    preferredLanguage: "te",
    photoVisibility: "staff",
  });
  const storageId = await storeFile(t, PHOTO_BYTES, "image/jpeg");
  const photoId = await t.run(
    async (ctx) =>
      await ctx.db.insert("photos", {
        profileId: m.id,
        storageId,
        order: 0,
        contentType: "image/jpeg",
        size: PHOTO_BYTES.length,
        createdAt: 0,
      }),
  );
  return { t, as: m.as, id: m.id, photoId };
}

async function open(t: T, token: string) {
  return await t.mutation(api.biodata.open, { token });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("making and opening a link", () => {
  test("a link opens signed out for 7 days by default, then answers nothing", async () => {
    const advance = useClock();
    const o = await owner();
    const made = await o.as.mutation(api.biodata.createLink, { language: "te", includePhoto: false });
    expect(made.expiresAt).toBe(Date.now() + 7 * DAY);
    const shared = await open(o.t, made.token);
    expect(shared).toMatchObject({
      fullName: "Sravani Kota",
      gotram: "Kashyapa",
      nakshatram: "Rohini",
      nakshatraPada: "2",
      language: "te",
      photoUrl: null,
    });
    advance(7 * DAY - 1000);
    expect(await open(o.t, made.token)).not.toBeNull();
    advance(1000);
    expect(await open(o.t, made.token)).toBeNull();
    const [link] = await o.as.query(api.biodata.myLinks, {});
    expect(link).toMatchObject({ live: false, revokedAt: null, views: 2 });
  });

  test.each([
    { days: 1, ok: true },
    { days: 30, ok: true },
    { days: 0, ok: false },
    { days: 31, ok: false },
    { days: 2.5, ok: false },
  ])("a link of $days days is accepted: $ok", async ({ days, ok }) => {
    const o = await owner();
    const call = o.as.mutation(api.biodata.createLink, { language: "en", includePhoto: false, days });
    if (ok) await expect(call).resolves.toMatchObject({ token: expect.any(String) });
    else
      expect(await convexErrorOf(call)).toMatchObject({
        code: "invalid",
        message: "A link can last from 1 to 30 days.",
      });
  });

  test("each opening is counted for the owner", async () => {
    const o = await owner();
    const { token } = await o.as.mutation(api.biodata.createLink, { language: "en", includePhoto: false });
    for (let i = 0; i < 3; i++) await open(o.t, token);
    expect((await o.as.query(api.biodata.myLinks, {}))[0]?.views).toBe(3);
  });

  test.each(["", "x", "A".repeat(43), "not a token at all, with spaces and more than 43 characters"])(
    "an unknown token %j answers nothing",
    async (token) => {
      const o = await owner();
      await o.as.mutation(api.biodata.createLink, { language: "en", includePhoto: false });
      expect(await open(o.t, token)).toBeNull();
    },
  );

  test("a pending member cannot make a link", async () => {
    const t = makeT();
    const m = await seedMember(t, { status: "pending" });
    expect(
      await convexErrorOf(m.as.mutation(api.biodata.createLink, { language: "en", includePhoto: false })),
    ).toMatchObject({ code: "not_approved" });
  });
});

describe("revoking", () => {
  test("a revoked link stops at once and stays listed as revoked", async () => {
    const o = await owner();
    const { token, linkId } = await o.as.mutation(api.biodata.createLink, { language: "en", includePhoto: true });
    expect(await open(o.t, token)).not.toBeNull();
    await o.as.mutation(api.biodata.revokeLink, { linkId });
    expect(await open(o.t, token)).toBeNull();
    expect((await o.as.query(api.biodata.myLinks, {}))[0]).toMatchObject({
      live: false,
      revokedAt: expect.any(Number),
    });
  });

  test("another member cannot revoke someone's link: it is not found", async () => {
    const o = await owner();
    const other = await seedMember(o.t, { gender: "Male" });
    const { token, linkId } = await o.as.mutation(api.biodata.createLink, { language: "en", includePhoto: false });
    expect(await convexErrorOf(other.as.mutation(api.biodata.revokeLink, { linkId }))).toMatchObject({
      code: "not_found",
      message: "That biodata link could not be found.",
    });
    expect(await open(o.t, token)).not.toBeNull();
  });
});

describe("limits", () => {
  test(`at most ${MAX_ACTIVE_BIODATA_LINKS} live links; revoking one makes room`, async () => {
    const advance = useClock();
    const o = await owner();
    const ids: Id<"biodataLinks">[] = [];
    for (let i = 0; i < MAX_ACTIVE_BIODATA_LINKS; i++)
      ids.push((await o.as.mutation(api.biodata.createLink, { language: "en", includePhoto: false })).linkId);
    expect(
      await convexErrorOf(o.as.mutation(api.biodata.createLink, { language: "en", includePhoto: false })),
    ).toMatchObject({
      code: "conflict",
      message: "You already have 5 active biodata links. Revoke one before making a new one.",
    });
    await o.as.mutation(api.biodata.revokeLink, { linkId: ids[0] as Id<"biodataLinks"> });
    // The making rate (10 a day) has a token again after a few hours.
    advance(3 * 3_600_000);
    await expect(o.as.mutation(api.biodata.createLink, { language: "en", includePhoto: false })).resolves.toBeTruthy();
  });

  test("making and revoking in a loop stops at the 6th link in a row", async () => {
    useClock();
    const o = await owner();
    for (let i = 0; i < 5; i++) {
      const { linkId } = await o.as.mutation(api.biodata.createLink, { language: "en", includePhoto: false });
      await o.as.mutation(api.biodata.revokeLink, { linkId });
    }
    const refused = await convexErrorOf(o.as.mutation(api.biodata.createLink, { language: "en", includePhoto: false }));
    expect(refused.code).toBe("rate_limited");
    expect(refused.message).toMatch(/^You have made many biodata links today\. You can make another in /);
  });
});

describe("the owner's standing", () => {
  test.each([
    {
      change: "suspended by staff",
      act: (t: T, id: Id<"profiles">) => t.run(async (ctx) => ctx.db.patch("profiles", id, { status: "suspended" })),
    },
    {
      change: "rejected by staff",
      act: (t: T, id: Id<"profiles">) => t.run(async (ctx) => ctx.db.patch("profiles", id, { status: "rejected" })),
    },
  ])("a link stops working when its owner is $change, photo included", async ({ act }) => {
    const o = await owner();
    const { token } = await o.as.mutation(api.biodata.createLink, { language: "en", includePhoto: true });
    const shared = await open(o.t, token);
    const photoUrl = shared?.photoUrl;
    if (!photoUrl) throw new Error("the owner chose the photo");
    expect((await o.t.fetch(photoPath(photoUrl))).status).toBe(200);
    await act(o.t, o.id);
    expect(await open(o.t, token)).toBeNull();
    expect((await o.t.fetch(photoPath(photoUrl))).status).toBe(403);
  });

  test("a member who deletes their account takes their links with them", async () => {
    const o = await owner();
    const { token } = await o.as.mutation(api.biodata.createLink, { language: "en", includePhoto: false });
    await o.as.mutation(api.members.deleteMyAccount, { confirm: true });
    expect(await open(o.t, token)).toBeNull();
    expect(await o.t.run(async (ctx) => await ctx.db.query("biodataLinks").collect())).toEqual([]);
  });
});

function photoPath(link: string): string {
  const url = new URL(link, "https://site.test");
  return `${url.pathname}${url.search}`;
}

describe("the leak test: a shared link carries only what the owner chose", () => {
  test.each([true, false])(
    "includePhoto %s: no contact, no account internals, the photo only when chosen",
    async (includePhoto) => {
      const o = await owner();
      const { token, linkId } = await o.as.mutation(api.biodata.createLink, { language: "en", includePhoto });
      const shared = await open(o.t, token);
      if (shared === null) throw new Error("the link should open");
      const text = JSON.stringify(shared);
      for (const canary of [...Object.values(CANARIES), "canary-status-reason"]) expect(text).not.toContain(canary);
      // Only the biodata's fields and its own few: no status, plan, language choice, privacy or ids.
      const allowed = new Set<string>([
        ...BIODATA_FIELD_NAMES,
        "profileCode",
        "age",
        "language",
        "photoUrl",
        "expiresAt",
      ]);
      for (const key of Object.keys(shared)) expect(allowed, `unexpected field ${key}`).toContain(key);
      expect(text).not.toContain(o.id);
      expect(text).not.toMatch(/\/api\/storage\//);
      if (!includePhoto) {
        expect(shared.photoUrl).toBeNull();
        return;
      }
      // The photo is a signed link made out to this shared link (not to a member), served by the photo route.
      const link = new URL(shared.photoUrl ?? "", "https://site.test").searchParams;
      expect(link.get("v")).toBe(`biodata:${linkId}`);
      expect(link.get("p")).toBe(o.photoId);
      expect((await o.t.fetch(photoPath(shared.photoUrl ?? ""))).status).toBe(200);
    },
  );

  test("a photo waiting for staff review is not shared, and its link made before the review answers 403", async () => {
    const o = await owner();
    const { token } = await o.as.mutation(api.biodata.createLink, { language: "en", includePhoto: true });
    const before = await open(o.t, token);
    await o.t.run(async (ctx) => await ctx.db.patch("photos", o.photoId, { reviewState: "pending" }));
    expect((await open(o.t, token))?.photoUrl).toBeNull();
    expect((await o.t.fetch(photoPath(before?.photoUrl ?? ""))).status).toBe(403);
  });

  test("a photo link of a link without the photo, or of another member's photo, is refused by the route", async () => {
    const o = await owner();
    const withPhoto = await o.as.mutation(api.biodata.createLink, { language: "en", includePhoto: true });
    const without = await o.as.mutation(api.biodata.createLink, { language: "en", includePhoto: false });
    const shared = await open(o.t, withPhoto.token);
    const url = new URL(shared?.photoUrl ?? "", "https://site.test");
    // Re-signing for the other link needs the secret: a swapped viewer fails the signature.
    url.searchParams.set("v", `biodata:${without.linkId}`);
    expect((await o.t.fetch(`${url.pathname}${url.search}`)).status).toBe(403);
    // Revoking the photo's link refuses the photo it handed out.
    await o.as.mutation(api.biodata.revokeLink, { linkId: withPhoto.linkId });
    expect((await o.t.fetch(photoPath(shared?.photoUrl ?? ""))).status).toBe(403);
  });
});

describe("the profile beyond the spec's fields on a shared biodata", () => {
  test("carries the member's own words, family and lifestyle, never the jatakam", async () => {
    const o = await owner();
    await o.t.run(async (ctx) => {
      await ctx.db.patch("profiles", o.id, {
        aboutMe: "I sing.",
        aboutFamily: "We are five.",
        subCaste: "Arya Vysya",
        familyType: "Joint",
        diet: "Vegetarian",
        smoking: "No",
      });
      const storageId = await ctx.storage.store(new Blob([new TextEncoder().encode("%PDF-1.7 chart")]));
      await ctx.db.insert("jatakams", {
        profileId: o.id,
        storageId,
        contentType: "application/pdf",
        size: 14,
        uploadedAt: 0,
      });
    });
    const { token } = await o.as.mutation(api.biodata.createLink, { language: "en", includePhoto: true });
    const shared = await open(o.t, token);
    expect(shared).toMatchObject({
      aboutMe: "I sing.",
      aboutFamily: "We are five.",
      subCaste: "Arya Vysya",
      familyType: "Joint",
      diet: "Vegetarian",
      smoking: "No",
    });
    expect(JSON.stringify(shared)).not.toContain("jatakam");
  });
});
