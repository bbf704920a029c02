import type { z } from "zod";
import { en, type MessageKey } from "@matrimony/shared/messages";
import { firstError } from "@matrimony/shared/schemas";
import { cleanText, hasHiddenCharacters } from "@matrimony/shared/validation/cleanText";
import { appError, fail } from "./errors";

/**
 * Free text a person typed, member or staff (a report's details, a rejection or suspension reason, a call
 * note, a report note, a verification's rejection reason, an offline payment's reference): one hygiene for
 * all, the forms' own (shared/validation/cleanText.ts). Hidden control and direction characters and lone
 * surrogates are refused with a clear message; the text is Unicode-normalised, line ends made "\n",
 * invisible padding stripped (ZWNJ and ZWJ stay: Telugu uses them), at most one blank line in a row, and
 * trimmed. Text with nothing visible is "" (callers refuse it with `required` or treat it as absent).
 */
export function cleanFreeText(
  raw: string,
  opts: { field: string; max: number; tooLong: MessageKey; required?: MessageKey },
): string {
  const text = raw.normalize("NFC").replace(/\r\n?/g, "\n");
  if (hasHiddenCharacters(text)) fail("invalid", "validation.hiddenCharacters", opts.field);
  const clean = cleanText(text).replace(/\n{3,}/g, "\n\n");
  if (clean === "" && opts.required !== undefined) fail("invalid", opts.required, opts.field);
  if (clean.length > opts.max) fail("invalid", opts.tooLong, opts.field);
  return clean;
}

/**
 * Validate untrusted input with one of shared/'s zod schemas. On failure throw the first problem in the
 * spec's order as a ConvexError `{ code: "invalid", message, field }`, the same text the form shows.
 */
export function parseOrFail<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const error = firstError(result);
  throw appError("invalid", error?.message ?? en["error.invalidInput"], error?.path || undefined);
}
