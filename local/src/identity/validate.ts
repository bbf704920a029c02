/**
 * Reading request bodies: each field is checked in the order the spec's forms check it, and the first
 * problem is reported with the spec's own message (from shared/), so the app can show it as is.
 */
import { en, isValidEmail, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, TEXT_LIMITS } from "@matrimony/shared";
import { cleanText, hasHiddenCharacters } from "@matrimony/shared/validation/cleanText";
import { badRequest } from "./errors";

export type Body = Record<string, unknown>;

export function asBody(value: unknown): Body {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw badRequest("invalid_request", "The request body must be a JSON object.");
  }
  return value as Body;
}

/** A string field, or "" when missing; a present non-string is a client bug worth a clear error. */
export function stringField(body: Body, field: string): string {
  const value = body[field];
  if (value === undefined || value === null) return "";
  if (typeof value !== "string") throw badRequest("invalid_request", `"${field}" must be a string.`);
  return value;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** An email for a new account or a reset request: required, then format. */
export function requireEmail(raw: string): string {
  const email = normaliseEmail(raw);
  if (email === "") throw badRequest("email_required", en["register.emailRequired"]);
  if (!isValidEmail(email)) throw badRequest("email_invalid", en["register.emailInvalid"]);
  return email;
}

/** A new password: required, then at least 6, then at most 128 characters. Never trimmed. */
export function requireNewPassword(password: string, requiredMessage: string): string {
  if (password === "") throw badRequest("password_required", requiredMessage);
  if (password.length < MIN_PASSWORD_LENGTH) throw badRequest("password_too_short", en["register.passwordTooShort"]);
  if (password.length > MAX_PASSWORD_LENGTH) throw badRequest("password_too_long", en["register.passwordTooLong"]);
  return password;
}

/** An optional display name, trimmed; hidden characters refused, invisible-only becomes undefined. */
export function optionalName(raw: string): string | undefined {
  if (hasHiddenCharacters(raw)) throw badRequest("hidden_characters", en["validation.hiddenCharacters"]);
  const name = cleanText(raw);
  if (name.length > TEXT_LIMITS.name) throw badRequest("name_too_long", en["validation.nameTooLong"]);
  return name === "" ? undefined : name;
}
