/** node:http helpers: bounded bodies, JSON and HTML answers, Basic auth, CORS for the app origins. */
import type { IncomingMessage, ServerResponse } from "node:http";
import { timingSafeEqual } from "node:crypto";
import { authFailed, badRequest, invalidKey, missingKey, RazorpayError } from "./errors";

/** Far above any order or link request; stops a client from making the server buffer megabytes. */
const MAX_BODY_BYTES = 64 * 1024;

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw badRequest("The request body is too large.");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** A JSON object body; form posts (the payment link page) are parsed too. */
export async function readFields(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  if (text.trim() === "") return {};
  if ((req.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw badRequest("The request body must be a JSON object.");
  }
  return parsed as Record<string, unknown>;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=UTF-8",
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": "no-store",
  });
  res.end(text);
}

export function sendError(res: ServerResponse, error: RazorpayError): void {
  sendJson(res, error.status, { error: error.body });
}

export function sendText(
  res: ServerResponse,
  contentType: string,
  text: string,
  headers: Record<string, string> = {},
  status = 200,
): void {
  res.writeHead(status, {
    "Content-Type": contentType,
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(text);
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Throws Razorpay's 401 unless the request carries this account's key id and secret. */
export function checkBasicAuth(req: IncomingMessage, keyId: string, keySecret: string): void {
  const match = /^Basic\s+(\S+)$/.exec(req.headers.authorization ?? "");
  if (!match?.[1]) throw missingKey();
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) throw authFailed();
  if (decoded.slice(0, colon) !== keyId) throw invalidKey();
  if (!sameSecret(decoded.slice(colon + 1), keySecret)) throw authFailed();
}

/**
 * Checkout's calls come from the app origins. No Origin header (tests, curl) passes; an unknown origin gets
 * no CORS headers and its POSTs are refused, so another page cannot make payments on a member's behalf.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse, allowed: ReadonlySet<string>): "ok" | "refused" {
  const origin = req.headers.origin;
  if (origin === undefined) return "ok";
  if (!allowed.has(origin)) return req.method === "GET" ? "ok" : "refused";
  res.setHeader("Access-Control-Allow-Origin", origin);
  res.setHeader("Vary", "Origin");
  return "ok";
}

export function answerPreflight(res: ServerResponse): void {
  res.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
  res.setHeader("Access-Control-Allow-Headers", "Content-Type");
  res.setHeader("Access-Control-Max-Age", "600");
  res.writeHead(204);
  res.end();
}
