import { afterEach, describe, expect, test, vi } from "vitest";
import { en } from "@matrimony/shared/messages";
import { api, internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { purgeRelated } from "../model/members/purge";
import { deletionRequest, outcomeOf, retryDelay } from "../model/identityDeletion/request";
import { convexErrorOf, makeT, seedConsole, seedMember, storeFile, type T } from "../test.fixtures";
import { seedPaidPayment } from "../test.payments";

const ISSUER = "https://identity.test";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

/** A member with something in every table that can point at them, and another member they met. */
async function seedFullMember(t: T) {
  const member = await seedMember(t, { fullName: "Leaving Latha", altMobileNumber: "+919123456780" });
  const other = await seedMember(t, { fullName: "Staying Srinu", gender: "Male" });
  const files: Id<"_storage">[] = [];
  for (let i = 0; i < 2; i++) files.push(await storeFile(t, new Uint8Array([0xff, 0xd8, i]), "image/jpeg"));
  const payments = [
    await seedPaidPayment(t, member.id),
    await seedPaidPayment(t, member.id, { provider: "offline", orderId: undefined }),
  ];
  const otherPayment = await seedPaidPayment(t, other.id);
  await t.run(async (ctx) => {
    for (const [order, storageId] of files.entries()) {
      await ctx.db.insert("photos", {
        profileId: member.id,
        storageId,
        order,
        contentType: "image/jpeg",
        size: 3,
        createdAt: 0,
      });
    }
    await ctx.db.insert("profileViews", { viewerId: member.id, viewedId: other.id, viewedAt: 1 });
    await ctx.db.insert("profileViews", { viewerId: other.id, viewedId: member.id, viewedAt: 2 });
    await ctx.db.insert("contactReveals", { viewerId: member.id, viewedId: other.id, revealedAt: 3 });
    await ctx.db.insert("contactReveals", { viewerId: other.id, viewedId: member.id, revealedAt: 4 });
    await ctx.db.insert("callNotes", {
      profileId: member.id,
      author: "support@x.test",
      text: "Marriage settled, wants deletion.",
      createdAt: 5,
    });
    await ctx.db.insert("callNotes", { profileId: other.id, author: "support@x.test", text: "Kept.", createdAt: 6 });
  });
  return { member, other, files, payments, otherPayment };
}

/** The console's staff and a full member beside them. */
async function consoleWithFullMember() {
  const staff = await seedConsole();
  return { ...staff, ...(await seedFullMember(staff.t)) };
}

/** Every row of every table (and every stored file), as text, to search for traces. */
async function everything(t: T): Promise<string> {
  return await t.run(async (ctx) => {
    const tables = ["profiles", "contacts", "photos", "profileViews", "contactReveals", "callNotes", "staff"] as const;
    const rows: unknown[] = [];
    for (const table of tables) rows.push(...(await ctx.db.query(table).collect()));
    rows.push(...(await ctx.db.system.query("_storage").collect()));
    return JSON.stringify(rows);
  });
}

type Call = { url: string; method: string; auth: string | null; body: string | null };
/** What the identity provider answers one call with: an HTTP status, or a failed connection. */
type Answer = number | "network";

/**
 * Fake timers, the given environment, and a fetch that answers each call with the next of `answers`
 * (200 once they run out); returns the calls as they are made.
 */
function stubProvider(envVars: Record<string, string>, answers: Answer[]): Call[] {
  vi.useFakeTimers();
  for (const [name, value] of Object.entries(envVars)) vi.stubEnv(name, value);
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    calls.push({
      url,
      method: init.method ?? "GET",
      auth: headers.get("Authorization"),
      body: typeof init.body === "string" ? init.body : null,
    });
    const answer = answers[calls.length - 1] ?? 200;
    if (answer === "network") throw new TypeError("fetch failed");
    return new Response("{}", { status: answer });
  });
  return calls;
}

