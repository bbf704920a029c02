/**
 * Privacy the owner controls, table-driven: each photo setting × each relation between viewer
 * and owner × every path that returns another member's photo URL; each phone setting × relation × the
 * reveal and the member page's contactAccess; the settings' own functions; and staff seeing everything.
 */
import type { PhotoVisibility, PhoneVisibility } from "@matrimony/shared/rules/privacy";
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { convexErrorOf, DAY, makeT, seedMember, seedStaff, storeFile, type Caller, type T } from "./test.fixtures";

type Relation = "none" | "pending" | "acceptedByOwner" | "acceptedByViewer";
/** `url`: the photo's storage URL, which no answer carries; `link`: what a signed link to the photo contains. */
type Setup = {
  t: T;
  viewer: Caller;
  viewerId: Id<"profiles">;
  owner: Caller;
  ownerId: Id<"profiles">;
  url: string;
  link: string;
};

/** A male viewer and a female owner who match each other, the owner with one photo and the given settings. */
async function world(
  settings: { photos?: PhotoVisibility; phone?: PhoneVisibility },
  viewerPremium = true,
): Promise<Setup> {
  const t = makeT();
  const viewer = await seedMember(t, {
    gender: "Male",
    fullName: "Viewer Venkat",
    premiumUntil: viewerPremium ? Date.now() + 30 * DAY : undefined,
  });
  const owner = await seedMember(t, {
    gender: "Female",
    fullName: "Owner Oormila",
    phoneVisibility: settings.phone,
    photoVisibility: settings.photos,
    mobileNumber: "+919812345678",
  });
  const storageId = await storeFile(t, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x0f]), "image/jpeg");
  const { url, photoId } = await t.run(async (ctx) => {
    const photoId = await ctx.db.insert("photos", {
      profileId: owner.id,
      storageId,
      order: 0,
      contentType: "image/jpeg",
      size: 5,
      createdAt: 0,
    });
    return { url: await ctx.storage.getUrl(storageId), photoId };
  });
  if (url === null) throw new Error("no url");
  // Photos leave the server only as signed links to the photo route (model/members/photoLinks.ts).
  return { t, viewer: viewer.as, viewerId: viewer.id, owner: owner.as, ownerId: owner.id, url, link: `p=${photoId}` };
}

async function relate(s: Setup, relation: Relation): Promise<void> {
  if (relation === "none") return;
  const now = Date.now();
  const [fromId, toId] = relation === "acceptedByOwner" ? [s.viewerId, s.ownerId] : [s.ownerId, s.viewerId];
  const status = relation === "pending" ? "pending" : "accepted";
  await s.t.run(async (ctx) => {
    await ctx.db.insert("interests", {
      fromId,
      toId,
      status,
      template: "liked",
      seen: true,
      createdAt: now,
      updatedAt: now,
    });
  });
}

/**
 * Each path that shows the viewer a card or page of the owner: how to make the owner appear there, and what it answers.
 */
const PHOTO_PATHS: Record<string, (s: Setup) => Promise<unknown>> = {
  "matches.list": async (s) =>
    await s.viewer.query(api.matches.list, { paginationOpts: { numItems: 10, cursor: null } }),
  "members.get": async (s) => {
    await s.viewer.mutation(api.views.record, { profileId: s.ownerId });
    return await s.viewer.query(api.members.get, { profileId: s.ownerId });
  },
  "views.recent": async (s) => {
    await s.viewer.mutation(api.views.record, { profileId: s.ownerId });
    return await s.viewer.query(api.views.recent, {});
  },
  "interests.list (Received or Accepted)": async (s) => {
    const received = await s.viewer.query(api.interests.list, {
      tab: "received",
      paginationOpts: { numItems: 10, cursor: null },
    });
    const accepted = await s.viewer.query(api.interests.list, {
      tab: "accepted",
      paginationOpts: { numItems: 10, cursor: null },
    });
    const sent = await s.viewer.query(api.interests.list, {
      tab: "sent",
      paginationOpts: { numItems: 10, cursor: null },
    });
    return [received, accepted, sent];
  },
  "viewers.viewedMe": async (s) => {
    await s.owner.mutation(api.views.record, { profileId: s.viewerId });
    return await s.viewer.query(api.viewers.viewedMe, { paginationOpts: { numItems: 10, cursor: null } });
  },
  "viewers.sawMyNumber": async (s) => {
    await s.t.run(
      async (ctx) =>
        await ctx.db.insert("contactReveals", { viewerId: s.ownerId, viewedId: s.viewerId, revealedAt: Date.now() }),
    );
    return await s.viewer.query(api.viewers.sawMyNumber, { paginationOpts: { numItems: 10, cursor: null } });
  },
};

