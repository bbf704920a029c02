/**
 * The rate limits of convex/model/limits.ts, each at the call that first goes over it, and what the
 * refused caller is told: code `rate_limited`, when to go on (`retryAt`, `retryAfter`) and a message.
 */
import { ConvexError } from "convex/values";
import { describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { DAILY_CONTACT_REVEALS, LIMITS, MEMBER_PAGE_SIZE } from "./model/limits";
import { PROOF_WINDOW_MS } from "./model/payments/testPaymentProof";
import { en } from "@matrimony/shared/messages";
import { solveProof } from "@matrimony/shared/rules/proofOfWork";
import { DAY, identityFor, makeT, seedMember, useClock, type Caller, type T } from "./test.fixtures";
import { fakeRazorpay, seedPaidPayment, useRazorpayEnv } from "./test.payments";

type Limited = { code: string; message: string; retryAt?: number; retryAfter?: number };

async function errorOf(p: Promise<unknown>): Promise<Limited> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ConvexError) return e.data as Limited;
    throw e;
  }
  throw new Error("expected the call to fail");
}

async function approvedWomen(t: T, n: number): Promise<Id<"profiles">[]> {
  const ids: Id<"profiles">[] = [];
  for (let i = 0; i < n; i++) ids.push((await seedMember(t, { gender: "Female" })).id);
  return ids;
}

describe("member pages", () => {
  test("a page is answered only once its opening is recorded", async () => {
    const t = makeT();
    const viewer = await seedMember(t, { gender: "Male" });
    const [target] = await approvedWomen(t, 1);
    if (target === undefined) throw new Error("no target");
    expect(await viewer.as.query(api.members.get, { profileId: target })).toBeNull();
    await viewer.as.mutation(api.views.record, { profileId: target });
    expect((await viewer.as.query(api.members.get, { profileId: target }))?._id).toBe(target);
  });

  test(`the ${String(LIMITS.memberPageViews.capacity + 1)}th new page in a row is refused with when to go on; a page seen before still opens`, async () => {
    const t = makeT();
    const viewer = await seedMember(t, { gender: "Male" });
    const targets = await approvedWomen(t, LIMITS.memberPageViews.capacity + 1);
    const last = targets.pop();
    if (last === undefined) throw new Error("no target");
    for (const id of targets) await viewer.as.mutation(api.views.record, { profileId: id });
    const error = await errorOf(viewer.as.mutation(api.views.record, { profileId: last }));
    expect(error.code).toBe("rate_limited");
    expect(error.message).toMatch(/You can open more in \d+ minutes?\./);
    expect(error.retryAfter).toBeGreaterThan(0);
    expect(error.retryAt).toBeGreaterThan(Date.now());
    expect(await viewer.as.query(api.members.get, { profileId: last })).toBeNull();
    // Re-opening a page already seen costs nothing.
    await viewer.as.mutation(api.views.record, { profileId: targets[0] as Id<"profiles"> });
  });
});

describe("contact reveals", () => {
  test(`the ${String(DAILY_CONTACT_REVEALS + 1)}st reveal of a day is refused, with the hour the oldest frees its place`, async () => {
    const t = makeT();
    const viewer = await seedMember(t, { gender: "Male", premiumUntil: Date.now() + DAY });
    const targets = await approvedWomen(t, DAILY_CONTACT_REVEALS + 1);
    for (const id of targets.slice(0, DAILY_CONTACT_REVEALS))
      await viewer.as.mutation(api.members.revealContact, { profileId: id });
    const oldest = await t.run(async (ctx) => (await ctx.db.query("contactReveals").first())?.revealedAt ?? 0);
    const error = await errorOf(
      viewer.as.mutation(api.members.revealContact, { profileId: targets[DAILY_CONTACT_REVEALS] as Id<"profiles"> }),
    );
    expect(error.code).toBe("rate_limited");
    expect(error.retryAt).toBe(oldest + DAY);
    expect(error.message).toMatch(/You can see more in about (23|24) hours\./);
    expect(DAILY_CONTACT_REVEALS).toBeLessThanOrEqual(20);
  });
});

