/** Clerk's API errors (`{ errors: [{ code, message, longMessage }] }`) as the auth interface's AuthError. */
import { AuthError, type AuthErrorCode } from "./types";

interface ClerkApiError {
  errors?: { code?: string; longMessage?: string; message?: string }[];
}

const CODES: Record<string, AuthErrorCode> = {
  form_identifier_not_found: "invalid_credentials",
  form_password_incorrect: "invalid_credentials",
  form_identifier_exists: "email_in_use",
  form_code_incorrect: "invalid_code",
  verification_failed: "invalid_code",
  verification_expired: "invalid_code",
  form_password_pwned: "invalid_input",
  form_password_length_too_short: "invalid_input",
  form_param_format_invalid: "invalid_input",
  // Clerk's account lockout and rate limits; their messages say when to try again.
  user_locked: "rate_limited",
  too_many_requests: "rate_limited",
};

function firstClerkError(error: unknown) {
  return (error as ClerkApiError | null)?.errors?.[0];
}

/** Whether `error` is Clerk's API error with this code. */
export function isClerkError(error: unknown, code: string): boolean {
  return firstClerkError(error)?.code === code;
}

export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const first = firstClerkError(error);
  if (first)
    return new AuthError(CODES[first.code ?? ""] ?? "unknown", first.longMessage ?? first.message ?? "Sign-in failed.");
  if (error instanceof TypeError)
    return new AuthError("network", "Could not reach the sign-in service. Please try again.");
  return new AuthError("unknown", error instanceof Error ? error.message : String(error));
}

export async function mapped<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toAuthError(error);
  }
}
