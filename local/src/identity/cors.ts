/**
 * Only the local apps may call the identity from a browser. A request without an Origin header is not a
 * browser's cross-origin call (tests, the seed, curl) and passes; an unknown origin gets no CORS headers,
 * and anything but GET from it is refused outright, so a page elsewhere cannot even trigger a sign-up.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

export type CorsVerdict = "allowed" | "no-origin" | "refused";

export function checkOrigin(req: IncomingMessage, allowedOrigins: ReadonlySet<string>): CorsVerdict {
  const origin = req.headers.origin;
  if (origin === undefined) return "no-origin";
  return allowedOrigins.has(origin) ? "allowed" : "refused";
}

/** Adds the headers that let an allowed origin read the answer. */
export function allowOrigin(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader("Access-Control-Allow-Origin", req.headers.origin ?? "");
  res.setHeader("Vary", "Origin");
}

/** Answers a preflight from an allowed origin. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  allowOrigin(req, res);
  res.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
  res.setHeader("Access-Control-Allow-Headers", "Content-Type, Authorization");
  res.setHeader("Access-Control-Max-Age", "600");
  res.writeHead(204);
  res.end();
}
