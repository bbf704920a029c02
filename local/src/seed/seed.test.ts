import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConvexHttpClient } from "convex/browser";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PHOTO_THUMB_HEIGHT, PHOTO_THUMB_WIDTH } from "@matrimony/shared/rules/photos";
import { makeRegistrationSchema } from "@matrimony/shared/schemas";
import { normaliseGotram } from "@matrimony/shared/rules/gotram";
import { horoscopeSummary, padaOf, rashisOfStar, rashiOf } from "@matrimony/shared/rules/horoscope/index";
import type { Nakshatram, NakshatraPada } from "@matrimony/shared/options";
import { api } from "../../../convex/_generated/api";
import { startBackend, type Backend } from "../backend/server";
import { createLocalIdentity, type LocalIdentity } from "../identity";
import { demoMembers } from "./demoMembers";
import { ADMIN_EMAIL, DEMO_HOROSCOPES, DEMO_PASSWORD, seedDemoData } from "./seed";

const ISSUER = "http://127.0.0.1:3210/auth";

describe("demo members", () => {
  test("300 members, every form valid for the server, spread across the attributes that matter", () => {
    const members = demoMembers(300, 2026, new Date("2026-11-21T00:00:00Z"));
    const schema = makeRegistrationSchema(Date.parse("2026-11-21T00:00:00Z"));
    for (const m of members) {
      const parsed = schema.safeParse(m.form);
      expect(parsed.success, `${m.email}: ${JSON.stringify(parsed.error?.issues[0])}`).toBe(true);
    }
    const count = (f: (m: (typeof members)[number]) => unknown) => new Set(members.map(f)).size;
    expect(count((m) => m.form.caste)).toBe(9);
    expect(count((m) => m.form.gender)).toBe(2);
    expect(count((m) => m.form.religion)).toBe(2);
    expect(count((m) => m.form.state)).toBe(3);
    expect(count((m) => m.form.country)).toBeGreaterThan(5);
    expect(count((m) => m.form.profession)).toBeGreaterThan(15);
    expect(count((m) => m.status)).toBe(4);
    expect(members.filter((m) => (m.premiumDaysLeft ?? 0) > 0).length).toBeGreaterThan(20);
    expect(new Set(members.map((m) => m.email)).size).toBe(300);
    expect(demoMembers(300, 2026, new Date("2026-11-21T00:00:00Z"))).toEqual(members);
  });
});

describe("demo horoscopes", () => {
  test("every demo member's rashi agrees with their star and pada; padas, kuja doshams and gotram spellings vary", () => {
    const members = demoMembers(300, 2026, new Date("2026-11-21T00:00:00Z"));
    for (const m of members) {
      const star = m.form.nakshatram as Nakshatram;
      const pada = m.form.nakshatraPada as NakshatraPada | "";
      const allowed = pada === "" ? rashisOfStar(star) : [rashiOf(star, padaOf(pada))];
      expect(allowed, m.email).toContain(m.form.rashi);
    }
    expect(members.filter((m) => m.form.nakshatraPada === "").length).toBeGreaterThan(20);
    expect(new Set(members.map((m) => m.form.kujaDosham)).size).toBe(4);
    // Deliberate same-gotram pairs spelled differently: Kasyapa, Kashyapa and Kashyap all normalise to one.
    const kashyapa = members.filter((m) => normaliseGotram(String(m.form.gotram)) === "Kashyapa");
    expect(new Set(kashyapa.map((m) => m.form.gotram)).size).toBe(3);
  });

  test("the named demo brides score as docs/horoscope.md says against Ravi", () => {
    const ravi = { gender: "Male", ...DEMO_HOROSCOPES.ravi } as const;
    expect(horoscopeSummary(ravi, { gender: "Female", ...DEMO_HOROSCOPES.sravani })).toEqual({
      guna: 27,
      porutham: 7,
      vetoes: [],
      uncertain: false,
    });
    expect(horoscopeSummary(ravi, { gender: "Female", ...DEMO_HOROSCOPES.harika })).toEqual({
      guna: 11,
      porutham: 5,
      vetoes: ["rajju", "vedha"],
      uncertain: false,
    });
    expect(normaliseGotram(DEMO_HOROSCOPES.harika.gotram)).toBe(normaliseGotram(DEMO_HOROSCOPES.ravi.gotram));
  });
});

