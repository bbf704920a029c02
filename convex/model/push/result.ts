/**
 * One push row's result for the outbox: sent when some device took it or every device is gone (removed,
 * nothing left to retry); retried when a device failed otherwise and none took it. Devices that took it are
 * not sent it twice by a retry in practice: the push service replaces a pending message of the same Topic,
 * and the service worker shows one notification per tag.
 */
import type { SendResult } from "../notifications/outbox";

type Sent =
  | { ok: true; outcomes: { status: "sent" | "gone" | "error"; error?: string }[] }
  | { ok: false; reason: string };

export function pushResult(sent: Sent): SendResult {
  if (!sent.ok) return { ok: false, error: sent.reason };
  if (sent.outcomes.some((o) => o.status === "sent") || sent.outcomes.every((o) => o.status === "gone"))
    return { ok: true };
  return { ok: false, error: sent.outcomes.find((o) => o.error)?.error ?? "push service: no device took it" };
}
