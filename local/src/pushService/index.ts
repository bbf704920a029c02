/**
 * The push-service simulator of the offline stack, mounted on the backend's port under /push (like the
 * Razorpay simulator): it takes Web Push protocol requests (RFC 8030, aes128gcm bodies, VAPID) as a
 * browser's push service would, checks them, and records what would have been delivered; /push/outbox.json
 * lists them, newest first.
 *
 * - `POST /push/send` with `X-Push-Endpoint`: what the backend sends in local mode for a real browser's
 *   subscription (Chromium's point at Google's FCM, out of reach offline; convex/pushNode.ts). The payload
 *   is recorded encrypted (its size), as only that browser holds the key.
 * - `POST /push/subscriptions` makes a subscription of the simulator's own (endpoint, p256dh, auth, as
 *   PushManager gives them); a push to it is decrypted (http_ece, web-push's RFC 8188 library) and the text
 *   recorded. `expire(id)` makes it answer 410 Gone, as a push service does for an unsubscribed browser.
 */
// The e2e and bench projects compile this file without local/'s folder of ambient types, so the types of
// http_ece (which ships none) are referenced from here.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./http_ece.d.ts" />
import { createECDH, randomBytes, randomUUID, type ECDH } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { decrypt } from "http_ece";
import { checkVapid } from "./vapid";

export interface PushMessage {
  id: string;
  /** The subscription's endpoint the message was meant for. */
  endpoint: string;
  ttl: number;
  urgency: string;
  topic: string | null;
  subject: string;
  bytes: number;
  /** The decrypted payload, for the simulator's own subscriptions. */
  payload: string | null;
  receivedAt: number;
}

export interface SimulatedSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushServiceSimulator {
  handler(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  close(): Promise<void>;
  messages(): PushMessage[];
  subscribe(): SimulatedSubscription;
  expire(id: string): void;
}

/** The largest body a push service must accept (RFC 8030 §7.2 and RFC 8291: 4096 bytes). */
const MAX_BODY = 4096;
const MAX_MESSAGES = 500;

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function createPushServiceSimulator(options: {
  publicBaseUrl: string;
  now?: () => number;
  log?: (line: string) => void;
}): PushServiceSimulator {
  const base = new URL(options.publicBaseUrl);
  const basePath = base.pathname.replace(/\/+$/, "");
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => undefined);
  const messages: PushMessage[] = [];
  const own = new Map<string, { ecdh: ECDH; auth: Buffer; expired: boolean }>();

  async function receive(
    req: IncomingMessage,
    res: ServerResponse,
    endpoint: string,
    ownId: string | null,
  ): Promise<void> {
    const mine = ownId === null ? undefined : own.get(ownId);
    if (ownId !== null && (!mine || mine.expired))
      return send(res, 410, { error: "the subscription has expired or been removed" });
    const ttl = Number(req.headers["ttl"]);
    if (!Number.isInteger(ttl) || ttl < 0) return send(res, 400, { error: "the TTL header is required" });
    if (req.headers["content-encoding"] !== "aes128gcm")
      return send(res, 415, { error: "the payload must be aes128gcm (RFC 8291)" });
    let audience: string;
    try {
      audience = new URL(endpoint).origin;
    } catch {
      return send(res, 400, { error: "X-Push-Endpoint is not an address" });
    }
    const vapid = await checkVapid(req.headers["authorization"], audience, Math.floor(now() / 1000));
    if (!vapid.ok) return send(res, 401, { error: vapid.reason });
    const body = await readBody(req);
    if (body === null) return send(res, 413, { error: `the payload is larger than ${String(MAX_BODY)} bytes` });
    let payload: string | null = null;
    if (mine) {
      try {
        payload = decrypt(body, { version: "aes128gcm", privateKey: mine.ecdh, authSecret: mine.auth }).toString(
          "utf8",
        );
      } catch {
        return send(res, 400, { error: "the payload does not decrypt with the subscription's keys" });
      }
    }
    const topic = typeof req.headers["topic"] === "string" ? req.headers["topic"] : null;
    const urgency = typeof req.headers["urgency"] === "string" ? req.headers["urgency"] : "normal";
    const message: PushMessage = {
      id: randomUUID(),
      endpoint,
      ttl,
      urgency,
      topic,
      subject: vapid.subject,
      bytes: body.length,
      payload,
      receivedAt: now(),
    };
    // A pending message of the same topic is replaced (RFC 8030 §5.4).
    const same = topic === null ? -1 : messages.findIndex((m) => m.endpoint === endpoint && m.topic === topic);
    if (same >= 0) messages.splice(same, 1);
    messages.unshift(message);
    messages.splice(MAX_MESSAGES);
    log(`push: ${String(body.length)} bytes for ${endpoint.slice(0, 60)}`);
    res.writeHead(201, { Location: `${base.origin}${basePath}/messages/${message.id}` });
    res.end();
  }

  const simulator: PushServiceSimulator = {
    async handler(req, res) {
      const url = new URL(req.url ?? "/", base.origin);
      if (url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) return false;
      const path = url.pathname.slice(basePath.length);
      if (req.method === "GET" && path === "/outbox.json") {
        send(res, 200, { messages });
        return true;
      }
      if (req.method === "POST" && path === "/subscriptions") {
        send(res, 201, simulator.subscribe());
        return true;
      }
      if (req.method === "POST" && path === "/send") {
        const endpoint = req.headers["x-push-endpoint"];
        if (typeof endpoint !== "string" || endpoint === "") send(res, 400, { error: "X-Push-Endpoint is required" });
        else await receive(req, res, endpoint, null);
        return true;
      }
      const ownMatch = /^\/s\/([A-Za-z0-9_-]+)$/.exec(path);
      if (req.method === "POST" && ownMatch?.[1]) {
        await receive(req, res, `${base.origin}${url.pathname}`, ownMatch[1]);
        return true;
      }
      send(res, 404, { error: "not found" });
      return true;
    },
    close: () => Promise.resolve(),
    messages: () => [...messages],
    subscribe() {
      const id = randomBytes(12).toString("base64url");
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      own.set(id, { ecdh, auth, expired: false });
      return {
        id,
        endpoint: `${base.origin}${basePath}/s/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
      };
    },
    expire(id) {
      const sub = own.get(id);
      if (sub) sub.expired = true;
    },
  };
  return simulator;
}
