/**
 * The local SMS outbox: the backend's `POST <issuer>/admin/send-sms` (admin secret only) lands
 * in the outbox, readable as /sms-outbox.json and on the /mailbox page, and kept across a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeDataDir, removeDataDir, startTestServer, type TestServer } from "../test/identityServer";

const SECRET = "test-admin-secret-0123456789";
const SMS = {
  to: "+919812345678",
  template: "verificationCode",
  language: "te",
  text: "042917 మీ మొబైల్ నంబర్ ధృవీకరణ కోసం కోడ్ <b>",
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

describe("POST /auth/admin/send-sms", () => {
  it("refuses callers without the secret, and bad messages", async () => {
    expect((await server.call("/auth/admin/send-sms", { body: SMS })).status).toBe(401);
    expect(
      (await server.call("/auth/admin/send-sms", { body: { ...SMS, to: "98123 45678" }, token: SECRET })).status,
    ).toBe(400);
    expect((await server.call("/auth/admin/send-sms", { body: { ...SMS, text: "" }, token: SECRET })).status).toBe(400);
    expect((await server.call("/sms-outbox.json")).body.messages).toEqual([]);
  });

  it("delivers to the outbox: JSON by number (any spelling) and the mailbox page, escaped", async () => {
    expect((await server.call("/auth/admin/send-sms", { body: SMS, token: SECRET })).status).toBe(200);
    await server.call("/auth/admin/send-sms", { body: { ...SMS, to: "+919800000001", text: "other" }, token: SECRET });
    const byNumber = await server.call("/sms-outbox.json?to=%2B91%2098123%2045678");
    expect(byNumber.body.messages).toEqual([
      expect.objectContaining({ to: SMS.to, template: "verificationCode", language: "te", text: SMS.text }),
    ]);
    expect((await server.call("/sms-outbox.json")).body.messages).toHaveLength(2);
    const page = await fetch(`${server.url}/mailbox`);
    const html = await page.text();
    expect(html).toContain("SMS outbox");
    expect(html).toContain("SMS to +919812345678");
    expect(html).toContain("&#60;b&#62;");
    expect(html).not.toContain("<b>");
  });

  it("keeps the outbox across a restart", async () => {
    await server.stop();
    server = await startTestServer(dir, { adminSecret: SECRET });
    expect((await server.call("/sms-outbox.json?to=919812345678")).body.messages).toHaveLength(1);
  });
});
