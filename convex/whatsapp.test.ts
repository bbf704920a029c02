/**
 * WhatsApp notifications: the Cloud API's request and answers as data, the opt-in record, the outbox's
 * WhatsApp channel in the member's language (and never without the opt-in, its topic, or the same
 * verified number), opting out in Settings, and the signed webhook (verification, STOP, statuses).
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { hmacSha256Hex } from "./model/hmacSignature";
import { readAnswer, whatsappRequest, type WhatsAppMessage } from "./model/whatsapp/provider";
import { WHATSAPP_TEMPLATES, whatsappText } from "./model/whatsapp/templates";
import { parseWebhook } from "./model/whatsapp/webhook";
import { convexErrorOf, seedConsole, seedMember, type T } from "./test.fixtures";

const ISSUER = "http://127.0.0.1:3210/auth";
const APP = "http://127.0.0.1:5173";
const APP_SECRET = "test-whatsapp-app-secret";
const VERIFY_TOKEN = "test-verify-token";
const VERIFIED = { badges: { mobile: Date.UTC(2026, 10, 1) } };

type Sent = { url: string; headers: Record<string, string>; body: Record<string, unknown> };
let sent: Sent[];
let answer: (url: string) => Response;

beforeEach(() => {
  vi.stubEnv("LOCAL_AUTH_ISSUER", ISSUER);
  vi.stubEnv("LOCAL_IDENTITY_ADMIN_SECRET", "identity-secret");
  vi.stubEnv("APP_ORIGIN", APP);
  vi.stubEnv("WHATSAPP_APP_SECRET", APP_SECRET);
  vi.stubEnv("WHATSAPP_WEBHOOK_VERIFY_TOKEN", VERIFY_TOKEN);
  sent = [];
  answer = () => new Response(JSON.stringify({ ok: true }), { status: 200 });
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({
      url,
      headers: init.headers as Record<string, string>,
      body: JSON.parse(String(init.body)) as Record<string, unknown>,
    });
    return answer(url);
  });
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

const whatsappSent = () =>
  sent.filter((s) => s.url === `${ISSUER}/admin/send-whatsapp` || s.url.startsWith("https://graph.facebook.com/"));

async function outboxOf(t: T, profileId: Id<"profiles">) {
  return await t.run(
    async (ctx) =>
      await ctx.db
        .query("notificationOutbox")
        .withIndex("by_profileId", (q) => q.eq("profileId", profileId))
        .collect(),
  );
}

async function optInsOf(t: T, profileId: Id<"profiles">) {
  return await t.run(
    async (ctx) =>
      await ctx.db
        .query("whatsappOptIns")
        .withIndex("by_profileId", (q) => q.eq("profileId", profileId))
        .collect(),
  );
}

async function postWebhook(t: T, payload: unknown, signature?: string): Promise<Response> {
  const body = JSON.stringify(payload);
  const header = signature ?? `sha256=${await hmacSha256Hex(APP_SECRET, body)}`;
  return await t.fetch("/whatsapp/webhook", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Hub-Signature-256": header },
    body,
  });
}

/** Meta's event shape (https://developers.facebook.com/docs/whatsapp/cloud-api/webhooks/payload-examples). */
function event(value: Record<string, unknown>) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "15550783881", phone_number_id: "106540352242922" },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

const reply = (from: string, text: string, id: string) =>
  event({
    contacts: [{ profile: { name: "Amma" }, wa_id: from }],
    messages: [{ from, id, timestamp: "1764300000", type: "text", text: { body: text } }],
  });

const MESSAGE: WhatsAppMessage = {
  to: "+919876543210",
  kind: "premiumExpiring",
  language: "te",
  values: ["TM000123", "5 డిసెంబర్ 2026", `${APP}/notifications`],
  idempotencyKey: "k:whatsapp",
};

