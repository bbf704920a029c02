/**
 * Field schemas shared by every form. Each field reports at most one issue, the first that applies
 * (required before format before range), so the first issue of a form is always the most useful one.
 * Optional text is trimmed and an empty answer becomes undefined, so "" is never stored.
 */
import { z } from "./zod";
import { ABOUT_TEXT_MAX, MAX_PASSWORD_LENGTH, MAX_SIBLINGS, MIN_PASSWORD_LENGTH, TEXT_LIMITS } from "../constants";
import { parseDob } from "../dates";
import { coreMessages as en } from "../copy/core";
import { normalisePhone } from "../phone";
import { hasContacts } from "../rules/conversations/contactMask";
import { cleanText, hasHiddenCharacters } from "./cleanText";

/** Pragmatic email shape: local part, @, dotted domain with a 2+ letter top-level domain. */
const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/;

export function isValidEmail(email: string): boolean {
  return email.length <= TEXT_LIMITS.email && EMAIL_PATTERN.test(email.trim().toLowerCase());
}

const DOB_PATTERN = /^\d{2}\/\d{2}\/\d{4}$/;

export type TextKind = "name" | "shortText" | "text";
const TOO_LONG: Record<TextKind, string> = {
  name: en["validation.nameTooLong"],
  shortText: en["validation.shortTextTooLong"],
  text: en["validation.textTooLong"],
};

/** Text without hidden characters (refused), invisible padding stripped and trimmed (cleanText.ts). */
function cleanedText(notText: string) {
  return z
    .string({ error: notText })
    .refine((s) => !hasHiddenCharacters(s), { error: en["validation.hiddenCharacters"], abort: true })
    .transform(cleanText);
}

/** Trimmed text that must not be empty (nothing visible counts as empty). */
export function requiredText(required: string, kind: TextKind) {
  return cleanedText(required).pipe(z.string().min(1, required).max(TEXT_LIMITS[kind], TOO_LONG[kind]));
}

/** Trimmed text that may be left out or empty (then undefined). */
export function optionalText(kind: TextKind) {
  return cleanedText(en["validation.notText"])
    .pipe(z.string().max(TEXT_LIMITS[kind], TOO_LONG[kind]))
    .transform((s) => (s === "" ? undefined : s))
    .optional();
}

/**
 * "About me" or "about my family": optional text of a few paragraphs in any language. Contact details are
 * refused with the conversations' own detector (phone numbers in digits or words, emails, links, handles):
 * numbers are revealed only through the recorded, Premium reveal, so a profile's own words must not carry one.
 */
export function aboutText() {
  return cleanedText(en["validation.notText"])
    .transform((s) => s.replace(/\n{3,}/g, "\n\n"))
    .pipe(
      z
        .string()
        .max(ABOUT_TEXT_MAX, en["validation.aboutTooLong"])
        .refine((s) => !hasContacts(s), { error: en["validation.aboutHasContact"] }),
    )
    .transform((s) => (s === "" ? undefined : s))
    .optional();
}

/** One of a list; anything else, including "" from an untouched select, gets the required message. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(values: T, required: string) {
  return z.enum(values, { error: required });
}

/** One of a list, or left out / "" (then undefined). */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  const invalid = en["validation.invalidOption"];
  return z
    .union([z.literal(""), z.enum(values, { error: invalid })], { error: invalid })
    .transform((v) => (v === "" ? undefined : v))
    .optional();
}

/** A value from a list too long to be a tuple type (heights). */
export function requiredListed(values: readonly string[], required: string) {
  return z.string({ error: required }).refine((v) => values.includes(v), required);
}

/** Email, lowercased and trimmed: required, then format. */
export function emailField(required: string) {
  return z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .superRefine((email, ctx) => {
      if (email === "") ctx.addIssue(required);
      else if (!isValidEmail(email)) ctx.addIssue(en["register.emailInvalid"]);
    });
}

/** A new password: present, then at least 6, then at most 128 characters. Never trimmed. */
export function newPasswordField(required: string) {
  return z.string({ error: required }).superRefine((password, ctx) => {
    if (password === "") ctx.addIssue(required);
    else if (password.length < MIN_PASSWORD_LENGTH) ctx.addIssue(en["register.passwordTooShort"]);
    else if (password.length > MAX_PASSWORD_LENGTH) ctx.addIssue(en["register.passwordTooLong"]);
  });
}

/** An existing password: only presence is checked; the identity service judges the rest. */
export function presentPassword(required: string) {
  return z.string({ error: required }).min(1, required);
}

/** A required phone number, output in E.164. */
export function phoneField(required: string) {
  return z
    .string({ error: required })
    .trim()
    .superRefine((phone, ctx) => {
      if (phone === "") ctx.addIssue(required);
      else if (normalisePhone(phone) === null) ctx.addIssue(en["validation.phoneInvalid"]);
    })
    .transform((phone) => normalisePhone(phone) ?? phone);
}

/** An optional phone number, output in E.164 or undefined. */
export function optionalPhoneField() {
  return z
    .string({ error: en["validation.phoneInvalid"] })
    .trim()
    .superRefine((phone, ctx) => {
      if (phone !== "" && normalisePhone(phone) === null) ctx.addIssue(en["validation.phoneInvalid"]);
    })
    .transform((phone) => (phone === "" ? undefined : (normalisePhone(phone) ?? phone)))
    .optional();
}

/** Date of birth kept as DD/MM/YYYY text: required, then format, then a real date. Age is a cross-field check. */
export function dobField(required: string) {
  return z
    .string({ error: required })
    .trim()
    .superRefine((text, ctx) => {
      if (text === "") ctx.addIssue(required);
      else if (!DOB_PATTERN.test(text)) ctx.addIssue(en["validation.dobFormat"]);
      else if (parseDob(text) === null) ctx.addIssue(en["validation.dobNotADate"]);
    });
}

/** A count as number or numeric text; "" means not given; whole numbers 0–20 only. */
function parseCount(value: number | string): number | undefined | null {
  let n = value;
  if (typeof n === "string") {
    const text = n.trim();
    if (text === "") return undefined;
    if (!/^\d{1,3}$/.test(text)) return null;
    n = Number(text);
  }
  return Number.isInteger(n) && n >= 0 && n <= MAX_SIBLINGS ? n : null;
}

export function optionalCount(invalid: string) {
  return z
    .union([z.number(), z.string()], { error: invalid })
    .superRefine((value, ctx) => {
      if (parseCount(value) === null) ctx.addIssue(invalid);
    })
    .transform((value) => parseCount(value) ?? undefined)
    .optional();
}

/** True for a value a cross-field check should treat as not given. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}
