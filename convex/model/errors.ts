import { ConvexError } from "convex/values";
import { en, type MessageKey } from "@matrimony/shared/messages";

/** Error codes a client can branch on; the message is always a member-readable text from shared/messages. */
export type ErrorCode =
  | "unauthenticated"
  | "forbidden"
  | "not_approved"
  | "not_found"
  | "no_profile"
  | "invalid"
  | "conflict"
  | "premium_required";

export type AppErrorData = { code: ErrorCode; message: string; field?: string };

/** Throw a ConvexError whose data reaches the client as `{ code, message, field? }`. */
export function fail(code: ErrorCode, key: MessageKey, field?: string): never {
  throw appError(code, en[key], field);
}

export function appError(code: ErrorCode, message: string, field?: string): ConvexError<AppErrorData> {
  return new ConvexError(field === undefined ? { code, message } : { code, message, field });
}