describe("the Cloud API request", () => {
  test("a template message with the body's variables in order, Meta's language code and the number's digits", () => {
    const request = whatsappRequest(
      { WHATSAPP_TOKEN: "EAAG-token", WHATSAPP_PHONE_NUMBER_ID: "106540352242922" },
      MESSAGE,
    );
    if (request.provider !== "cloud") throw new Error(`expected the Cloud API, got ${request.provider}`);
    expect(request.url).toBe("https://graph.facebook.com/v21.0/106540352242922/messages");
    expect(request.init.method).toBe("POST");
    expect(request.init.headers).toEqual({ Authorization: "Bearer EAAG-token", "Content-Type": "application/json" });
    expect(JSON.parse(request.init.body)).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "919876543210",
      type: "template",
      template: {
        name: "tm_premium_ending",
        language: { code: "te" },
        components: [{ type: "body", parameters: MESSAGE.values.map((text) => ({ type: "text", text })) }],
      },
    });
    const english = whatsappRequest(
      { WHATSAPP_TOKEN: "t", WHATSAPP_PHONE_NUMBER_ID: "1", WHATSAPP_API_VERSION: "v23.0" },
      { ...MESSAGE, language: "en" },
    );
    if (english.provider !== "cloud") throw new Error("expected the Cloud API");
    expect(english.url).toBe("https://graph.facebook.com/v23.0/1/messages");
    expect((JSON.parse(english.init.body) as { template: { language: { code: string } } }).template.language.code).toBe(
      "en",
    );
  });

  test("without a token, a phone number id, or with a malformed version, nothing is sent and the reason says why", () => {
    expect(whatsappRequest({}, MESSAGE)).toMatchObject({ provider: "none" });
    expect(whatsappRequest({ WHATSAPP_PROVIDER: "cloud", WHATSAPP_PHONE_NUMBER_ID: "1" }, MESSAGE)).toEqual({
      provider: "none",
      reason: "WHATSAPP_TOKEN is not set",
    });
    expect(
      whatsappRequest({ WHATSAPP_TOKEN: "t", WHATSAPP_PHONE_NUMBER_ID: "1", WHATSAPP_API_VERSION: "21" }, MESSAGE),
    ).toMatchObject({ provider: "none" });
    // Local mode wins when configured, unless the Cloud API is forced.
    const both = {
      LOCAL_AUTH_ISSUER: ISSUER,
      LOCAL_IDENTITY_ADMIN_SECRET: "s",
      WHATSAPP_TOKEN: "t",
      WHATSAPP_PHONE_NUMBER_ID: "1",
    };
    expect(whatsappRequest(both, MESSAGE)).toMatchObject({ provider: "local", url: `${ISSUER}/admin/send-whatsapp` });
    expect(whatsappRequest({ ...both, WHATSAPP_PROVIDER: "cloud" }, MESSAGE)).toMatchObject({ provider: "cloud" });
  });

  test("answers: Meta's message id; an error code no retry mends fails for good; a rate limit is retried", async () => {
    const ok = new Response(
      JSON.stringify({
        messaging_product: "whatsapp",
        contacts: [{ input: "919876543210", wa_id: "919876543210" }],
        messages: [{ id: "wamid.HBgL" }],
      }),
    );
    expect(await readAnswer("cloud", ok)).toEqual({ ok: true, messageId: "wamid.HBgL" });
    const error = (code: number, status = 400) =>
      new Response(
        JSON.stringify({
          error: {
            message: `(#${String(code)}) problem`,
            type: "OAuthException",
            code,
            error_subcode: 2494010,
            fbtrace_id: "Az8or",
          },
        }),
        { status },
      );
    expect(await readAnswer("cloud", error(131026))).toEqual({
      ok: false,
      error: "cloud: HTTP 400 code 131026: (#131026) problem",
      permanent: true,
    });
    expect(await readAnswer("cloud", error(132001, 404))).toMatchObject({ ok: false, permanent: true });
    expect(await readAnswer("cloud", error(131047))).toMatchObject({ ok: false, permanent: true });
    expect(await readAnswer("cloud", error(130429, 429))).toMatchObject({ ok: false, permanent: false });
    expect(await readAnswer("cloud", new Response("bad gateway", { status: 502 }))).toMatchObject({
      ok: false,
      permanent: false,
    });
    expect(await readAnswer("cloud", new Response(JSON.stringify({ messages: [] })))).toMatchObject({
      ok: false,
      permanent: false,
    });
  });

  test("every template has both languages with exactly its variables, and no other member's name can be in it", () => {
    for (const template of Object.values(WHATSAPP_TEMPLATES)) {
      expect(template.name).toMatch(/^[a-z0-9_]+$/);
      for (const body of Object.values(template.body)) {
        const vars = [...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
        expect(vars).toEqual(template.parameters.map((_, i) => i + 1));
      }
      expect(template.parameters.every((p) => ["profileCode", "date", "link"].includes(p))).toBe(true);
    }
    expect(whatsappText("approved", "en", ["TM1", "https://x"])).toBe(
      "Your Telugu Matrimony profile TM1 is approved. See your matches: https://x",
    );
  });
});

