/**
 * Contact goes through the recorded reveal, never through messages: free text a member writes
 * to another (an interest's own message) loses phone numbers, emails and links on the server. Phone
 * numbers are caught written in ASCII, Telugu or Devanagari digits, spaced or dashed, and spelled out in
 * English or Telugu words ("nine eight four ...", "తొమ్మిది ఎనిమిది ..."), including "double"/"triple".
 * It is a filter for the ordinary ways people slip a number in, not a proof against every encoding.
 */

/** What replaces each removed part, so the reader sees that something was taken out. */
export const REMOVED_MARK = "•••";

/** Digits counted in a run before it is taken as a phone number (an Indian mobile has 10, a landline 10-11). */
export const PHONE_DIGITS_MIN = 7;

/** Number words and the digit each stands for (English and Telugu). */
const NUMBER_WORDS: Record<string, string> = {
  zero: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  సున్నా: "0",
  సున్న: "0",
  ఒకటి: "1",
  రెండు: "2",
  మూడు: "3",
  నాలుగు: "4",
  ఐదు: "5",
  అయిదు: "5",
  ఆరు: "6",
  ఏడు: "7",
  ఎనిమిది: "8",
  తొమ్మిది: "9",
};
/** "double nine" is two digits: the multiplier says how many times the next digit is written. */
const MULTIPLIERS: Record<string, number> = { double: 2, triple: 3, డబుల్: 2, ట్రిపుల్: 3 };

/** The words a number run may be spelled with: each word's digit, and the repeat words. */
export type NumberWords = { words: Record<string, string>; multipliers: Record<string, number> };

/** The English and Telugu number words this module knows. */
export const NUMBER_WORDS_EN_TE: NumberWords = { words: NUMBER_WORDS, multipliers: MULTIPLIERS };

/** A run of digits and number words: where it is in the text (trailing separators excluded), and what it says. */
export type NumberRun = {
  start: number;
  end: number;
  /** The digits the run stands for, in ASCII ("double nine" is "99"). */
  digits: string;
  /** How many phone digits the run counts (a repeat word with nothing after it still counts). */
  count: number;
};

const DIGIT = "[0-9\\u0C66-\\u0C6F\\u0966-\\u096F]";
const SEPARATOR = "[\\s\\-.()+/,_*:]*";

/** The digit a Telugu, Devanagari or ASCII digit character stands for. */
function asciiDigit(ch: string): string {
  const code = ch.charCodeAt(0);
  if (code >= 0x0c66 && code <= 0x0c6f) return String(code - 0x0c66);
  if (code >= 0x0966 && code <= 0x096f) return String(code - 0x0966);
  return ch;
}

/** A finder of number runs spelled with digits and the given words. */
export function numberRunFinder(vocabulary: NumberWords): (text: string) => NumberRun[] {
  const words = [...Object.keys(vocabulary.words), ...Object.keys(vocabulary.multipliers)]
    .sort((a, b) => b.length - a.length)
    .join("|");
  // A word only when not part of a longer word (JS's \b knows only ASCII letters, so lookarounds on letters).
  const word = `(?<![\\p{L}\\p{M}])(?:${words})(?![\\p{L}\\p{M}])`;
  const token = `(?:${DIGIT}|${word})`;
  const runPattern = new RegExp(`[+(]*${token}(?:${SEPARATOR}${token})*`, "giu");
  const tokenPattern = new RegExp(`${DIGIT}|${word}`, "giu");
  const trailingPattern = new RegExp(`${SEPARATOR}$`, "u");
  return (text) => {
    const runs: NumberRun[] = [];
    for (const match of text.matchAll(runPattern)) {
      const run = match[0];
      const trailing = trailingPattern.exec(run)?.[0] ?? "";
      let digits = "";
      let count = 0;
      let repeat = 1;
      for (const [token] of run.matchAll(tokenPattern)) {
        const lower = token.toLowerCase();
        const times = vocabulary.multipliers[lower];
        if (times !== undefined) {
          count += times - 1;
          repeat = times;
          continue;
        }
        const digit = vocabulary.words[lower] ?? asciiDigit(token);
        digits += digit.repeat(repeat);
        count += 1;
        repeat = 1;
      }
      runs.push({ start: match.index, end: match.index + run.length - trailing.length, digits, count });
    }
    return runs;
  };
}

/** Number runs spelled with digits and English or Telugu number words. */
export const findNumberRuns = numberRunFinder(NUMBER_WORDS_EN_TE);

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
  // Keep the spaces and punctuation that ended a run, so the sentence still reads.
  const numbers = out;
  out = "";
  let from = 0;
  for (const run of findNumberRuns(numbers)) {
    if (run.count < PHONE_DIGITS_MIN) continue;
    out += numbers.slice(from, run.start) + mark();
    from = run.end;
  }
  out += numbers.slice(from);
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
