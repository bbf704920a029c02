/**
 * One-click unsubscribe (RFC 8058): every mail carries a link to `/notifications/unsubscribe` with
 * the member, the topic, the mail's language and an HMAC-SHA-256 signature of the three under
 * UNSUBSCRIBE_SECRET, so the link works without signing in and nobody can make one for another member or
 * another topic. Only the topic in the link is turned off.
 */
import { EMAIL_TOPICS, type EmailTopic } from "@matrimony/shared/rules/notifications";
import type { Locale as Language } from "@matrimony/shared/messages";

export const UNSUBSCRIBE_PATH = "/notifications/unsubscribe";

export interface UnsubscribeClaim {
  profileId: string;
  topic: EmailTopic;
  language: Language;
}

function payload(claim: UnsubscribeClaim): string {
  return `unsubscribe|${claim.profileId}|${claim.topic}|${claim.language}`;
}

async function hmacSha256Hex(secret: string, text: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(text)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Compares every character whatever differs, so the answer's timing tells a forger nothing. */
async function verifyHmacSha256Hex(secret: string, text: string, given: string): Promise<boolean> {
  if (secret === "" || !/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = await hmacSha256Hex(secret, text);
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return diff === 0;
}

export async function unsubscribeUrl(siteUrl: string, secret: string, claim: UnsubscribeClaim): Promise<string> {
  const url = new URL(UNSUBSCRIBE_PATH, siteUrl);
  url.searchParams.set("p", claim.profileId);
  url.searchParams.set("t", claim.topic);
  url.searchParams.set("l", claim.language);
  url.searchParams.set("s", await hmacSha256Hex(secret, payload(claim)));
  return url.href;
}

/** The claim of a link whose signature is right, else null (forged, altered, or no secret configured). */
export async function verifyUnsubscribe(
  secret: string | undefined,
  params: URLSearchParams,
): Promise<UnsubscribeClaim | null> {
  const profileId = params.get("p") ?? "";
  const topic = params.get("t") ?? "";
  const language = params.get("l") === "te" ? "te" : "en";
  if (!secret || profileId === "" || profileId.length > 64 || !(EMAIL_TOPICS as readonly string[]).includes(topic))
    return null;
  const claim: UnsubscribeClaim = { profileId, topic: topic as EmailTopic, language };
  return (await verifyHmacSha256Hex(secret, payload(claim), params.get("s") ?? "")) ? claim : null;
}