describe("opting in", () => {
  test("needs a verified mobile, and the digits the member was shown; records the exact text, language and digits", async () => {
    const { t } = await seedConsole();
    const unverified = await seedMember(t, { mobileNumber: "+919876500011" });
    expect(
      await convexErrorOf(unverified.as.mutation(api.whatsapp.optIn, { language: "en", confirmedLast4: "0011" })),
    ).toMatchObject({
      code: "invalid",
      message: "Verify your mobile number before you turn on WhatsApp messages.",
    });
    const m = await seedMember(t, { mobileNumber: "+919876500012", ...VERIFIED });
    expect(await m.as.query(api.whatsapp.status, {})).toMatchObject({
      mobileVerified: true,
      mobileLast4: "0012",
      optedIn: false,
    });
    expect(
      await convexErrorOf(m.as.mutation(api.whatsapp.optIn, { language: "te", confirmedLast4: "9999" })),
    ).toMatchObject({ code: "conflict", field: "confirmedLast4" });
    expect(
      await convexErrorOf(m.as.mutation(api.whatsapp.optIn, { language: "te", confirmedLast4: "12" })),
    ).toMatchObject({ code: "invalid" });
    await m.as.mutation(api.whatsapp.optIn, { language: "te", confirmedLast4: "0012" });
    await m.as.mutation(api.whatsapp.optIn, { language: "te", confirmedLast4: "0012" });
    const rows = await optInsOf(t, m.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      textKey: "notifications.whatsappConsent",
      language: "te",
      mobileLast4: "0012",
      topics: { account: true, interests: true, premium: true, verification: true, messages: false },
    });
    expect(rows[0]?.text).toContain("0012తో ముగిసే నా మొబైల్ నంబర్‌కు WhatsApp సందేశాలు పంపండి");
    expect(JSON.stringify(rows)).not.toContain("9876500012");
    expect(await m.as.query(api.whatsapp.status, {})).toMatchObject({ optedIn: true, optedInLast4: "0012" });
    // The member's data download carries the consent as given.
    const download = JSON.parse(await m.as.query(api.members.exportMyData, {})) as { whatsappConsents: unknown[] };
    expect(download.whatsappConsents).toEqual([
      expect.objectContaining({ language: "te", mobileLast4: "0012", text: rows[0]?.text, optedOutAt: null }),
    ]);
  });

  test("opting in again and again is limited (each writes a consent record)", async () => {
    const { t } = await seedConsole();
    const m = await seedMember(t, { mobileNumber: "+919876500013", ...VERIFIED });
    for (let i = 0; i < 3; i++) {
      await m.as.mutation(api.whatsapp.optIn, { language: "en", confirmedLast4: "0013" });
      await m.as.mutation(api.whatsapp.optOut, {});
    }
    expect(
      await convexErrorOf(m.as.mutation(api.whatsapp.optIn, { language: "en", confirmedLast4: "0013" })),
    ).toMatchObject({ code: "rate_limited" });
    expect(await optInsOf(t, m.id)).toHaveLength(3);
  });
});

