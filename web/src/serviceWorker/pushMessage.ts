/**
 * The push message's payload as the server writes it (convex/model/push/payload.ts) and the service worker
 * reads it: the text is already in the member's language; `url` is a path inside the app. Anything else
 * (no payload, not JSON, an absolute or protocol-relative address) shows nothing or opens the list.
 */
export interface PushNotification {
  title: string;
  body: string;
  url: string;
  tag: string;
  lang: string;
}

const text = (value: unknown, max: number): string | undefined =>
  typeof value === "string" && value.length > 0 && value.length <= max ? value : undefined;

export function pushNotification(raw: string | null): PushNotification | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null) return null;
  const fields = data as Record<string, unknown>;
  const title = text(fields.title, 200);
  if (!title) return null;
  const url = text(fields.url, 500);
  return {
    title,
    body: text(fields.body, 500) ?? "",
    // Only a path of this app: never a link elsewhere, even if a payload were forged.
    url: url && url.startsWith("/") && !url.startsWith("//") ? url : "/notifications",
    tag: text(fields.tag, 100) ?? "matrimony",
    lang: fields.lang === "te" ? "te" : "en",
  };
}
