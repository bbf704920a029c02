import { ConvexError } from "convex/values";
import { en, keyOfEnglish, type MessageKey } from "@matrimony/shared/messages";

/** Error codes a client can branch on; the message is always a member-readable text from shared/messages. */
export type ErrorCode =
  | "unauthenticated"
  | "forbidden"
  | "not_approved"
  | "not_found"
  | "no_profile"
  | "invalid"
  | "conflict"
  | "premium_required"
  | "rate_limited";

/**
 * What a client receives: a code to branch on, the English message (for logs and English screens), and
 * the message's catalogue key, so the app shows it in the member's language. `rate_limited` also carries
 * `retryAt` (ms since epoch) and `retryAfter` (seconds): when the caller may go on, and `params` to fill
 * the key's `{wait}`.
 */
export type AppErrorData = {
  code: ErrorCode;
  message: string;
  key?: MessageKey;
  params?: Record<string, string>;
  field?: string;
  retryAt?: number;
  retryAfter?: number;
};

/** Throw a ConvexError whose data reaches the client as `{ code, message, key, field? }`. */
export function fail(code: ErrorCode, key: MessageKey, field?: string): never {
  throw appError(code, en[key], field);
}

/** The key is found from the English text when it is a catalogue text (zod's messages are). */
export function appError(code: ErrorCode, message: string, field?: string): ConvexError<AppErrorData> {
  const key = keyOfEnglish(message);
  const data: AppErrorData = key === undefined ? { code, message } : { code, message, key };
  return new ConvexError(field === undefined ? data : { ...data, field });
}
