/**
 * Who may see whom (model/members/visibility.ts): every path that opens one member's page or data for
 * another applies the same rule as the matches list: another approved member of the opposite gender, no
 * block either way. Each path is tried for an allowed pair and for both same-gender pairs; rows left from
 * before the rule (a recorded view, a shortlist row, an accepted interest, a photo link) open nothing.
 */
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { photoLink } from "./model/members/photoLinks";
import { convexErrorOf, DAY, makeT, seedMember, storeFile, type Caller, type T } from "./test.fixtures";

type Gender = Doc<"profiles">["gender"];
type Pair = { t: T; viewer: Caller; viewerId: Id<"profiles">; targetId: Id<"profiles"> };

async function pair(viewerGender: Gender, targetGender: Gender): Promise<Pair> {
  const t = makeT();
  const viewer = await seedMember(t, { gender: viewerGender, premiumUntil: Date.now() + 30 * DAY });
  const target = await seedMember(t, { gender: targetGender });
  return { t, viewer: viewer.as, viewerId: viewer.id, targetId: target.id };
}

/** "ok" when the path let the viewer through, else the refusal (an error code, or what the answer lacked). */
type Outcome = "ok" | string;

async function codeOf(run: Promise<unknown>): Promise<Outcome> {
  try {
    await run;
    return "ok";
  } catch {
    return (await convexErrorOf(run)).code;
  }
}

const PATHS: Record<string, (p: Pair) => Promise<Outcome>> = {
  "views.record": async (p) => await codeOf(p.viewer.mutation(api.views.record, { profileId: p.targetId })),
  "members.get (a view recorded before the rule)": async (p) => {
    await p.t.run(async (ctx) => {
      await ctx.db.insert("profileViews", { viewerId: p.viewerId, viewedId: p.targetId, viewedAt: Date.now() });
    });
    return (await p.viewer.query(api.members.get, { profileId: p.targetId })) === null ? "null" : "ok";
  },
  "members.revealContact": async (p) =>
    await codeOf(p.viewer.mutation(api.members.revealContact, { profileId: p.targetId })),
  "safety.shortlistAdd": async (p) =>
    await codeOf(p.viewer.mutation(api.safety.shortlistAdd, { profileId: p.targetId })),
  "safety.hide": async (p) => await codeOf(p.viewer.mutation(api.safety.hide, { profileId: p.targetId })),
  "interests.send": async (p) =>
    await codeOf(p.viewer.mutation(api.interests.send, { profileId: p.targetId, template: "liked" })),
  "conversations.start (an accepted interest from before the rule)": async (p) => {
    await p.t.run(async (ctx) => {
      const now = Date.now();
      await ctx.db.insert("interests", {
        fromId: p.targetId,
        toId: p.viewerId,
        status: "accepted",
        reply: "happy",
        seen: true,
        createdAt: now,
        updatedAt: now,
      });
    });
    return await codeOf(p.viewer.mutation(api.conversations.start, { profileId: p.targetId }));
  },
  "views.recent (a row from before the rule)": async (p) => {
    await p.t.run(async (ctx) => {
      await ctx.db.insert("profileViews", { viewerId: p.viewerId, viewedId: p.targetId, viewedAt: Date.now() });
    });
    return (await p.viewer.query(api.views.recent, {})).length === 1 ? "ok" : "left out";
  },
  "safety.shortlist (a row from before the rule)": async (p) => {
    await p.t.run(async (ctx) => {
      await ctx.db.insert("shortlists", { ownerId: p.viewerId, profileId: p.targetId, createdAt: Date.now() });
    });
    const { page } = await p.viewer.query(api.safety.shortlist, { paginationOpts: { numItems: 10, cursor: null } });
    return page[0]?.card === null ? "no card" : "ok";
  },
  "GET /photos (a link made out to the viewer)": async (p) => {
    const storageId = await storeFile(p.t, new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), "image/jpeg");
    const photoId = await p.t.run(
      async (ctx) =>
        await ctx.db.insert("photos", {
          profileId: p.targetId,
          storageId,
          order: 0,
          contentType: "image/jpeg",
          size: 4,
          createdAt: 0,
        }),
    );
    const link = await photoLink({ kind: "member", profileId: p.viewerId }, photoId, "full", Date.now());
    if (link === null) throw new Error("no photo secret in the test environment");
    const url = new URL(link, "https://site.test");
    const response = await p.t.fetch(`${url.pathname}${url.search}`);
    return response.status === 200 ? "ok" : String(response.status);
  },
};

/** What each path answers a same-gender viewer: what it answers for a member who does not exist. */
const REFUSED: Record<keyof typeof PATHS, Outcome> = {
  "views.record": "not_found",
  "members.get (a view recorded before the rule)": "null",
  "members.revealContact": "not_found",
  "safety.shortlistAdd": "not_found",
  "safety.hide": "not_found",
  "interests.send": "invalid",
  "conversations.start (an accepted interest from before the rule)": "forbidden",
  "views.recent (a row from before the rule)": "left out",
  "safety.shortlist (a row from before the rule)": "no card",
  "GET /photos (a link made out to the viewer)": "403",
};

const PAIRS: { name: string; viewer: Gender; target: Gender; allowed: boolean }[] = [
  { name: "a man and a woman", viewer: "Male", target: "Female", allowed: true },
  { name: "a woman and a man", viewer: "Female", target: "Male", allowed: true },
  { name: "two men", viewer: "Male", target: "Male", allowed: false },
  { name: "two women", viewer: "Female", target: "Female", allowed: false },
];

describe("who may see whom, on every path", () => {
  for (const [path, attempt] of Object.entries(PATHS)) {
    for (const { name, viewer, target, allowed } of PAIRS) {
      test(`${path}: ${name} → ${allowed ? "ok" : REFUSED[path]}`, async () => {
        const p = await pair(viewer, target);
        expect(await attempt(p)).toBe(allowed ? "ok" : REFUSED[path]);
      });
    }
  }

  test("a member still opens their own page", async () => {
    const p = await pair("Male", "Female");
    expect(await p.viewer.query(api.members.get, { profileId: p.viewerId })).not.toBeNull();
  });
});
