/**
 * Server errors as react-admin expects them. The backend throws `ConvexError({ code, message, field? })`
 * with a message written for people (convex/model/errors.ts); react-admin shows `error.message` in its
 * notification, and, for a form, puts `body.errors[field]` under that field.
 */
import { ConvexError } from "convex/values";
import { HttpError } from "react-admin";
import type { ErrorCode } from "../../../convex/model/errors";

/** HTTP statuses react-admin knows, by the server's error code (the rest are 500s). */
const STATUS = new Map<string, number>(
  Object.entries({
    unauthenticated: 401,
    forbidden: 403,
    not_found: 404,
    invalid: 400,
    conflict: 409,
  } satisfies Partial<Record<ErrorCode, number>>),
);

export interface ServerErrorBody {
  code: string;
  message: string;
  field?: string;
  /** Field name → message, for react-admin forms (only for code "invalid" with a field). */
  errors?: Record<string, string>;
}

export const NETWORK_MESSAGE = "The server could not complete this request. Please try again.";

function appErrorData(error: unknown): { code: string; message: string; field?: string } | null {
  if (!(error instanceof ConvexError)) return null;
  const data = error.data as { code?: unknown; message?: unknown; field?: unknown } | string | null;
  if (typeof data === "string") return { code: "error", message: data };
  if (data === null || typeof data !== "object" || typeof data.code !== "string") return null;
  return {
    code: data.code,
    message: typeof data.message === "string" ? data.message : NETWORK_MESSAGE,
    ...(typeof data.field === "string" ? { field: data.field } : {}),
  };
}

/**
 * An `HttpError` carrying the server's message and code. `fieldAliases` renames a server field to the
 * form's (e.g. the payment form's rupees field for the server's `amountPaise`).
 */
export function toHttpError(error: unknown, fieldAliases: Record<string, string> = {}): HttpError {
  if (error instanceof HttpError) return error;
  const data = appErrorData(error);
  if (data === null) {
    // Not one of ours: an uncaught server error ("[CONVEX Q(...)] Server Error") or a lost connection.
    return new HttpError(NETWORK_MESSAGE, 500, { code: "error", message: NETWORK_MESSAGE });
  }
  const body: ServerErrorBody = { ...data };
  if (data.code === "invalid" && data.field !== undefined) {
    body.errors = { [fieldAliases[data.field] ?? data.field]: data.message };
  }
  return new HttpError(data.message, STATUS.get(data.code) ?? 500, body);
}

/** The server's code of an error thrown by the data provider (or by Convex directly), if any. */
export function errorCode(error: unknown): string | null {
  if (error instanceof HttpError) {
    const body = error.body as Partial<ServerErrorBody> | null;
    return typeof body?.code === "string" ? body.code : null;
  }
  return appErrorData(error)?.code ?? null;
}