const RELATIONS: Relation[] = ["none", "pending", "acceptedByOwner", "acceptedByViewer"];
const SETTINGS: (PhotoVisibility | undefined)[] = [undefined, "members", "accepted", "staff"];

/** What the rule says: every member by default; after acceptance either way; never to members for "staff". */
function photoVisible(setting: PhotoVisibility | undefined, relation: Relation): boolean {
  if (setting === undefined || setting === "members") return true;
  if (setting === "staff") return false;
  return relation === "acceptedByOwner" || relation === "acceptedByViewer";
}
const expectedLock = (setting: PhotoVisibility | undefined) => (setting === "staff" ? "staff" : "interest");

const photoCells = Object.keys(PHOTO_PATHS).flatMap((path) =>
  SETTINGS.flatMap((setting) =>
    RELATIONS
      // The interests lists show the owner only when there is an interest between the two.
      .filter((relation) => !(path.startsWith("interests") && relation === "none"))
      .map((relation) => [path, setting ?? "(not set)", relation, photoVisible(setting, relation)] as const),
  ),
);

describe("photo setting × relation × every path returning a photo URL", () => {
  test.each(photoCells)(
    "%s, owner's setting %s, relation %s → photo shown: %s",
    async (path, settingName, relation, visible) => {
      const setting = settingName === "(not set)" ? undefined : (settingName as PhotoVisibility);
      const s = await world({ photos: setting });
      await relate(s, relation);
      const run = PHOTO_PATHS[path];
      if (!run) throw new Error(path);
      const text = JSON.stringify(await run(s));
      // The owner is there (a path that answered nothing would pass for the wrong reason) ...
      expect(text).toContain("Owner Oormila");
      // ... with her photo, or with no URL at all and the reason.
      expect(text).not.toContain(s.url);
      if (visible) {
        expect(text).toContain(s.link);
        expect(text).not.toContain('"photoLock":"');
      } else {
        expect(text).not.toContain(s.link);
        expect(text).toContain(`"photoLock":"${expectedLock(setting)}"`);
      }
    },
  );

  test.each(SETTINGS)(
    "the owner always sees her own photos (setting %s): members.me and her own page",
    async (setting) => {
      const s = await world({ photos: setting });
      expect(JSON.stringify(await s.owner.query(api.members.me, {}))).toContain(s.link);
      const own = await s.owner.query(api.members.get, { profileId: s.ownerId });
      expect(own?.photos.map((p) => p.url)).toEqual([expect.stringContaining(s.link)]);
      expect(own?.photoLock).toBeNull();
    },
  );

  test.each(["admin", "support"] as const)(
    "%s still sees the photos of a member who shows them only to staff",
    async (role) => {
      const s = await world({ photos: "staff" });
      const staff = await seedStaff(s.t, role);
      const record = await staff.as.query(api.admin.members.get, { id: s.ownerId });
      expect(JSON.stringify(record)).toContain(s.link);
    },
  );

  test("a member without photos has nothing to lock: no placeholder reason", async () => {
    const s = await world({ photos: "staff" });
    await s.t.run(async (ctx) => {
      for (const p of await ctx.db.query("photos").collect()) await ctx.db.delete("photos", p._id);
    });
    const page = await s.viewer.query(api.matches.list, { paginationOpts: { numItems: 10, cursor: null } });
    expect(page.page[0]?.photoLock).toBeNull();
  });
});

const PHONE_SETTINGS: (PhoneVisibility | undefined)[] = [undefined, "premium", "premiumAccepted"];
const phoneCells = PHONE_SETTINGS.flatMap((setting) =>
  RELATIONS.flatMap((relation) =>
    [true, false].map((premium) => {
      const allowedByOwner =
        setting !== "premiumAccepted" || relation === "acceptedByOwner" || relation === "acceptedByViewer";
      const access = !premium ? "premiumRequired" : allowedByOwner ? "allowed" : "interestRequired";
      return [setting ?? "(not set)", relation, premium ? "Premium" : "Free", access] as const;
    }),
  ),
);