/** The audit log's identity entries about a member, oldest first. */
async function identityTrail(t: T, profileCode: string) {
  return await t.run(async (ctx) =>
    (
      await ctx.db
        .query("auditLog")
        .withIndex("by_target_and_at", (q) => q.eq("target", profileCode))
        .collect()
    )
      .filter((e) => e.action.startsWith("identity."))
      .map((e) => ({ action: e.action, actor: e.actor, details: e.details })),
  );
}

describe("delete a member's account", () => {
  test("leaves no trace but the payment rows, unlinked, and the audit entry", async () => {
    const { t, admin, adminEmail, member, other, files, payments, otherPayment } = await consoleWithFullMember();
    const before = await everything(t);
    expect(before).toContain(member.id);

    await admin.mutation(api.admin.members.remove, { id: member.id, confirm: member.code.toLowerCase() });

    const after = await everything(t);
    for (const trace of [member.id, member.code, "Leaving Latha", "+919123456780", "Marriage settled", ...files]) {
      expect(after, `found ${trace}`).not.toContain(trace);
    }
    // The other member and their own rows stay.
    expect(after).toContain(other.id);
    expect(after).toContain("Kept.");
    await t.run(async (ctx) => {
      for (const storageId of files) expect(await ctx.storage.get(storageId)).toBeNull();
      for (const id of payments) {
        const row = await ctx.db.get("payments", id);
        expect(row).toMatchObject({ status: "paid", amountPaise: expect.any(Number) });
        expect(row?.profileId).toBeUndefined();
      }
      expect((await ctx.db.get("payments", otherPayment))?.profileId).toBe(other.id);
      const log = await ctx.db
        .query("auditLog")
        .withIndex("by_target_and_at", (q) => q.eq("target", member.code))
        .collect();
      expect(log.map((e) => [e.action, e.actor])).toContainEqual(["member.delete", adminEmail]);
    });
    expect(await member.as.query(api.members.me, {})).toBeNull();
  });

  test("needs the member's profile code typed as confirmation", async () => {
    const { admin, member } = await consoleWithFullMember();
    expect(
      await convexErrorOf(admin.mutation(api.admin.members.remove, { id: member.id, confirm: "TM000000" })),
    ).toEqual({
      code: "invalid",
      message: en["console.confirmMismatch"],
      field: "confirm",
    });
    expect(await admin.query(api.admin.members.get, { id: member.id })).not.toBeNull();
  });

  test("a very active member's rows are removed over several transactions", async () => {
    const { t, member, other } = await consoleWithFullMember();
    await t.run(async (ctx) => {
      for (let i = 0; i < 5; i++)
        await ctx.db.insert("profileViews", { viewerId: other.id, viewedId: member.id, viewedAt: 100 + i });
    });
    const rounds: boolean[] = [];
    for (let i = 0; i < 10 && !rounds.includes(true); i++)
      rounds.push(await t.run(async (ctx) => await purgeRelated(ctx, member.id, 3)));
    expect(rounds.at(-1)).toBe(true);
    expect(rounds.length).toBeGreaterThan(1);
    const left = await t.run(async (ctx) => ({
      views: await ctx.db
        .query("profileViews")
        .withIndex("by_viewedId_and_viewedAt", (q) => q.eq("viewedId", member.id))
        .collect(),
      payments: await ctx.db
        .query("payments")
        .withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", member.id))
        .collect(),
    }));
    expect(left).toEqual({ views: [], payments: [] });
  });
});