describe("contact reveals a plan includes", () => {
  async function planBuyer(t: T, planContactReveals: number | undefined, planDays: number) {
    const now = Date.now();
    const viewer = await seedMember(t, { gender: "Male", premiumUntil: now + 10 * DAY });
    // The period granted by this payment started planDays − 10 days ago.
    await seedPaidPayment(t, viewer.id, {
      premiumUntil: now + 10 * DAY,
      planDays,
      ...(planContactReveals === undefined ? {} : { planContactReveals }),
    });
    return viewer;
  }

  test("a plan with 3 included reveals allows 3 over its period, then says so", async () => {
    const t = makeT();
    const viewer = await planBuyer(t, 3, 90);
    const targets = await approvedWomen(t, 4);
    // A reveal from before this period does not count.
    await t.run(async (ctx) =>
      ctx.db.insert("contactReveals", {
        viewerId: viewer.id,
        viewedId: targets[3] as Id<"profiles">,
        revealedAt: Date.now() - 200 * DAY,
      }),
    );
    for (const id of targets.slice(0, 3)) await viewer.as.mutation(api.members.revealContact, { profileId: id });
    const error = await errorOf(
      viewer.as.mutation(api.members.revealContact, { profileId: targets[3] as Id<"profiles"> }),
    );
    expect(error.code).toBe("conflict");
    expect(error.message).toBe(
      "You have seen as many contact details as your plan includes. Choose a plan on the subscription page to see more.",
    );
  });

  test("the default plan (no included number) keeps the daily cap alone", async () => {
    const t = makeT();
    const viewer = await planBuyer(t, undefined, 365);
    const targets = await approvedWomen(t, 4);
    for (const id of targets) await viewer.as.mutation(api.members.revealContact, { profileId: id });
    expect(await t.run(async (ctx) => (await ctx.db.query("contactReveals").collect()).length)).toBe(4);
  });
});

describe("upload URLs", () => {
  test(`the ${String(LIMITS.uploadUrls.capacity + 1)}th upload URL in a row is refused`, async () => {
    const t = makeT();
    const m = await seedMember(t);
    for (let i = 0; i < LIMITS.uploadUrls.capacity; i++) await m.as.mutation(api.photos.generateUploadUrl, {});
    const error = await errorOf(m.as.mutation(api.photos.generateUploadUrl, {}));
    expect(error.code).toBe("rate_limited");
    expect(error.message).toMatch(/You can upload again in \d+ minutes?\./);
  });
});

describe("matches.list", () => {
  test(`numItems: 100000 returns at most ${String(MEMBER_PAGE_SIZE)} cards`, async () => {
    const t = makeT();
    const viewer = await seedMember(t, { gender: "Male" });
    await approvedWomen(t, MEMBER_PAGE_SIZE + 5);
    const page = await viewer.as.query(api.matches.list, { paginationOpts: { numItems: 100000, cursor: null } });
    expect(page.page).toHaveLength(MEMBER_PAGE_SIZE);
    expect(page.isDone).toBe(false);
  });

  test(`an endCursor far ahead still returns at most ${String(MEMBER_PAGE_SIZE)} cards, and says where to split the rest`, async () => {
    const t = makeT();
    const viewer = await seedMember(t, { gender: "Male" });
    await approvedWomen(t, MEMBER_PAGE_SIZE + 20);
    const list = (opts: { numItems: number; cursor: string | null; endCursor?: string }) =>
      viewer.as.query(api.matches.list, { paginationOpts: opts });
    const first = await list({ numItems: MEMBER_PAGE_SIZE, cursor: null });
    await viewer.as.mutation(api.matches.openPage, { cursor: first.continueCursor });
    const far = await list({ numItems: 15, cursor: first.continueCursor });
    await viewer.as.mutation(api.matches.openPage, { cursor: far.continueCursor });
    // The client's endCursor used to lift the page size: 65 cards in one call (400 with enough members).
    for (const endCursor of [far.continueCursor, "[]"]) {
      const page = await list({ numItems: MEMBER_PAGE_SIZE, cursor: null, endCursor });
      expect(page.page).toHaveLength(MEMBER_PAGE_SIZE);
      expect(page.page.map((c) => c._id)).toEqual(first.page.map((c) => c._id));
      expect(page.pageStatus).toBe("SplitRequired");
      // The rest of the pinned range is one more page from the split point, nothing skipped.
      const rest = await list({ numItems: MEMBER_PAGE_SIZE, cursor: page.splitCursor ?? null, endCursor });
      expect(rest.page.map((c) => c._id)).toEqual(
        endCursor === "[]"
          ? [...far.page, ...(await list({ numItems: 50, cursor: far.continueCursor })).page].map((c) => c._id)
          : far.page.map((c) => c._id),
      );
    }
    // A pinned page within the cap is answered whole, as the client's hook expects.
    const pinned = await list({ numItems: 10, cursor: null, endCursor: first.continueCursor });
    expect(pinned.page.map((c) => c._id)).toEqual(first.page.map((c) => c._id));
    expect(pinned.pageStatus ?? null).toBeNull();
  });
});

