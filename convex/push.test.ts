/**
 * Push alerts (model/push/, channel "push" of the outbox): subscriptions per device and their checks, the
 * events that push, the payload in the member's language without the other member's name, removal of
 * gone devices (404/410), retries, and removal with the account. pushNode.ts is faked (test.push.ts).
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { purgeRelated } from "./model/members/purge";
import { pushResult } from "./model/push/result";
import { vapidSettings } from "./model/push/delivery";
import { convexErrorOf, makeT, seedConsole, seedMember, type T } from "./test.fixtures";
import { deviceSubscription, fakePush, type FakePush } from "./test.push";

let push: FakePush;

beforeEach(() => {
  push = fakePush();
  vi.stubEnv("VAPID_PUBLIC_KEY", "BPublicKeyForTests");
  vi.stubEnv("VAPID_PRIVATE_KEY", "private");
  vi.stubEnv("VAPID_SUBJECT", "mailto:alerts@example.in");
  // Mail and SMS go nowhere in this file.
  vi.stubGlobal("fetch", async () => new Response("{}", { status: 200 }));
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

async function drain(t: T): Promise<void> {
  await t.finishAllScheduledFunctions(() => vi.runAllTimers());
}

async function devicesOf(t: T, profileId: Id<"profiles">) {
  return await t.run(
    async (ctx) =>
      await ctx.db
        .query("pushSubscriptions")
        .withIndex("by_profileId", (q) => q.eq("profileId", profileId))
        .collect(),
  );
}

async function pushRowsOf(t: T, profileId: Id<"profiles">) {
  return (
    await t.run(
      async (ctx) =>
        await ctx.db
          .query("notificationOutbox")
          .withIndex("by_profileId", (q) => q.eq("profileId", profileId))
          .collect(),
    )
  ).filter((row) => row.channel === "push");
}

describe("subscriptions", () => {
  test("a device is saved once, and the key the browser subscribes with is served", async () => {
    const t = makeT(push.modules);
    const m = await seedMember(t);
    expect(await m.as.query(api.push.publicKey, {})).toBe("BPublicKeyForTests");
    const device = deviceSubscription();
    await m.as.mutation(api.push.subscribe, device);
    await m.as.mutation(api.push.subscribe, device);
    expect(await devicesOf(t, m.id)).toHaveLength(1);
    expect(await m.as.query(api.push.isSubscribed, { endpoint: device.endpoint })).toBe(true);
  });

  test("no VAPID keys: no key to subscribe with", async () => {
    vi.stubEnv("VAPID_PRIVATE_KEY", "");
    const t = makeT(push.modules);
    const m = await seedMember(t);
    expect(await m.as.query(api.push.publicKey, {})).toBeNull();
    expect(vapidSettings()).toMatchObject({ ok: false });
  });

  const good = deviceSubscription();
  test.each([
    ["plain http elsewhere", { endpoint: "http://push.example.com/x" }, "endpoint"],
    ["a script address", { endpoint: "javascript:alert(1)" }, "endpoint"],
    ["not an address", { endpoint: "fcm device 1" }, "endpoint"],
    ["credentials in the address", { endpoint: "https://user:pw@push.example.com/x" }, "endpoint"],
    ["too long", { endpoint: `https://push.example.com/${"a".repeat(1100)}` }, "endpoint"],
    ["empty", { endpoint: "" }, "endpoint"],
    ["http on this machine outside local mode", { endpoint: "http://127.0.0.1:4000/push/1" }, "endpoint"],
    ["a short public key", { p256dh: "BAbc" }, "p256dh"],
    ["a public key with other characters", { p256dh: `B${"+/".repeat(43)}` }, "p256dh"],
    ["a long auth secret", { auth: "a".repeat(40) }, "auth"],
  ])("refuses %s", async (_name, change, field) => {
    const t = makeT(push.modules);
    const m = await seedMember(t);
    const error = await convexErrorOf(m.as.mutation(api.push.subscribe, { ...good, ...change }));
    expect(error).toMatchObject({
      code: "invalid",
      field,
      message: "This phone's alert settings could not be saved. Please turn alerts off and on again.",
    });
    expect(await devicesOf(t, m.id)).toHaveLength(0);
  });

  test("http on this machine in local mode (the push-service simulator)", async () => {
    vi.stubEnv("LOCAL_AUTH_ISSUER", "http://127.0.0.1:3210/auth");
    const t = makeT(push.modules);
    const m = await seedMember(t);
    await m.as.mutation(api.push.subscribe, { ...good, endpoint: "http://127.0.0.1:3230/push/abc" });
    expect(await devicesOf(t, m.id)).toHaveLength(1);
  });

  test("unsubscribe removes the caller's device only; a browser another member subscribed on becomes theirs", async () => {
    const t = makeT(push.modules);
    const a = await seedMember(t);
    const b = await seedMember(t);
    const device = deviceSubscription();
    await a.as.mutation(api.push.subscribe, device);
    await b.as.mutation(api.push.unsubscribe, { endpoint: device.endpoint });
    expect(await devicesOf(t, a.id)).toHaveLength(1);
    await b.as.mutation(api.push.subscribe, device);
    expect(await devicesOf(t, a.id)).toHaveLength(0);
    expect(await devicesOf(t, b.id)).toHaveLength(1);
    await b.as.mutation(api.push.unsubscribe, { endpoint: device.endpoint });
    expect(await devicesOf(t, b.id)).toHaveLength(0);
  });

  test("saving subscriptions is rate limited", async () => {
    const t = makeT(push.modules);
    const m = await seedMember(t);
    for (let i = 0; i < 10; i++) await m.as.mutation(api.push.subscribe, deviceSubscription());
    const error = await convexErrorOf(m.as.mutation(api.push.subscribe, deviceSubscription()));
    expect(error.code).toBe("rate_limited");
    expect(await devicesOf(t, m.id)).toHaveLength(10);
  });

  test("account deletion removes every device", async () => {
    const t = makeT(push.modules);
    const m = await seedMember(t);
    await m.as.mutation(api.push.subscribe, deviceSubscription());
    await m.as.mutation(api.push.subscribe, deviceSubscription());
    await t.run(async (ctx) => {
      while (!(await purgeRelated(ctx, m.id))) {
        // Batches until every row is gone.
      }
    });
    expect(await devicesOf(t, m.id)).toHaveLength(0);
  });
});

describe("sending", () => {
  test("approval is pushed to each device, in the member's language", async () => {
    const { t, admin } = await seedConsole(makeT(push.modules));
    const m = await seedMember(t, { status: "pending", preferredLanguage: "te" });
    const [one, two] = [deviceSubscription(), deviceSubscription()];
    await m.as.mutation(api.push.subscribe, one);
    await m.as.mutation(api.push.subscribe, two);
    await admin.mutation(api.admin.approvals.approve, { id: m.id });
    await drain(t);
    expect(push.sent).toHaveLength(1);
    expect(push.sent[0]?.subscriptions.map((s) => s.endpoint).sort()).toEqual([one.endpoint, two.endpoint].sort());
    const payload = JSON.parse(push.sent[0]?.payload ?? "{}") as Record<string, string>;
    expect(payload).toMatchObject({ title: "మీ ప్రొఫైల్ ఆమోదించబడింది", url: "/home", lang: "te" });
    expect((await pushRowsOf(t, m.id))[0]).toMatchObject({ status: "sent", attempts: 1 });
    expect((await devicesOf(t, m.id)).every((d) => d.lastSuccessAt !== undefined)).toBe(true);
  });

  test("a new interest is pushed without the sender's name or number", async () => {
    const t = makeT(push.modules);
    const sender = await seedMember(t, { gender: "Male", fullName: "Ravi Teja Konidela" });
    const receiver = await seedMember(t, { gender: "Female" });
    await receiver.as.mutation(api.push.subscribe, deviceSubscription());
    await sender.as.mutation(api.interests.send, { profileId: receiver.id, template: "liked" });
    await drain(t);
    expect(push.sent).toHaveLength(1);
    const payload = push.sent[0]?.payload ?? "";
    expect(JSON.parse(payload)).toMatchObject({
      title: "You received an interest",
      body: "A member is interested in your profile.",
      url: `/user/${sender.id}`,
    });
    expect(payload).not.toContain("Ravi");
  });

  test("a member with no device gets no push row; an event not pushed (declined) neither", async () => {
    const { t, admin } = await seedConsole(makeT(push.modules));
    const m = await seedMember(t, { status: "pending" });
    await admin.mutation(api.admin.approvals.approve, { id: m.id });
    await drain(t);
    expect(await pushRowsOf(t, m.id)).toHaveLength(0);
    const other = await seedMember(t, { status: "pending" });
    await other.as.mutation(api.push.subscribe, deviceSubscription());
    await admin.mutation(api.admin.approvals.reject, { id: other.id, reason: "Photo is not clear" });
    await drain(t);
    expect(await pushRowsOf(t, other.id)).toHaveLength(0);
    expect(push.sent).toHaveLength(0);
  });

  test("a device the push service says is gone (410, 404) is removed; the others keep theirs", async () => {
    const { t, admin } = await seedConsole(makeT(push.modules));
    const m = await seedMember(t, { status: "pending" });
    const [gone, missing, fine] = [deviceSubscription(), deviceSubscription(), deviceSubscription()];
    for (const device of [gone, missing, fine]) await m.as.mutation(api.push.subscribe, device);
    push.status.set(gone.endpoint, 410);
    push.status.set(missing.endpoint, 404);
    await admin.mutation(api.admin.approvals.approve, { id: m.id });
    await drain(t);
    expect((await devicesOf(t, m.id)).map((d) => d.endpoint)).toEqual([fine.endpoint]);
    expect((await pushRowsOf(t, m.id))[0]?.status).toBe("sent");
  });

  test("a failing push service is retried with backoff, then given up", async () => {
    const { t, admin } = await seedConsole(makeT(push.modules));
    const m = await seedMember(t, { status: "pending" });
    const device = deviceSubscription();
    await m.as.mutation(api.push.subscribe, device);
    push.status.set(device.endpoint, 503);
    await admin.mutation(api.admin.approvals.approve, { id: m.id });
    await drain(t);
    expect(push.sent).toHaveLength(5);
    expect((await pushRowsOf(t, m.id))[0]).toMatchObject({
      status: "failed",
      attempts: 5,
      lastError: "push service: HTTP 503",
    });
    expect(await devicesOf(t, m.id)).toHaveLength(1);
  });

  test("a device removed before the send is not called; with none left the row is skipped", async () => {
    const { t, admin } = await seedConsole(makeT(push.modules));
    const m = await seedMember(t, { status: "pending" });
    const device = deviceSubscription();
    await m.as.mutation(api.push.subscribe, device);
    await admin.mutation(api.admin.approvals.approve, { id: m.id });
    await m.as.mutation(api.push.unsubscribe, { endpoint: device.endpoint });
    await drain(t);
    expect(push.sent).toHaveLength(0);
    expect((await pushRowsOf(t, m.id))[0]).toMatchObject({ status: "skipped" });
  });

  test("the row's result: sent when a device took it or all are gone, else retried", () => {
    expect(pushResult({ ok: true, outcomes: [{ status: "sent" }, { status: "error", error: "e" }] })).toEqual({
      ok: true,
    });
    expect(pushResult({ ok: true, outcomes: [{ status: "gone" }] })).toEqual({ ok: true });
    expect(
      pushResult({ ok: true, outcomes: [{ status: "error", error: "push service: HTTP 500" }, { status: "gone" }] }),
    ).toEqual({ ok: false, error: "push service: HTTP 500" });
    expect(pushResult({ ok: false, reason: "no keys" })).toEqual({ ok: false, error: "no keys" });
  });
});
