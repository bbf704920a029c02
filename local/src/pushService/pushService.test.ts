/**
 * The push-service simulator against web-push itself (the library the backend sends with): an encrypted,
 * VAPID-signed push is accepted and decrypted; a wrong signature, a token for another service, a missing
 * TTL and an expired subscription are refused as push services refuse them.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import webpush from "web-push";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPushServiceSimulator, type PushServiceSimulator } from "./index";

let server: Server;
let simulator: PushServiceSimulator;
let base: string;

/**
 * What convex/pushNode.ts does: web-push builds the request, fetch posts it (web-push's own sender speaks https only).
 */
async function post(
  sub: { endpoint: string; keys: { p256dh: string; auth: string } },
  options: webpush.RequestOptions,
) {
  const request = webpush.generateRequestDetails(sub, payload, options);
  return await fetch(request.endpoint, {
    method: "POST",
    headers: request.headers as Record<string, string>,
    body: new Uint8Array(request.body),
  });
}
const payload = JSON.stringify({
  title: "మీ ప్రొఫైల్ ఆమోదించబడింది",
  body: "Welcome",
  url: "/home",
  tag: "approved:x:push",
  lang: "te",
});
const vapid = webpush.generateVAPIDKeys();
const details = { subject: "mailto:alerts@example.in", publicKey: vapid.publicKey, privateKey: vapid.privateKey };

beforeAll(async () => {
  server = createServer((req, res) => {
    void simulator.handler(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/push`;
  simulator = createPushServiceSimulator({ publicBaseUrl: base });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe("the push-service simulator", () => {
  it("takes web-push's encrypted, signed request and records the text", async () => {
    const sub = simulator.subscribe();
    const answer = await post(sub, { vapidDetails: details, TTL: 60, topic: "approvedxpush" });
    expect(answer.status).toBe(201);
    const [message] = simulator.messages();
    expect(message).toMatchObject({
      endpoint: sub.endpoint,
      ttl: 60,
      topic: "approvedxpush",
      subject: "mailto:alerts@example.in",
      payload,
    });
    const listed = (await (await fetch(`${base}/outbox.json`)).json()) as { messages: { payload: string }[] };
    expect(listed.messages[0]?.payload).toBe(payload);
  });

  it("records a push meant for another push service (the backend's local mode) without its text", async () => {
    const sub = { endpoint: "https://fcm.googleapis.com/fcm/send/device-1", keys: simulator.subscribe().keys };
    const request = webpush.generateRequestDetails(sub, payload, { vapidDetails: details, TTL: 120 });
    const answer = await fetch(`${base}/send`, {
      method: "POST",
      headers: { ...(request.headers as Record<string, string>), "X-Push-Endpoint": sub.endpoint },
      body: new Uint8Array(request.body),
    });
    expect(answer.status).toBe(201);
    expect(simulator.messages()[0]).toMatchObject({ endpoint: sub.endpoint, payload: null, ttl: 120 });
  });

  it("refuses a token signed by another key than it names", async () => {
    const sub = simulator.subscribe();
    const other = webpush.generateVAPIDKeys();
    const request = webpush.generateRequestDetails(sub, payload, {
      vapidDetails: { ...details, privateKey: other.privateKey },
      TTL: 60,
    });
    const answer = await fetch(sub.endpoint, {
      method: "POST",
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body),
    });
    expect(answer.status).toBe(401);
  });

  it("refuses a token for another push service's audience", async () => {
    const sub = simulator.subscribe();
    const request = webpush.generateRequestDetails(
      { ...sub, endpoint: "https://updates.push.services.mozilla.com/wpush/v2/x" },
      payload,
      { vapidDetails: details, TTL: 60 },
    );
    const answer = await fetch(sub.endpoint, {
      method: "POST",
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body),
    });
    expect(answer.status).toBe(401);
  });

  it("refuses a request without TTL", async () => {
    const sub = simulator.subscribe();
    const request = webpush.generateRequestDetails(sub, payload, { vapidDetails: details, TTL: 60 });
    const headers = { ...(request.headers as Record<string, string>) };
    delete headers["TTL"];
    const answer = await fetch(sub.endpoint, { method: "POST", headers, body: new Uint8Array(request.body) });
    expect(answer.status).toBe(400);
  });

  it("answers 410 Gone for an expired subscription", async () => {
    const sub = simulator.subscribe();
    simulator.expire(sub.id);
    expect((await post(sub, { vapidDetails: details, TTL: 60 })).status).toBe(410);
  });
});