describe("account deletion", () => {
  test("the opt-in records go with the member", async () => {
    const { t } = await seedConsole();
    const m = await seedMember(t, { mobileNumber: "+919876500091", ...VERIFIED });
    await m.as.mutation(api.whatsapp.optIn, { language: "en", confirmedLast4: "0091" });
    expect(await optInsOf(t, m.id)).toHaveLength(1);
    await m.as.mutation(api.members.deleteMyAccount, { confirm: true });
    await drain(t);
    expect(await optInsOf(t, m.id)).toHaveLength(0);
  });
});

describe("the WhatsApp channel of the outbox", () => {
  test("an approval reaches only the member who opted in, in their language, with their code and a link, never a name", async () => {
    const { t, admin } = await seedConsole();
    const yes = await seedMember(t, {
      status: "pending",
      mobileNumber: "+919876500021",
      preferredLanguage: "te",
      ...VERIFIED,
    });
    const no = await seedMember(t, { status: "pending", mobileNumber: "+919876500022", ...VERIFIED });
    await yes.as.mutation(api.whatsapp.optIn, { language: "te", confirmedLast4: "0021" });
    await admin.mutation(api.admin.approvals.approveMany, { ids: [yes.id, no.id] });
    await drain(t);
    const messages = whatsappSent();
    expect(messages).toHaveLength(1);
    expect(messages[0]?.body).toMatchObject({
      to: "+919876500021",
      template: "tm_profile_approved",
      language: "te",
      parameters: [yes.code, `${APP}/notifications`],
      text: `మీ Telugu Matrimony ప్రొఫైల్ ${yes.code} ఆమోదించబడింది. మీకు సరిపడే సంబంధాలు చూడండి: ${APP}/notifications`,
    });
    expect(JSON.stringify(messages)).not.toContain("Member ");
    expect((await outboxOf(t, yes.id)).find((r) => r.channel === "whatsapp")).toMatchObject({
      status: "sent",
      dedupeKey: expect.stringMatching(/:whatsapp$/) as unknown,
    });
    expect((await outboxOf(t, no.id)).some((r) => r.channel === "whatsapp")).toBe(false);
  });

  test("a topic turned off, or WhatsApp stopped in Settings, sends nothing; topics need an opt-in", async () => {
    const { t, admin } = await seedConsole();
    const m = await seedMember(t, { status: "pending", mobileNumber: "+919876500031", ...VERIFIED });
    expect(
      await convexErrorOf(
        m.as.mutation(api.whatsapp.saveTopics, {
          topics: { account: false, interests: true, premium: true, verification: true, messages: false },
        }),
      ),
    ).toMatchObject({
      code: "conflict",
      message: "WhatsApp messages are off. Turn them on first.",
    });
    await m.as.mutation(api.whatsapp.optIn, { language: "en", confirmedLast4: "0031" });
    await m.as.mutation(api.whatsapp.saveTopics, {
      topics: { account: false, interests: true, premium: true, verification: true, messages: false },
    });
    await admin.mutation(api.admin.approvals.approve, { id: m.id });
    await drain(t);
    expect(whatsappSent()).toHaveLength(0);

    // Queued while on, stopped before it is sent: skipped.
    const other = await seedMember(t, { status: "pending", mobileNumber: "+919876500032", ...VERIFIED });
    await other.as.mutation(api.whatsapp.optIn, { language: "en", confirmedLast4: "0032" });
    await admin.mutation(api.admin.approvals.approve, { id: other.id });
    await other.as.mutation(api.whatsapp.optOut, {});
    await drain(t);
    expect(whatsappSent()).toHaveLength(0);
    expect((await outboxOf(t, other.id)).find((r) => r.channel === "whatsapp")).toMatchObject({ status: "skipped" });
    expect((await optInsOf(t, other.id))[0]).toMatchObject({
      optOutSource: "settings",
      optedOutAt: expect.any(Number) as unknown,
    });
  });

  test("a changed number never receives the message, and the opt-in ends", async () => {
    const { t, admin } = await seedConsole();
    const m = await seedMember(t, { status: "pending", mobileNumber: "+919876500041", ...VERIFIED });
    await m.as.mutation(api.whatsapp.optIn, { language: "en", confirmedLast4: "0041" });
    await t.run(async (ctx) => {
      const contacts = await ctx.db
        .query("contacts")
        .withIndex("by_profileId", (q) => q.eq("profileId", m.id))
        .unique();
      await ctx.db.patch("contacts", contacts!._id, { mobileNumber: "+919876599999" });
    });
    await admin.mutation(api.admin.approvals.approve, { id: m.id });
    await drain(t);
    expect(whatsappSent()).toHaveLength(0);
    expect((await outboxOf(t, m.id)).find((r) => r.channel === "whatsapp")).toMatchObject({ status: "skipped" });
    expect((await optInsOf(t, m.id))[0]).toMatchObject({ optOutSource: "numberChanged" });
  });

  test("through the Cloud API: Meta's id is kept; an undeliverable number fails at once instead of retrying", async () => {
    vi.stubEnv("WHATSAPP_PROVIDER", "cloud");
    vi.stubEnv("WHATSAPP_TOKEN", "EAAG-token");
    vi.stubEnv("WHATSAPP_PHONE_NUMBER_ID", "106540352242922");
    answer = (url) =>
      url.startsWith("https://graph.facebook.com/")
        ? new Response(
            JSON.stringify({
              messaging_product: "whatsapp",
              contacts: [{ input: "x", wa_id: "x" }],
              messages: [{ id: "wamid.OK1" }],
            }),
          )
        : new Response("{}");
    const { t, admin } = await seedConsole();
    const m = await seedMember(t, { status: "pending", mobileNumber: "+919876500051", ...VERIFIED });
    await m.as.mutation(api.whatsapp.optIn, { language: "en", confirmedLast4: "0051" });
    await admin.mutation(api.admin.approvals.approve, { id: m.id });
    await drain(t);
    expect(whatsappSent()).toHaveLength(1);
    expect(whatsappSent()[0]?.body).toMatchObject({
      to: "919876500051",
      template: { name: "tm_profile_approved", language: { code: "en" } },
    });
    expect((await outboxOf(t, m.id)).find((r) => r.channel === "whatsapp")).toMatchObject({
      status: "sent",
      providerMessageId: "wamid.OK1",
      providerStatus: "sent",
    });

    answer = () =>
      new Response(
        JSON.stringify({
          error: { message: "Message undeliverable", type: "OAuthException", code: 131026, fbtrace_id: "A" },
        }),
        { status: 400 },
      );
    const n = await seedMember(t, { status: "pending", mobileNumber: "+919876500052", ...VERIFIED });
    await n.as.mutation(api.whatsapp.optIn, { language: "en", confirmedLast4: "0052" });
    await admin.mutation(api.admin.approvals.approve, { id: n.id });
    await drain(t);
    expect((await outboxOf(t, n.id)).find((r) => r.channel === "whatsapp")).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: expect.stringContaining("131026") as unknown,
    });
  });
});

