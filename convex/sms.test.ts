/**
 * The SMS interface (model/sms/): the provider the env vars choose and the exact request each
 * one gets (MSG91's documented Flow API shape; the local outbox), and the retries. Nothing calls out.
 */
import { describe, expect, test } from "vitest";
import { MSG91_FLOW_URL, smsRequest, type SmsMessage } from "./model/sms/provider";
import { sendSms } from "./model/sms/send";
import { SMS_TEMPLATES, smsTemplateEnvName, smsText } from "./model/sms/templates";

const MESSAGE: SmsMessage = {
  to: "+919812345678",
  template: "verificationCode",
  language: "te",
  vars: { code: "042917" },
};
const LOCAL = { LOCAL_AUTH_ISSUER: "http://127.0.0.1:3220/auth/", LOCAL_IDENTITY_ADMIN_SECRET: "s3cret" };
const MSG91 = {
  MSG91_AUTH_KEY: "auth-key-1",
  MSG91_SENDER_ID: "TMATRI",
  MSG91_TEMPLATE_VERIFICATION_CODE_EN: "flow-en",
  MSG91_TEMPLATE_VERIFICATION_CODE_TE: "flow-te",
};

describe("SMS provider selection", () => {
  test.each([
    ["nothing set", {}, "none"],
    ["local stack", LOCAL, "local"],
    ["MSG91 keys", MSG91, "msg91"],
    ["both: local wins", { ...LOCAL, ...MSG91 }, "local"],
    ["both, forced to MSG91", { ...LOCAL, ...MSG91, SMS_PROVIDER: "msg91" }, "msg91"],
    ["forced off", { ...MSG91, SMS_PROVIDER: "none" }, "none"],
    ["MSG91 without a sender id", { ...MSG91, MSG91_SENDER_ID: "" }, "none"],
    ["MSG91 without this template's id", { ...MSG91, MSG91_TEMPLATE_VERIFICATION_CODE_TE: "" }, "none"],
  ])("%s → %s", (_name, env, provider) => {
    expect(smsRequest(env, MESSAGE).provider).toBe(provider);
  });
});

describe("the MSG91 Flow request", () => {
  test("URL, headers and body as MSG91 documents them", () => {
    const request = smsRequest(MSG91, MESSAGE);
    if (request.provider !== "msg91") throw new Error(`expected msg91, got ${request.provider}`);
    expect(request.url).toBe(MSG91_FLOW_URL);
    expect(request.url).toBe("https://control.msg91.com/api/v5/flow/");
    expect(request.init.method).toBe("POST");
    expect(request.init.headers).toEqual({ "Content-Type": "application/json", authkey: "auth-key-1" });
    expect(JSON.parse(request.init.body)).toEqual({
      flow_id: "flow-te",
      sender: "TMATRI",
      unicode: 1,
      recipients: [{ mobiles: "919812345678", code: "042917" }],
    });
  });

  test("English uses its own template id and no Unicode", () => {
    const request = smsRequest(MSG91, { ...MESSAGE, language: "en" });
    if (request.provider !== "msg91") throw new Error("expected msg91");
    expect(JSON.parse(request.init.body)).toMatchObject({ flow_id: "flow-en", unicode: 0 });
  });

  test("every template's id has an env var name per language", () => {
    expect(smsTemplateEnvName("verificationCode", "en")).toBe("MSG91_TEMPLATE_VERIFICATION_CODE_EN");
    expect(smsTemplateEnvName("consentCode", "te")).toBe("MSG91_TEMPLATE_CONSENT_CODE_TE");
    expect(smsTemplateEnvName("approved", "en")).toBe("MSG91_TEMPLATE_APPROVED_EN");
  });
});

describe("the local outbox request", () => {
  test("server to server with the admin secret, the filled text in the member's language", () => {
    const request = smsRequest(LOCAL, MESSAGE);
    if (request.provider !== "local") throw new Error("expected local");
    expect(request.url).toBe("http://127.0.0.1:3220/auth/admin/send-sms");
    expect(request.init.headers).toEqual({ Authorization: "Bearer s3cret", "Content-Type": "application/json" });
    const body = JSON.parse(request.init.body) as { to: string; template: string; language: string; text: string };
    expect(body).toMatchObject({ to: "+919812345678", template: "verificationCode", language: "te" });
    expect(body.text).toContain("042917");
    expect(body.text).toContain("ధృవీకరణ");
  });
});

describe("templates", () => {
  test.each(Object.keys(SMS_TEMPLATES) as (keyof typeof SMS_TEMPLATES)[])(
    "%s fills every variable in both languages",
    (name) => {
      const vars = Object.fromEntries(SMS_TEMPLATES[name].vars.map((v) => [v, `<${v}>`]));
      for (const language of ["en", "te"] as const) {
        const text = smsText(name, language, vars);
        expect(text).not.toMatch(/\{\w+\}/);
        for (const v of SMS_TEMPLATES[name].vars) expect(text).toContain(`<${v}>`);
      }
    },
  );
});

describe("sending with retries", () => {
  const noSleep = async () => undefined;
  function fakeFetch(answers: (number | "network")[]) {
    const calls: string[] = [];
    const f = (async (url: string | URL | Request) => {
      calls.push(String(url));
      const next = answers.shift() ?? 200;
      if (next === "network") throw new Error("connection reset");
      return new Response(JSON.stringify({ type: next === 200 ? "success" : "error", message: "x" }), { status: next });
    }) as typeof fetch;
    return { f, calls };
  }

  test.each([
    ["accepted at once", [200], { sent: true, attempts: 1 }],
    ["a 500 then accepted", [500, 200], { sent: true, attempts: 2 }],
    ["network, 429, then accepted", ["network", 429, 200], { sent: true, attempts: 3 }],
    ["three failures", [503, 503, 503], { sent: false, attempts: 3 }],
    ["a 401 is not retried", [401, 200], { sent: false, attempts: 1 }],
  ] as const)("%s", async (_name, answers, outcome) => {
    const { f, calls } = fakeFetch([...answers]);
    const result = await sendSms(MSG91, { ...MESSAGE }, { fetch: f, sleep: noSleep });
    expect(result).toMatchObject(outcome);
    expect(calls).toHaveLength(outcome.attempts);
  });

  test("MSG91's 200 with type error is a failure", async () => {
    const f = (async () =>
      new Response(JSON.stringify({ type: "error", message: "Invalid flow" }), { status: 200 })) as typeof fetch;
    expect(await sendSms(MSG91, MESSAGE, { fetch: f, sleep: noSleep })).toMatchObject({ sent: false, attempts: 1 });
  });

  test("no provider: not sent, nothing called", async () => {
    const { f, calls } = fakeFetch([200]);
    expect(await sendSms({}, MESSAGE, { fetch: f, sleep: noSleep })).toMatchObject({ sent: false, attempts: 0 });
    expect(calls).toHaveLength(0);
  });
});
