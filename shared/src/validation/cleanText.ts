/**
 * Text hygiene for names and free text: characters that hide or reorder what a reader sees
 * are refused with a clear message; invisible padding is stripped; text made only of invisible
 * characters counts as empty. Shared by the forms and the server, so both give the same answer.
 *
 * ZWNJ and ZWJ (U+200C, U+200D) stay inside text: Telugu and other Indic scripts use them to choose
 * conjunct forms. Only a text made of nothing else is treated as empty.
 */

/** NUL and the other C0/C1 controls, except tab, line feed and carriage return (multi-line free text). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Bidirectional embeddings, overrides and isolates: they make "gpj.exe" look like "exe.jpg". */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/** A high surrogate not followed by a low one, or a low one not after a high one (invalid UTF-16). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Zero-width space, word joiner and byte-order mark: never meaningful in a name or a note. */
const INVISIBLE_PADDING = /[\u200B\u2060\uFEFF]/g;
/** Nothing visible: white space and the joiners only. */
const NOTHING_VISIBLE = /^[\s\u200C\u200D]*$/;

/** True when the text holds a character that is refused (control, bidi override, lone surrogate). */
export function hasHiddenCharacters(text: string): boolean {
  return CONTROL.test(text) || BIDI_CONTROL.test(text) || LONE_SURROGATE.test(text);
}

/** The text without invisible padding, trimmed; "" when nothing visible is left. */
export function cleanText(text: string): string {
  const stripped = text.replace(INVISIBLE_PADDING, "").trim();
  return NOTHING_VISIBLE.test(stripped) ? "" : stripped;
}
