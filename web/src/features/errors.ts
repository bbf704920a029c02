import { ConvexError } from "convex/values";
import { AuthError } from "./auth/types";

/** What the backend's ConvexErrors carry (convex/model/errors.ts): a code for programs, a message for people. */
export interface AppErrorData {
  code: string;
  message: string;
  field?: string;
}

function isAppErrorData(data: unknown): data is AppErrorData {
  const d = data as Partial<AppErrorData> | null;
  return typeof d?.code === "string" && typeof d.message === "string";
}

/** The backend's error data when `error` is one of its ConvexErrors, else null. */
export function appError(error: unknown): AppErrorData | null {
  return error instanceof ConvexError && isAppErrorData(error.data) ? error.data : null;
}

/**
 * A message a member can read for any failure: the backend's or the identity's own words when it sent
 * some, `fallback` otherwise (never a stack trace or "Server Error").
 */
export function errorMessage(error: unknown, fallback: string): string {
  const app = appError(error);
  if (app) return app.message;
  if (error instanceof AuthError) return error.message;
  return fallback;
}
