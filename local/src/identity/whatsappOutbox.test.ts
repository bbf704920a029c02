/**
 * The local WhatsApp outbox: the backend's `POST <issuer>/admin/send-whatsapp` (admin secret only) lands in
 * the outbox, once per idempotency key, readable as /whatsapp-outbox.json and on /whatsapp-outbox, kept across a
 * restart.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeDataDir, removeDataDir, startTestServer, type TestServer } from "../test/identityServer";

const SECRET = "test-admin-secret-0123456789";
const MESSAGE = {
  to: "+919812345678",
  template: "tm_profile_approved",
  language: "te",
  parameters: ["TM000042", "http://127.0.0.1:5173/notifications"],
  text: "మీ Telugu Matrimony ప్రొఫైల్ TM000042 ఆమోదించబడింది. <b> http://127.0.0.1:5173/notifications",
  idempotencyKey: "approved:x:whatsapp",
};

let dir = "";
let server: TestServer;

beforeAll(async () => {
  dir = await makeDataDir();
  server = await startTestServer(dir, { adminSecret: SECRET });
});
afterAll(async () => {
  await server.stop();
  await removeDataDir(dir);
});

describe("POST /auth/admin/send-whatsapp", () => {
  it("refuses callers without the secret, and bad messages", async () => {
    expect((await server.call("/auth/admin/send-whatsapp", { body: MESSAGE })).status).toBe(401);
    expect(
      (await server.call("/auth/admin/send-whatsapp", { body: { ...MESSAGE, to: "98123 45678" }, token: SECRET }))
        .status,
    ).toBe(400);
    expect(
      (await server.call("/auth/admin/send-whatsapp", { body: { ...MESSAGE, language: "hi" }, token: SECRET })).status,
    ).toBe(400);
    expect(
      (await server.call("/auth/admin/send-whatsapp", { body: { ...MESSAGE, parameters: [1] }, token: SECRET })).status,
    ).toBe(400);
    expect((await server.call("/whatsapp-outbox.json")).body.messages).toEqual([]);
  });

  it("delivers once per idempotency key: JSON by number and the page, escaped, in the message's language", async () => {
    expect((await server.call("/auth/admin/send-whatsapp", { body: MESSAGE, token: SECRET })).status).toBe(200);
    expect((await server.call("/auth/admin/send-whatsapp", { body: MESSAGE, token: SECRET })).status).toBe(200);
    await server.call("/auth/admin/send-whatsapp", {
      body: { ...MESSAGE, to: "+919800000001", language: "en", text: "other", idempotencyKey: "other" },
      token: SECRET,
    });
    const byNumber = await server.call("/whatsapp-outbox.json?to=919812345678");
    expect(byNumber.body.messages).toEqual([
      expect.objectContaining({
        to: MESSAGE.to,
        template: MESSAGE.template,
        language: "te",
        parameters: MESSAGE.parameters,
        text: MESSAGE.text,
      }),
    ]);
    expect((await server.call("/whatsapp-outbox.json")).body.messages).toHaveLength(2);
    const html = await (await fetch(`${server.url}/whatsapp-outbox`)).text();
    expect(html).toContain("WhatsApp to +919812345678");
    expect(html).toContain('<article lang="te" data-template="tm_profile_approved">');
    expect(html).toContain("&#60;b&#62;");
    expect(html).not.toContain("<b>");
    expect(await (await fetch(`${server.url}/mailbox`)).text()).toContain('href="/whatsapp-outbox"');
  });

  it("keeps the outbox across a restart", async () => {
    await server.stop();
    server = await startTestServer(dir, { adminSecret: SECRET });
    expect((await server.call("/whatsapp-outbox.json?to=%2B919812345678")).body.messages).toHaveLength(1);
  });
});
