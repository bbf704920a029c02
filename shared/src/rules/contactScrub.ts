/**
 * Contact goes through the recorded reveal, never through messages (issue 15): free text a member writes
 * to another (an interest's own message) loses phone numbers, emails and links on the server. Phone
 * numbers are caught written in ASCII, Telugu or Devanagari digits, spaced or dashed, and spelled out in
 * English or Telugu words ("nine eight four ...", "తొమ్మిది ఎనిమిది ..."), including "double"/"triple".
 * It is a filter for the ordinary ways people slip a number in, not a proof against every encoding.
 */

/** What replaces each removed part, so the reader sees that something was taken out. */
export const REMOVED_MARK = "•••";

/** Digits counted in a run before it is taken as a phone number (an Indian mobile has 10, a landline 10-11). */
export const PHONE_DIGITS_MIN = 7;

const NUMBER_WORDS: Record<string, number> = {
  zero: 1,
  one: 1,
  two: 1,
  three: 1,
  four: 1,
  five: 1,
  six: 1,
  seven: 1,
  eight: 1,
  nine: 1,
  సున్నా: 1,
  సున్న: 1,
  ఒకటి: 1,
  రెండు: 1,
  మూడు: 1,
  నాలుగు: 1,
  ఐదు: 1,
  అయిదు: 1,
  ఆరు: 1,
  ఏడు: 1,
  ఎనిమిది: 1,
  తొమ్మిది: 1,
};
/** "double nine" is two digits: the multiplier adds the digits it repeats. */
const MULTIPLIERS: Record<string, number> = { double: 1, triple: 2, డబుల్: 1, ట్రిపుల్: 2 };

const DIGIT = "[0-9\\u0C66-\\u0C6F\\u0966-\\u096F]";
const WORDS = [...Object.keys(NUMBER_WORDS), ...Object.keys(MULTIPLIERS)].sort((a, b) => b.length - a.length).join("|");
/** A word only when not part of a longer word (JS's \b knows only ASCII letters, so lookarounds on letters). */
const WORD = `(?<![\\p{L}\\p{M}])(?:${WORDS})(?![\\p{L}\\p{M}])`;
const TOKEN = `(?:${DIGIT}|${WORD})`;
const SEPARATOR = "[\\s\\-.()+/,_*:]*";
const NUMBER_RUN = new RegExp(`[+(]*${TOKEN}(?:${SEPARATOR}${TOKEN})*`, "giu");
const TOKENS = new RegExp(`${DIGIT}|${WORD}`, "giu");

/** How many phone digits a run stands for. */
function digitCount(run: string): number {
  let count = 0;
  for (const [token] of run.matchAll(TOKENS)) {
    const lower = token.toLowerCase();
    count += MULTIPLIERS[lower] ?? 1;
  }
  return count;
}

const TLDS = "com|in|net|org|co|io|me|info|biz|app|ly|link|xyz|us|uk|ae|site|online|page|to|gl";
const EMAIL = new RegExp(
  [
    // name@host.tld, with spaces around the parts
    `[\\p{L}\\p{N}._%+-]+\\s*@\\s*[\\p{L}\\p{N}-]+(?:\\s*\\.\\s*[\\p{L}\\p{N}-]+)+`,
    // "name at gmail dot com", "name (at) gmail (dot) com"
    `[\\p{L}\\p{N}._%+-]+\\s*[[(]?\\s*at\\s*[\\])]?\\s*[\\p{L}\\p{N}-]+\\s*[[(]?\\s*dot\\s*[\\])]?\\s*(?:${TLDS})(?![\\p{L}])`,
  ].join("|"),
  "giu",
);
const LINK = new RegExp(
  [
    `(?:https?:\\/\\/|www\\.)\\S+`,
    // bare domains: example.com, wa.me/91..., t.me/name
    `(?<![\\p{L}\\p{N}@])[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)*\\.(?:${TLDS})(?![\\p{L}\\p{N}])(?:\\/\\S*)?`,
    // social handles: @name
    `(?<![\\p{L}\\p{N}])@[\\p{L}\\p{N}._]{3,}`,
  ].join("|"),
  "giu",
);

/** The text with emails, links and phone numbers replaced by REMOVED_MARK, and whether anything was. */
export function scrubContactDetails(text: string): { text: string; removed: boolean } {
  let removed = false;
  const mark = (): string => {
    removed = true;
    return REMOVED_MARK;
  };
  let out = text.replace(EMAIL, mark).replace(LINK, mark);
  out = out.replace(NUMBER_RUN, (run) => {
    if (digitCount(run) < PHONE_DIGITS_MIN) return run;
    // Keep the spaces and punctuation that ended the run, so the sentence still reads.
    const trailing = /[\s\-.()+/,_*:]*$/u.exec(run)?.[0] ?? "";
    return mark() + trailing;
  });
  return { text: out, removed };
}

/**
 * An interest's own message as stored: contact details removed, control characters dropped, spaces
 * collapsed, trimmed. Empty when nothing readable is left.
 */
export function cleanInterestNote(raw: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const printable = raw.normalize("NFC").replace(/[\u0000-\u001f\u007f]/g, " ");
  const scrubbed = scrubContactDetails(printable).text.replace(/\s+/g, " ").trim();
  // Only marks and punctuation left: nothing to read.
  return /[\p{L}\p{N}]/u.test(scrubbed) ? scrubbed : "";
}