describe("identity deletion", () => {
  /** Remove a member with the given environment and fetch answers; returns the calls and the audit trail. */
  async function removeWith(envVars: Record<string, string>, answers: Answer[]) {
    const calls = stubProvider(envVars, answers);
    const { t, admin } = await seedConsole();
    const member = await seedMember(t);
    await admin.mutation(api.admin.members.remove, { id: member.id, confirm: member.code });
    await t.finishAllScheduledFunctions(() => vi.runAllTimers());
    const trail = (await identityTrail(t, member.code)).map(({ action, details }) => ({ action, details }));
    return { calls, trail };
  }

  test("locally, the local identity's admin route with the shared secret", async () => {
    const { calls, trail } = await removeWith(
      { LOCAL_AUTH_ISSUER: ISSUER, LOCAL_IDENTITY_ADMIN_SECRET: "s3cret" },
      [200],
    );
    expect(calls).toEqual([
      {
        url: `${ISSUER}/admin/delete-user`,
        method: "POST",
        auth: "Bearer s3cret",
        body: expect.stringMatching(/^\{"userId":"user_\d+"\}$/),
      },
    ]);
    expect(trail).toEqual([{ action: "identity.delete", details: "local: HTTP 200" }]);
  });

  test("in production, Clerk's Backend API, retried after a 503 and a network error", async () => {
    const { calls, trail } = await removeWith(
      { CLERK_SECRET_KEY: "sk_test_abc", CLERK_JWT_ISSUER_DOMAIN: `${ISSUER}/` },
      [503, "network", 200],
    );
    expect(calls).toHaveLength(3);
    expect(calls[0]).toEqual({
      url: expect.stringMatching(/^https:\/\/api\.clerk\.com\/v1\/users\/user_\d+$/),
      method: "DELETE",
      auth: "Bearer sk_test_abc",
      body: null,
    });
    expect(trail).toEqual([{ action: "identity.delete", details: "clerk: HTTP 200" }]);
  });

  test("an identity already gone counts as deleted; a refusal is reported, not retried", async () => {
    expect((await removeWith({ CLERK_SECRET_KEY: "sk" }, [404])).trail).toEqual([
      { action: "identity.delete", details: "clerk: HTTP 404" },
    ]);
    const refused = await removeWith({ CLERK_SECRET_KEY: "sk" }, [401]);
    expect(refused.calls).toHaveLength(1);
    expect(refused.trail).toEqual([{ action: "identity.deleteFailed", details: "clerk: HTTP 401 after 1 attempt(s)" }]);
  });

  test("keeps retrying through the outbox until the provider answers, backing off to every 6 hours", async () => {
    const { calls, trail } = await removeWith({ CLERK_SECRET_KEY: "sk" }, [
      500,
      500,
      500,
      500,
      500,
      503,
      "network",
      200,
    ]);
    expect(calls).toHaveLength(8);
    expect(trail).toEqual([{ action: "identity.delete", details: "clerk: HTTP 200" }]);
  });

  test("the backoff: 1 minute, 10 minutes, 1 hour, then every 6 hours", () => {
    expect([1, 2, 3, 4, 5, 50].map(retryDelay)).toEqual([
      60_000, 600_000, 3_600_000, 21_600_000, 21_600_000, 21_600_000,
    ]);
  });

  test("without credentials nothing is called and the audit log says why", async () => {
    const { calls, trail } = await removeWith({}, []);
    expect(calls).toEqual([]);
    expect(trail).toEqual([{ action: "identity.deleteSkipped", details: "CLERK_SECRET_KEY is not set" }]);
  });

  /** A member deletes their own account; returns the calls the server made and the audit trail. */
  async function deleteOwnWith(envVars: Record<string, string>, answers: Answer[]) {
    const calls = stubProvider(envVars, answers);
    const t = makeT();
    const member = await seedMember(t);
    await member.as.mutation(api.members.deleteMyAccount, { confirm: true });
    const queued = await t.run(async (ctx) => await ctx.db.query("identityDeletions").collect());
    await t.finishAllScheduledFunctions(() => vi.runAllTimers());
    const trail = await identityTrail(t, member.code);
    const left = await t.run(async (ctx) => await ctx.db.query("identityDeletions").collect());
    return { calls, trail, queued, left, member };
  }

  test("a member's own deletion deletes the login on the server too: Clerk's DELETE /v1/users/{id} with the secret key", async () => {
    const { calls, trail, queued, left, member } = await deleteOwnWith(
      { CLERK_SECRET_KEY: "sk_live_x", CLERK_JWT_ISSUER_DOMAIN: ISSUER },
      [429, 502, 200],
    );
    expect(queued).toHaveLength(1);
    const subject = queued[0]?.tokenIdentifier.split("|")[1] ?? "";
    expect(calls[0]).toEqual({
      url: `https://api.clerk.com/v1/users/${subject}`,
      method: "DELETE",
      auth: "Bearer sk_live_x",
      body: null,
    });
    expect(calls).toHaveLength(3);
    expect(trail).toEqual([{ action: "identity.delete", actor: `member:${member.code}`, details: "clerk: HTTP 200" }]);
    expect(left).toEqual([]);
  });

  test("a member's own deletion, locally: the local identity's admin route; a login the app deleted first (404) counts as gone", async () => {
    const local = await deleteOwnWith({ LOCAL_AUTH_ISSUER: ISSUER, LOCAL_IDENTITY_ADMIN_SECRET: "s3cret" }, [
      "network",
      404,
    ]);
    expect(local.calls.map((c) => [c.url, c.method, c.auth])).toEqual([
      [`${ISSUER}/admin/delete-user`, "POST", "Bearer s3cret"],
      [`${ISSUER}/admin/delete-user`, "POST", "Bearer s3cret"],
    ]);
    expect(local.calls[0]?.body).toMatch(/^\{"userId":"user_\d+"\}$/);
    expect(local.trail.map((e) => e.action)).toEqual(["identity.delete"]);
  });

  test("a deletion whose run was lost is picked up by the sweep", async () => {
    const calls = stubProvider({ CLERK_SECRET_KEY: "sk" }, []);
    const t = makeT();
    const member = await seedMember(t);
    const id = await t.run(async (ctx) => {
      // As if the scheduler had lost it: a queued row, due, with nothing scheduled.
      const row = await ctx.db.insert("identityDeletions", {
        tokenIdentifier: `${ISSUER}|user_lost`,
        profileCode: member.code,
        requestedBy: "x",
        status: "sending",
        attempts: 1,
        nextAttemptAt: 0,
      });
      return row;
    });
    await t.mutation(internal.admin.identity.sweep, {});
    await t.finishAllScheduledFunctions(() => vi.runAllTimers());
    expect(calls.map((c) => c.url)).toEqual(["https://api.clerk.com/v1/users/user_lost"]);
    expect(await t.run(async (ctx) => await ctx.db.get("identityDeletions", id))).toBeNull();
  });

  test.each([
    ["local issuer without the secret", `${ISSUER}|user_1`, { LOCAL_AUTH_ISSUER: ISSUER }, "none"],
    [
      "a token of another issuer than Clerk's",
      "https://elsewhere.test|user_1",
      { CLERK_SECRET_KEY: "sk", CLERK_JWT_ISSUER_DOMAIN: ISSUER },
      "none",
    ],
    ["a malformed token identifier", "no-bar", { CLERK_SECRET_KEY: "sk" }, "none"],
    [
      "a local token with the secret",
      `${ISSUER}/|user_1`,
      { LOCAL_AUTH_ISSUER: ISSUER, LOCAL_IDENTITY_ADMIN_SECRET: "x" },
      "local",
    ],
  ] as const)("deletionRequest: %s → %s", (_name, token, env, provider) => {
    expect(deletionRequest(token, env).provider).toBe(provider);
  });

  test.each([
    [200, "deleted"],
    [204, "deleted"],
    [404, "deleted"],
    [401, "failed"],
    [422, "failed"],
    [429, "retry"],
    [502, "retry"],
    [null, "retry"],
  ] as const)("outcomeOf(%s) → %s", (status, outcome) => {
    expect(outcomeOf(status)).toBe(outcome);
  });
});