describe("seedDemoData", () => {
  let dir: string;
  let identity: LocalIdentity;
  let backend: Backend;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "seed-"));
    identity = await createLocalIdentity({
      dataDir: join(dir, "identity"),
      issuer: ISSUER,
      allowedOrigins: [],
      appResetUrl: "http://127.0.0.1:5173/reset-password",
    });
    backend = await startBackend({
      port: 0,
      httpActionsPort: 0,
      dataDir: join(dir, "backend"),
      localIssuer: ISSUER,
      verifyToken: identity.verifyToken,
      extraHandlers: [identity.handler],
      env: { PHOTO_URL_SECRET: "local-suite-photo-url-secret" },
      log: () => {},
    });
  });
  afterAll(async () => {
    await backend.close();
    await identity.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function signIn(email: string): Promise<ConvexHttpClient> {
    const response = await fetch(`${backend.url}/auth/sign-in`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(200);
    const { accessToken } = (await response.json()) as { accessToken: string };
    const client = new ConvexHttpClient(backend.url);
    client.setAuth(accessToken);
    return client;
  }

  test("seeds staff and members through the real functions, once, and the demo accounts work", async () => {
    const logins = await seedDemoData({ backend, identity, issuer: ISSUER, members: 60 });
    expect(logins.map((l) => l.email)).toContain(ADMIN_EMAIL);
    const counts = await backend.run(async (ctx) => ({
      profiles: (await ctx.db.query("profiles").collect()).length,
      staff: (await ctx.db.query("staff").collect()).map((s) => s.role).sort(),
      photos: (await ctx.db.query("photos").collect()).length,
    }));
    expect(counts.profiles).toBe(65);
    expect(counts.staff).toEqual(["admin", "support"]);
    expect(counts.photos).toBeGreaterThan(40);

    // A second start with the same data leaves it as it is.
    await seedDemoData({ backend, identity, issuer: ISSUER, members: 60 });
    expect(await backend.run(async (ctx) => (await ctx.db.query("profiles").collect()).length)).toBe(65);
    // The plan catalogue as a deploy seeds it (once, however many starts), and the calculator's two codes as coupons.
    const catalogue = await backend.run(async (ctx) => ({
      plans: (await ctx.db.query("plans").collect()).map((p) => p.key).sort(),
      coupons: (await ctx.db.query("coupons").collect()).map((c) => c.code).sort(),
    }));
    expect(catalogue).toEqual({ plans: ["premium", "premium-3m", "premium-6m"], coupons: ["KARANKI10", "WELCOME20"] });

    const ravi = await signIn("ravi@matrimony.local");
    const me = await ravi.query(api.members.me, {});
    expect(me?.profile.status).toBe("approved");
    expect(me?.membership.plan).toBe("Free");
    expect(me?.completion).toBe(75);
    const matches = await ravi.query(api.matches.list, { paginationOpts: { numItems: 12, cursor: null } });
    expect(matches.page.length).toBeGreaterThanOrEqual(10);
    // The named brides with known stars are among Ravi's newest matches, with the scores docs/horoscope.md gives.
    const byName = new Map(matches.page.map((m) => [m.fullName, m.horoscope]));
    expect(byName.get("Sravani Kommineni")).toEqual({ guna: 27, porutham: 7, vetoes: [], uncertain: false });
    expect(byName.get("Harika Yarlagadda")).toMatchObject({ guna: 11, vetoes: ["rajju", "vedha"] });
    const photo = matches.page.find((m) => m.photoUrl !== null)?.photoUrl;
    // Photos are signed links to the HTTP actions' GET /photos (on this backend's own HTTP actions origin).
    const image = await fetch(new URL(photo ?? "", backend.siteUrl));
    expect(image.headers.get("content-type")).toBe("image/png");
    // Demo photos have card-size thumbnails: a PNG whose header says 320×400, the original twice that.
    const pngSize = async (url: string | null | undefined) => {
      const header = new DataView(await (await fetch(new URL(url ?? "", backend.siteUrl))).arrayBuffer());
      return [header.getUint32(16), header.getUint32(20)];
    };
    const card = matches.page.find((m) => m.photoUrl !== null);
    expect(card?.photoThumbUrl).not.toBe(card?.photoUrl);
    expect(await pngSize(card?.photoThumbUrl)).toEqual([PHOTO_THUMB_WIDTH, PHOTO_THUMB_HEIGHT]);
    expect(await pngSize(card?.photoUrl)).toEqual([2 * PHOTO_THUMB_WIDTH, 2 * PHOTO_THUMB_HEIGHT]);

    const lakshmi = await signIn("lakshmi@matrimony.local");
    expect((await lakshmi.query(api.members.me, {}))?.membership.plan).toBe("Premium");
    const target = (await lakshmi.query(api.matches.list, { paginationOpts: { numItems: 1, cursor: null } })).page[0];
    expect(target).toBeDefined();
    const contact = await lakshmi.mutation(api.members.revealContact, { profileId: target?._id ?? "" });
    expect(contact.mobileNumber).toMatch(/^\+91[6-9]\d{9}$/);

    const pending = await signIn("pending@matrimony.local");
    expect((await pending.query(api.members.me, {}))?.profile.status).toBe("pending");

    // Generated members share one precomputed hash of the demo password, and sign in with it.
    const generated = demoMembers(60, 2026, new Date()).find((m) => m.status === "approved");
    const member = await signIn(generated?.email ?? "");
    expect((await member.query(api.members.me, {}))?.profile.fullName).toBe(generated?.form.fullName);
  }, 60_000);

  test("a start interrupted while seeding goes on: members already seeded are kept, not registered twice", async () => {
    // Staff are written last, so without them the data looks like an interrupted seeding.
    await backend.run(async (ctx) => {
      for (const row of await ctx.db.query("staff").collect()) await ctx.db.delete("staff", row._id);
    });
    const profilesBefore = await backend.run(async (ctx) => (await ctx.db.query("profiles").collect()).length);
    await seedDemoData({ backend, identity, issuer: ISSUER, members: 60 });
    const counts = await backend.run(async (ctx) => ({
      profiles: (await ctx.db.query("profiles").collect()).length,
      staff: (await ctx.db.query("staff").collect()).length,
    }));
    // The named demo members and the 60 generated ones were all there already: none is registered twice.
    expect(counts).toEqual({ profiles: profilesBefore, staff: 2 });
    expect(profilesBefore).toBeGreaterThan(60);
  }, 60_000);
});