describe("matches.list pages past the first", () => {
  type PageOpts = { numItems: number; cursor: string | null; endCursor?: string };
  const lister = (as: Caller) => (opts: PageOpts) => as.query(api.matches.list, { paginationOpts: opts });
  const ids = (page: { page: { _id: string }[] }) => page.page.map((c) => c._id);

  test("a page not opened is empty; once opened it is answered, and re-opening it costs nothing", async () => {
    const t = makeT();
    const viewer = await seedMember(t, { gender: "Male" });
    await approvedWomen(t, 20);
    const list = lister(viewer.as);
    const first = await list({ numItems: 12, cursor: null });
    expect(first.page).toHaveLength(12);
    const closed = await list({ numItems: 12, cursor: first.continueCursor });
    expect(closed.page).toEqual([]);
    expect(closed.isDone).toBe(false);
    await viewer.as.mutation(api.matches.openPage, { cursor: first.continueCursor });
    expect((await list({ numItems: 12, cursor: first.continueCursor })).page).toHaveLength(8);
    const before = await t.run(async (ctx) => await ctx.db.query("rateLimits").collect());
    await viewer.as.mutation(api.matches.openPage, { cursor: first.continueCursor });
    expect(await t.run(async (ctx) => await ctx.db.query("rateLimits").collect())).toEqual(before);
    // Another member's opening opens nothing for this one.
    const other = await seedMember(t, { gender: "Male" });
    expect((await lister(other.as)({ numItems: 12, cursor: first.continueCursor })).page).toEqual([]);
  });

  test(`the ${String(LIMITS.matchPages.capacity + 1)}st page opened in a row is refused with when to go on`, async () => {
    const t = makeT();
    const viewer = await seedMember(t, { gender: "Male" });
    const cursors = Array.from({ length: LIMITS.matchPages.capacity + 1 }, (_, i) => JSON.stringify([i]));
    for (const cursor of cursors.slice(0, -1)) await viewer.as.mutation(api.matches.openPage, { cursor });
    const error = await errorOf(viewer.as.mutation(api.matches.openPage, { cursor: cursors.at(-1) ?? "" }));
    expect(error.code).toBe("rate_limited");
    expect(error.message).toMatch(/You can see more in \d+ minutes?\./);
    expect(error.retryAt).toBeGreaterThan(Date.now());
    // A page opened before still opens.
    await viewer.as.mutation(api.matches.openPage, { cursor: cursors[0] ?? "" });
    expect(LIMITS.matchPages.rate).toBeLessThanOrEqual(60);
  });

  test("paging as the app does: three pages, the loaded ones pinned, a pinned page that grew is split and its halves answered", async () => {
    const t = makeT();
    const viewer = await seedMember(t, { gender: "Male" });
    await approvedWomen(t, 30);
    const list = lister(viewer.as);
    const p1 = await list({ numItems: 12, cursor: null });
    await viewer.as.mutation(api.matches.openPage, { cursor: p1.continueCursor });
    const p2 = await list({ numItems: 12, cursor: p1.continueCursor });
    await viewer.as.mutation(api.matches.openPage, { cursor: p2.continueCursor });
    const p3 = await list({ numItems: 12, cursor: p2.continueCursor });
    expect([p1, p2, p3].map((p) => p.page.length)).toEqual([12, 12, 6]);
    expect(p3.isDone).toBe(true);
    const all = [...ids(p1), ...ids(p2), ...ids(p3)];
    expect(new Set(all).size).toBe(30);
    // The hook pins each loaded page's end; pinned pages answer the same cards.
    expect(ids(await list({ numItems: 12, cursor: null, endCursor: p1.continueCursor }))).toEqual(ids(p1));
    expect(ids(await list({ numItems: 12, cursor: p1.continueCursor, endCursor: p2.continueCursor }))).toEqual(ids(p2));
    // New members land at the top: the pinned first page grows past the cap and must be split.
    await approvedWomen(t, MEMBER_PAGE_SIZE);
    const grown = await list({ numItems: 12, cursor: null, endCursor: p1.continueCursor });
    expect(grown.pageStatus).toBe("SplitRequired");
    const split = grown.splitCursor ?? "";
    const head = await list({ numItems: 12, cursor: null, endCursor: split });
    const tail = await list({ numItems: 12, cursor: split, endCursor: p1.continueCursor });
    expect(head.page).toHaveLength(MEMBER_PAGE_SIZE);
    expect(ids(tail).slice(-12)).toEqual(ids(p1));
    expect(new Set([...ids(head), ...ids(tail)]).size).toBe(MEMBER_PAGE_SIZE + 12);
    // A split position is answered only as the server signed it, for this viewer.
    const [prefix, depth, mac = "", ...rest] = split.split(".");
    const tampered = [prefix, depth, `${mac.startsWith("0") ? "1" : "0"}${mac.slice(1)}`, ...rest].join(".");
    expect((await list({ numItems: 12, cursor: tampered, endCursor: p1.continueCursor })).page).toEqual([]);
    const other = await seedMember(t, { gender: "Male" });
    expect((await lister(other.as)({ numItems: 12, cursor: split, endCursor: p1.continueCursor })).page).toEqual([]);
  });
});