describe("phone setting × relation × viewer's plan, on the member page and the reveal", () => {
  test.each(phoneCells)(
    "owner's setting %s, relation %s, %s viewer → %s",
    async (settingName, relation, plan, access) => {
      const setting = settingName === "(not set)" ? undefined : (settingName as PhoneVisibility);
      const s = await world({ phone: setting }, plan === "Premium");
      await relate(s, relation);
      await s.viewer.mutation(api.views.record, { profileId: s.ownerId });
      const page = await s.viewer.query(api.members.get, { profileId: s.ownerId });
      expect(page?.contactAccess).toBe(access);
      const reveal = s.viewer.mutation(api.members.revealContact, { profileId: s.ownerId });
      const reveals = async () => await s.t.run(async (ctx) => (await ctx.db.query("contactReveals").collect()).length);
      if (access === "allowed") {
        expect((await reveal).mobileNumber).toBe("+919812345678");
        expect(await reveals()).toBe(1);
      } else {
        const error = await convexErrorOf(reveal);
        expect(error.code).toBe(access === "premiumRequired" ? "premium_required" : "forbidden");
        if (access === "interestRequired") expect(error.message).toMatch(/whose interest they accepted/);
        // A refused reveal is not recorded: the owner's list shows only real reveals.
        expect(await reveals()).toBe(0);
      }
    },
  );

  test("a reveal between blocked members is refused like a missing profile, in both directions", async () => {
    for (const blockerIsOwner of [true, false]) {
      const s = await world({});
      await s.viewer.mutation(api.views.record, { profileId: s.ownerId });
      await s.t.run(async (ctx) => {
        const [blockerId, blockedId] = blockerIsOwner ? [s.ownerId, s.viewerId] : [s.viewerId, s.ownerId];
        await ctx.db.insert("blocks", { blockerId, blockedId, createdAt: Date.now() });
      });
      expect((await convexErrorOf(s.viewer.mutation(api.members.revealContact, { profileId: s.ownerId }))).code).toBe(
        "not_found",
      );
    }
  });
});

describe("privacy.settings and privacy.update", () => {
  test("defaults are the spec's behaviour; a change is kept, audited, and a setting not sent stays", async () => {
    const t = makeT();
    const me = await seedMember(t, { gender: "Female" });
    // The jatakam's default is its own: after an accepted interest.
    expect(await me.as.query(api.privacy.settings, {})).toEqual({
      phone: "premium",
      photos: "members",
      jatakam: "accepted",
    });
    await me.as.mutation(api.privacy.update, { photos: "staff" });
    expect(await me.as.query(api.privacy.settings, {})).toEqual({
      phone: "premium",
      photos: "staff",
      jatakam: "accepted",
    });
    await me.as.mutation(api.privacy.update, { phone: "premiumAccepted" });
    expect(await me.as.query(api.privacy.settings, {})).toEqual({
      phone: "premiumAccepted",
      photos: "staff",
      jatakam: "accepted",
    });
    await me.as.mutation(api.privacy.update, { jatakam: "members" });
    expect(await me.as.query(api.privacy.settings, {})).toEqual({
      phone: "premiumAccepted",
      photos: "staff",
      jatakam: "members",
    });
    const audits = await t.run(async (ctx) => await ctx.db.query("auditLog").collect());
    expect(audits.filter((a) => a.action === "member.privacy").map((a) => a.details)).toEqual([
      "phone: premium, photos: staff, jatakam: accepted",
      "phone: premiumAccepted, photos: staff, jatakam: accepted",
      "phone: premiumAccepted, photos: staff, jatakam: members",
    ]);
  });

  test.each([{ photos: "everyone" }, { phone: "all" }, { jatakam: "everyone" }])(
    "a value outside the choices is refused: %o",
    async (bad) => {
      const t = makeT();
      const me = await seedMember(t, {});
      // @ts-expect-error: the point is a value the validator does not allow
      await expect(me.as.mutation(api.privacy.update, bad)).rejects.toThrow(/Validator|validator|does not match/);
    },
  );
});
