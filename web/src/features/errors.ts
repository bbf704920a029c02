import { ConvexError } from "convex/values";
import type { MessageKey } from "@matrimony/shared/messages";
import { currentLanguage, localizeText, t } from "../i18n";
import { AuthError, type AuthErrorCode } from "./auth/types";

/**
 * What the backend's ConvexErrors carry (convex/model/errors.ts): a code for programs, the English message
 * (for logs), and the message's catalogue key, which the app shows in the member's language.
 */
export interface AppErrorData {
  code: string;
  message: string;
  key?: MessageKey;
  field?: string;
  /** With `rate_limited`: when the member may go on (ms since epoch). */
  retryAt?: number;
}

function isAppErrorData(data: unknown): data is AppErrorData {
  const d = data as Partial<AppErrorData> | null;
  return typeof d?.code === "string" && typeof d.message === "string";
}

/** The backend's error data when `error` is one of its ConvexErrors, else null. */
export function appError(error: unknown): AppErrorData | null {
  return error instanceof ConvexError && isAppErrorData(error.data) ? error.data : null;
}

/** The identity's failures in the catalogue's words, for a language the identity service does not write. */
const AUTH_ERROR_KEYS: Partial<Record<AuthErrorCode, MessageKey>> = {
  invalid_credentials: "authError.invalidCredentials",
  wrong_password: "authError.wrongPassword",
  email_in_use: "register.emailInUse",
  invalid_input: "error.invalidInput",
  invalid_code: "authError.invalidCode",
  network: "authError.network",
  signed_out: "error.notSignedIn",
  rate_limited: "authError.rateLimitedNoWait",
};

/** "9 minutes", "2 hours" in the language on screen (a limit's `{wait}`). */
export function waitText(ms: number, language: string = currentLanguage()): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const [value, unit] = minutes < 60 ? [minutes, "minute"] : [Math.round(minutes / 60), "hour"];
  return new Intl.NumberFormat(language === "te" ? "te-IN" : "en-IN", {
    style: "unit",
    unit,
    unitDisplay: "long",
  }).format(value);
}

/** The text of a server error in the language on screen: its key's message, else its own words. */
export function appErrorText(data: AppErrorData, now: number = Date.now()): string {
  if (data.key && typeof data.retryAt === "number") return t(data.key, { wait: waitText(data.retryAt - now) });
  return data.key ? t(data.key) : localizeText(data.message);
}

/**
 * A message a member can read for any failure: the backend's or the identity's own words when it sent
 * some (in the language on screen), `fallback` otherwise (never a stack trace or "Server Error").
 */
export function errorMessage(error: unknown, fallback: string): string {
  const app = appError(error);
  if (app) return appErrorText(app);
  if (error instanceof AuthError) {
    // The identity writes English; its code (and, when it limits the caller, the wait) says the same in Telugu.
    if (currentLanguage() === "en") return error.message;
    if (error.code === "rate_limited" && error.retryAfter !== undefined)
      return t("authError.rateLimited", { wait: waitText(error.retryAfter * 1000) });
    const key = AUTH_ERROR_KEYS[error.code];
    return key ? t(key) : error.message;
  }
  return fallback;
}