describe("partner preference switches", () => {
  const pref = (partnerstate: string, partnerprofessionSector = "All") => ({
    preference: { partnerPreferenceType: "India", nriCountry: "", partnerstate, partnerprofessionSector },
  });

  test(`the ${String(LIMITS.preferenceSwitches.capacity + 1)}th change of type or state in a day is refused; other changes are free`, async () => {
    const t = makeT();
    const m = await seedMember(t, { gender: "Male" });
    const states = ["Telangana", "Andhra Pradesh"];
    for (let i = 0; i < LIMITS.preferenceSwitches.capacity; i++)
      await m.as.mutation(api.members.updatePreference, pref(states[i % 2] ?? ""));
    const stored = await t.run(async (ctx) => (await ctx.db.get("profiles", m.id))?.partnerstate);
    // Saving the same state again, or changing only the sector, is no switch.
    await m.as.mutation(api.members.updatePreference, pref(stored ?? ""));
    await m.as.mutation(api.members.updatePreference, pref(stored ?? "", "Private"));
    const error = await errorOf(
      m.as.mutation(api.members.updatePreference, pref(stored === "Telangana" ? "Karnataka" : "Telangana")),
    );
    expect(error.code).toBe("rate_limited");
    expect(error.message).toMatch(/change it again in about \d+ hours?\./);
    const nri = await errorOf(
      m.as.mutation(api.members.updatePreference, {
        preference: {
          partnerPreferenceType: "NRI",
          nriCountry: "USA",
          partnerstate: "",
          partnerprofessionSector: "All",
        },
      }),
    );
    expect(nri.code).toBe("rate_limited");
    expect(await t.run(async (ctx) => (await ctx.db.get("profiles", m.id))?.partnerstate)).toBe(stored);
  });
});

