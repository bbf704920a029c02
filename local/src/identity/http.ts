/** Small node:http helpers: bounded JSON bodies, JSON answers, the Bearer token. */
import type { IncomingMessage, ServerResponse } from "node:http";
import { LocalIdentityError } from "./errors";

/** Far above any auth request; stops a client from making the server buffer megabytes. */
const MAX_BODY_BYTES = 16 * 1024;

export async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new LocalIdentityError(413, "payload_too_large", "The request body is too large.");
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new LocalIdentityError(400, "invalid_json", "The request body is not valid JSON.");
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
    // Tokens and account data must never be cached by a browser or proxy.
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(text);
}

export function sendError(res: ServerResponse, error: LocalIdentityError): void {
  const { code, message, retryAfter } = error;
  if (retryAfter === undefined) sendJson(res, error.status, { error: { code, message } });
  else sendJson(res, error.status, { error: { code, message, retryAfter } }, { "Retry-After": String(retryAfter) });
}

/** The caller's network address, for per-client limits. */
export function clientAddress(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? "unknown";
}

/** True for a request from this computer: loopback address and a loopback Host (no DNS rebinding). */
export function isLoopback(req: IncomingMessage): boolean {
  const address = req.socket.remoteAddress ?? "";
  const fromLoopback = address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1";
  const host = (req.headers.host ?? "").replace(/:\d+$/, "");
  return fromLoopback && (host === "127.0.0.1" || host === "localhost" || host === "[::1]");
}

export function sendHtml(res: ServerResponse, html: string, status = 200): void {
  res.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(html),
    "Cache-Control": "no-store",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
  });
  res.end(html);
}

export function bearerToken(req: IncomingMessage): string {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "");
  return match?.[1] ?? "";
}