describe("the webhook", () => {
  test("verification: the challenge is echoed only with our verify token", async () => {
    const { t } = await seedConsole();
    const ok = await t.fetch(
      `/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("1158201444");
    expect((await t.fetch("/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1")).status).toBe(
      403,
    );
    expect(
      (await t.fetch(`/whatsapp/webhook?hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`)).status,
    ).toBe(403);
  });

  test("a STOP reply opts out the member on that number, once; a forged signature changes nothing", async () => {
    const { t } = await seedConsole();
    const m = await seedMember(t, { mobileNumber: "+919876500061", ...VERIFIED });
    const te = await seedMember(t, { mobileNumber: "+919876500062", ...VERIFIED });
    await m.as.mutation(api.whatsapp.optIn, { language: "en", confirmedLast4: "0061" });
    await te.as.mutation(api.whatsapp.optIn, { language: "te", confirmedLast4: "0062" });

    const forged = await postWebhook(t, reply("919876500061", "STOP", "wamid.S1"), `sha256=${"0".repeat(64)}`);
    expect(forged.status).toBe(401);
    expect((await postWebhook(t, reply("919876500061", "STOP", "wamid.S1"), "")).status).toBe(401);
    expect(await m.as.query(api.whatsapp.status, {})).toMatchObject({ optedIn: true });

    const hello = await postWebhook(t, reply("919876500061", "Namaste, is this profile still active?", "wamid.H1"));
    expect(await hello.json()).toMatchObject({ status: "ok", stopped: 0, ignored: 1 });
    expect(await m.as.query(api.whatsapp.status, {})).toMatchObject({ optedIn: true });

    const stop = await postWebhook(t, reply("919876500061", "  stop ", "wamid.S1"));
    expect(stop.status).toBe(200);
    expect(await stop.json()).toMatchObject({ stopped: 1 });
    expect(await m.as.query(api.whatsapp.status, {})).toMatchObject({ optedIn: false });
    expect((await optInsOf(t, m.id))[0]).toMatchObject({ optOutSource: "replyStop" });
    // Meta delivers the same event again: nothing more happens.
    expect(await (await postWebhook(t, reply("919876500061", "STOP", "wamid.S1"))).json()).toMatchObject({
      stopped: 0,
      duplicates: 1,
    });
    // "Stop" in Telugu works too, and only for that number.
    expect(await te.as.query(api.whatsapp.status, {})).toMatchObject({ optedIn: true });
    expect(await (await postWebhook(t, reply("919876500062", "ఆపు", "wamid.S2"))).json()).toMatchObject({ stopped: 1 });
    expect(await te.as.query(api.whatsapp.status, {})).toMatchObject({ optedIn: false });
  });

  test("statuses are kept on the message's outbox row; a later 'delivered' never undoes 'read'", async () => {
    const { t } = await seedConsole();
    const m = await seedMember(t, { mobileNumber: "+919876500071" });
    const rowId = await t.run(async (ctx) => {
      const notificationId = await ctx.db.insert("notifications", {
        profileId: m.id,
        kind: "approved",
        params: {},
        dedupeKey: "s",
        createdAt: Date.now(),
      });
      return await ctx.db.insert("notificationOutbox", {
        profileId: m.id,
        notificationId,
        channel: "whatsapp",
        kind: "approved",
        dedupeKey: "s:whatsapp",
        status: "sent",
        attempts: 1,
        nextAttemptAt: 0,
        createdAt: Date.now(),
        providerMessageId: "wamid.ST1",
        providerStatus: "sent",
      });
    });
    const status = (value: string, errors?: unknown[]) =>
      event({
        statuses: [
          {
            id: "wamid.ST1",
            status: value,
            timestamp: "1764300000",
            recipient_id: "919876500071",
            ...(errors ? { errors } : {}),
          },
        ],
      });
    await postWebhook(t, status("read"));
    await postWebhook(t, status("delivered"));
    expect(await t.run(async (ctx) => (await ctx.db.get("notificationOutbox", rowId))?.providerStatus)).toBe("read");

    await t.run(async (ctx) => await ctx.db.patch("notificationOutbox", rowId, { providerStatus: "sent" }));
    await postWebhook(t, status("failed", [{ code: 131026, title: "Message undeliverable" }]));
    expect(await t.run(async (ctx) => await ctx.db.get("notificationOutbox", rowId))).toMatchObject({
      providerStatus: "failed",
      lastError: "whatsapp: 131026: Message undeliverable",
    });
  });

  test("without the app secret the webhook is refused; other objects are ignored", async () => {
    const { t } = await seedConsole();
    expect(parseWebhook(JSON.stringify({ object: "page", entry: [] }))).toBeNull();
    expect(parseWebhook("not json")).toBeNull();
    expect(await (await postWebhook(t, { object: "page", entry: [] })).json()).toEqual({ status: "ignored" });
    vi.stubEnv("WHATSAPP_APP_SECRET", "");
    expect((await postWebhook(t, reply("919876500081", "STOP", "wamid.X"))).status).toBe(503);
  });
});