describe("POST /api/payment/create-payment", () => {
  const APP = "https://app.telugumatrimony.example";
  // A small proof of work keeps the suite fast; the default difficulty is the shared rule's (proofOfWork.test.ts).
  useRazorpayEnv({ APP_ORIGIN: APP, TEST_PAYMENT_PROOF_BITS: "8" });
  type Answer = { success: boolean; error?: string; proof?: { challenge: string; bits: number } };
  const post = (t: T | Caller, ip: string, proof?: { challenge: string; nonce: string }) =>
    t.fetch("/api/payment/create-payment", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: APP, "X-Forwarded-For": `${ip}, 10.0.0.1` },
      body: JSON.stringify({
        amount: 1,
        name: "Ravi Kumar",
        phoneNumber: "98765 43210",
        ...(proof === undefined ? {} : { proof }),
      }),
    });
  /** What the page does when asked: solve the challenge and send the request again with the proof. */
  async function payWithProof(t: T, ip: string): Promise<Response> {
    const asked = await post(t, ip);
    if (asked.status !== 428) return asked;
    const { proof } = (await asked.json()) as Answer;
    if (proof === undefined) throw new Error("428 without a challenge");
    return await post(t, ip, { challenge: proof.challenge, nonce: await solveProof(proof.challenge, proof.bits) });
  }

  test("a signed-in member gets 5 links a 10 minutes; the 6th is a 429 with Retry-After; another account at the same address still pays", async () => {
    const rzp = fakeRazorpay();
    const t = makeT(rzp.modules);
    const flooder = t.withIdentity(identityFor("user_flood", "flood@example.com"));
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await post(flooder, "203.0.113.7")).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const refused = await post(flooder, "203.0.113.7");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as Answer).error).toMatch(/Please try again in \d+ minutes?\./);
    expect(rzp.links).toHaveLength(5);
    const other = t.withIdentity(identityFor("user_other", "other@example.com"));
    expect((await post(other, "203.0.113.7")).status).toBe(200);
  });

  test(`an anonymous client gets ${String(LIMITS.testPaymentFreePerClient.capacity)} links free, then each costs a proof of work; a proof pays once`, async () => {
    const rzp = fakeRazorpay();
    const t = makeT(rzp.modules);
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.testPaymentFreePerClient.capacity + 1; i++)
      statuses.push((await post(t, "203.0.113.7")).status);
    expect(statuses).toEqual([...Array<number>(LIMITS.testPaymentFreePerClient.capacity).fill(200), 428]);
    const asked = await post(t, "203.0.113.7");
    expect(asked.headers.get("access-control-allow-origin")).toBe(APP);
    const { proof, error } = (await asked.json()) as Answer;
    expect(error).toBe(en["testPayment.proofRequired"]);
    if (proof === undefined) throw new Error("no challenge");
    expect(proof.bits).toBe(8);
    const nonce = await solveProof(proof.challenge, proof.bits);
    expect(
      (await post(t, "203.0.113.7", { challenge: proof.challenge, nonce: String(Number(nonce) + 1) })).status,
    ).toBe(428);
    expect((await post(t, "203.0.113.7", { challenge: proof.challenge, nonce })).status).toBe(200);
    // Spent: the same proof again is asked for a new one.
    expect((await post(t, "203.0.113.7", { challenge: proof.challenge, nonce })).status).toBe(428);
    expect(rzp.links).toHaveLength(LIMITS.testPaymentFreePerClient.capacity + 1);
  });

  test("a proof of an old challenge, or of a challenge that is not one, is refused", async () => {
    const clock = useClock();
    const rzp = fakeRazorpay();
    const t = makeT(rzp.modules);
    for (let i = 0; i < LIMITS.testPaymentFreePerClient.capacity; i++) await post(t, "203.0.113.7");
    const { proof } = (await (await post(t, "203.0.113.7")).json()) as Answer;
    if (proof === undefined) throw new Error("no challenge");
    const nonce = await solveProof(proof.challenge, proof.bits);
    clock(PROOF_WINDOW_MS + 1);
    expect((await post(t, "203.0.113.7", { challenge: proof.challenge, nonce })).status).toBe(428);
    const made = "not-a-challenge";
    expect((await post(t, "203.0.113.7", { challenge: made, nonce: await solveProof(made, proof.bits) })).status).toBe(
      428,
    );
    vi.useRealTimers();
  });

  test("one client flooding the route from many addresses does not stop another from paying", async () => {
    const rzp = fakeRazorpay();
    const t = makeT(rzp.modules);
    // More than every free link there is: the flood spends them all, and is then asked for work.
    const flood = LIMITS.testPaymentFreeSite.capacity + 20;
    const statuses = new Map<number, number>();
    for (let i = 0; i < flood; i++) {
      const status = (await post(t, `192.0.2.${String(i % 250)}`)).status;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(statuses.get(200)).toBe(LIMITS.testPaymentFreeSite.capacity);
    expect(statuses.get(429)).toBeUndefined();
    // Someone else, at a new address or behind the flooder's own (carrier NAT), still pays.
    expect((await payWithProof(t, "198.51.100.9")).status).toBe(200);
    expect((await payWithProof(t, "192.0.2.0")).status).toBe(200);
    // And a signed-in member never meets the anonymous budget at all.
    expect((await post(t.withIdentity(identityFor("user_member", "member@example.com")), "192.0.2.0")).status).toBe(
      200,
    );
  });
});
