/**
 * Contact details in a conversation message stay hidden from the reader until both members agree to share
 * them. Masking is applied when a message is read (never when it is written), so consent can unmask it and
 * staff handling a report see what was sent. The server returns the message as parts; the reader's app
 * renders a masked part in the reader's language ("•••• shared when you both agree").
 *
 * What is caught: phone numbers (the interest-note scrubber's number runs in ASCII, Telugu and Devanagari
 * digits and English/Telugu/Tenglish words, kept apart from amounts, dates, times and years), emails
 * (also "at ... dot" spellings in English and Telugu), UPI IDs, social handles and links. It is a filter for
 * the ordinary ways people slip a contact in, not a proof against every encoding.
 *
 * Contract used by `convex/model/conversations`: keep these signatures.
 */
import { NUMBER_WORDS_EN_TE, numberRunFinder, PHONE_DIGITS_MIN, type NumberRun } from "../contactScrub";

export type ContactKind = "phone" | "email" | "upi" | "social" | "link";

export type MessagePart = { kind: "text"; text: string } | { kind: "masked"; contact: ContactKind };

export type MaskResult = { parts: MessagePart[]; kinds: ContactKind[] };

/** One contact detail found in a message: its place (UTF-16 offsets, end excluded) and its kind. */
export type ContactSpan = { start: number; end: number; kind: ContactKind };

/** Number words in Telugu written in Latin letters (Tenglish), beside the English and Telugu ones. */
const TENGLISH_WORDS: Record<string, string> = {
  sunna: "0",
  okati: "1",
  okkati: "1",
  rendu: "2",
  moodu: "3",
  mudu: "3",
  naalugu: "4",
  nalugu: "4",
  aidu: "5",
  ayidu: "5",
  aaru: "6",
  edu: "7",
  yedu: "7",
  enimidi: "8",
  enmidi: "8",
  tommidi: "9",
  thommidi: "9",
};

const findRuns = numberRunFinder({
  words: { ...NUMBER_WORDS_EN_TE.words, ...TENGLISH_WORDS },
  multipliers: NUMBER_WORDS_EN_TE.multipliers,
});

/** Letters inside words (Telugu vowel signs are marks; ZWJ/ZWNJ join Telugu conjuncts). */
const L = "\\p{L}\\p{M}\\u200C\\u200D";
const NOT_AFTER_LETTER = `(?<![${L}\\p{N}])`;
const NOT_BEFORE_LETTER = `(?![${L}\\p{N}])`;

/** Banks' UPI handles (the part after "@" in a UPI ID). */
const UPI_HANDLES = [
  "okaxis",
  "okhdfcbank",
  "okicici",
  "oksbi",
  "ybl",
  "ibl",
  "axl",
  "paytm",
  "pthdfc",
  "ptsbi",
  "ptaxis",
  "ptyes",
  "upi",
  "apl",
  "yapl",
  "axisbank",
  "icici",
  "hdfcbank",
  "sbi",
  "kotak",
  "indus",
  "fbl",
  "idfcbank",
  "freecharge",
  "airtel",
  "jio",
  "waicici",
  "wahdfcbank",
  "waaxis",
  "wasbi",
].join("|");

const UPI = new RegExp(
  `${NOT_AFTER_LETTER}[A-Za-z0-9][A-Za-z0-9._-]*\\s*(?:@|\\s(?:at|ఎట్)\\s|[[(]\\s*at\\s*[\\])])\\s*(?:${UPI_HANDLES})${NOT_BEFORE_LETTER}(?!\\s*(?:\\.|dot\\b)\\s*[a-z])`,
  "giu",
);

const TLD_WORDS = "com|co\\.in|co|in|net|org|edu|me|info|io|us|uk|ae|ca|au|కామ్|కాం|ఇన్";
/** An email's local part: letters (any script), digits and the usual punctuation, "dot" spelled out too. */
const NAME = `[${L}\\p{N}][${L}\\p{N}._%+-]*`;
const SPELLED_AT = `(?:\\s*[[(]\\s*(?:at|@)\\s*[\\])]\\s*|\\s+(?:at|ఎట్)\\s+)`;
const SPELLED_DOT = `(?:\\s*[[(]\\s*(?:dot|\\.)\\s*[\\])]\\s*|\\s+(?:dot|డాట్)\\s+|\\s*\\.\\s*)`;
/** "dot" as a word or in brackets: a literal "." is already part of NAME (two ways to read it would backtrack). */
const SPELLED_WORD_DOT = `(?:\\s*[[(]\\s*(?:dot|\\.)\\s*[\\])]\\s*|\\s+(?:dot|డాట్)\\s+)`;
const EMAIL = new RegExp(
  [
    // name@host.tld, spaces allowed around "@" and "."
    `${NOT_AFTER_LETTER}[A-Za-z0-9._%+-]+\\s*@\\s*[A-Za-z0-9-]*[A-Za-z][A-Za-z0-9-]*(?:\\s*\\.\\s*[A-Za-z0-9-]+)*\\s*\\.\\s*[A-Za-z]{2,10}${NOT_BEFORE_LETTER}`,
    // "gmail: ravikumar": a plain name after the provider and a colon
    `(?<=\\b(?:g\\s?mail|yahoo|outlook|hotmail)\\s{0,3}(?:id)?\\s{0,3}[:=]\\s{0,3})[A-Za-z][A-Za-z0-9]{3,}${NOT_BEFORE_LETTER}`,
    // "ravi.kumar at gmail": an address-like name (with a dot, underscore or digit) at a provider, no ".com"
    `${NOT_AFTER_LETTER}[A-Za-z0-9]+[._0-9][A-Za-z0-9._]*${SPELLED_AT}(?:gmail|yahoo|outlook|hotmail|rediffmail|ymail)${NOT_BEFORE_LETTER}`,
    // "ravi@gmail": a mail provider without its ".com"
    `${NOT_AFTER_LETTER}[A-Za-z0-9._%+-]+\\s*@\\s*(?:gmail|yahoo|outlook|hotmail|rediffmail|ymail)${NOT_BEFORE_LETTER}`,
    // "ravi at gmail dot com", "ravi(at)gmail(dot)com", "రవి ఎట్ జీమెయిల్ డాట్ కామ్"
    `${NOT_AFTER_LETTER}${NAME}(?:${SPELLED_WORD_DOT}${NAME})*${SPELLED_AT}[${L}\\p{N}-]+(?:${SPELLED_DOT}[${L}\\p{N}-]+)*?${SPELLED_DOT}(?:${TLD_WORDS})${NOT_BEFORE_LETTER}`,
    // "gmail id: ravi.kumar95", "my mail is ravik_95": the provider named, the address without it
    `(?<=\\b(?:g\\s?mail|e-?mail|mail|yahoo|outlook|hotmail)\\s{0,3}(?:id|address)?\\s{0,3}(?:is|:|-|=)\\s{0,3})[A-Za-z][A-Za-z0-9]*[._][A-Za-z0-9._]+|(?<=\\b(?:g\\s?mail|e-?mail|mail|yahoo|outlook|hotmail)\\s{0,3}(?:id|address)?\\s{0,3}(?:is|:|-|=)?\\s{0,3})[A-Za-z]+[0-9]{2,}${NOT_BEFORE_LETTER}`,
  ].join("|"),
  "giu",
);

const TLDS = "com|in|net|org|co|io|me|info|biz|app|ly|link|xyz|us|uk|ae|site|online|page|to|gl|gg|cc";
/** Hosts people share as a contact without any "http" or "www". */
const SHORT_HOSTS =
  "wa\\.me|t\\.me|bit\\.ly|fb\\.me|m\\.me|instagr\\.am|tinyurl\\.com|goo\\.gl|linktr\\.ee|chat\\.whatsapp\\.com";
const LINK = new RegExp(
  [
    `(?:https?:\\/\\/|www\\.)[^\\s]+`,
    `${NOT_AFTER_LETTER}(?:${SHORT_HOSTS})(?:\\/[^\\s]*)?`,
    // bare domains (ravikumar.com, site.in/me); a capital after the dot is a missing space ("music.To")
    `(?<![${L}\\p{N}@.])[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.(?:${TLDS})${NOT_BEFORE_LETTER}(?:\\/[^\\s]*)?`,
  ].join("|"),
  "gu",
);

/** Networks named before a handle, in English, Tenglish and Telugu. */
const NETWORKS = [
  "instagram",
  "insta",
  "ig",
  "facebook",
  "fb",
  "telegram",
  "tg",
  "snapchat",
  "snap",
  "twitter",
  "threads",
  "linkedin",
  "sharechat",
  "moj",
  "ఇన్[\\u200C]?స్టా(?:గ్రామ్)?",
  "ఫేస్[\\u200C]?బుక్",
  "టెలిగ్రామ్",
  "స్నాప్[\\u200C]?చాట్",
  "ట్విట్టర్",
].join("|");
/** Words after a network name that are talk about it, not a handle ("my insta is private"). */
const NOT_HANDLES = new Set(
  "private public closed deactivate deactivated delete deleted create created open chesanu chesa not off down there fine full boring active inactive new old also the a an very mostly only and or but so my your me you is are was were lo ki ledu ledhu undi unnadi story stories reels post posts photos pics account page profile id handle username link name too app".split(
    " ",
  ),
);
const SOCIAL_NAMED = new RegExp(
  `${NOT_AFTER_LETTER}(?:${NETWORKS}|x(?=\\s*(?:handle|id)?\\s*[:@]))${NOT_BEFORE_LETTER}\\s*(?:(?<named>id|handle|username|user\\s?name|account|profile|page|ఐడీ)\\s*)?(?<link>is|:|-|=|lo|as|@|ki|ఐడీ|లో)?\\s*(?<handle>@?[A-Za-z0-9._-]{2,30})(?![A-Za-z0-9._@-])`,
  "giu",
);
/** "on insta, it's sravani.reddy": a token shaped like a handle a few words after the network. */
const SOCIAL_NEAR = new RegExp(
  `${NOT_AFTER_LETTER}(?:${NETWORKS})${NOT_BEFORE_LETTER}(?:[^\\n.!?]{0,20}?\\s)?(?<handle>@?[A-Za-z][A-Za-z0-9]*(?:[._][A-Za-z0-9]+)+|@?[A-Za-z]{2,}[0-9]{2,}(?:[._][A-Za-z0-9]+)*)(?![A-Za-z0-9._@-])`,
  "giu",
);
/** "ravikumar95 on insta": the handle before the network. */
const SOCIAL_BEFORE = new RegExp(
  `${NOT_AFTER_LETTER}@?[A-Za-z][A-Za-z0-9._-]{2,29}(?=\\s+(?:on|in|lo|at)\\s+(?:${NETWORKS})${NOT_BEFORE_LETTER})`,
  "giu",
);
/** "@ravi_k": a handle on its own (not a time like "@6pm", not an email, not "@ 6pm"). */
const AT_HANDLE = new RegExp(`(?<![${L}\\p{N}@._])@[A-Za-z0-9._]{3,30}(?![A-Za-z0-9@])`, "gu");

/** Words before a plain "@word" that make it a handle. */
const HANDLE_CUE = new RegExp(
  `(?:\\b(?:follow|add|dm|ping|message|msg|search|find|text|handle|id)\\b|${NETWORKS})[^\\n]{0,12}$`,
  "iu",
);

function isHandleLike(handle: string, link: string | undefined, named = false): boolean {
  const bare = handle.replace(/^@/, "");
  if (/^\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm)?$/i.test(bare)) return false;
  if (handle.startsWith("@") || link === ":" || link === "@" || link === "=") return true;
  if (NOT_HANDLES.has(bare.toLowerCase())) return false;
  if (/[._0-9]/.test(bare)) return true;
  // A plain word is a handle only when named as one ("insta id ravikumar"): "insta lo unnava" is talk.
  return named;
}

/** Digits formatted as an amount: Indian (1,20,000, 12,00,000) or Western (1,200,000) grouping. */
const AMOUNT_GROUPING = /^\d{1,3}(?:,\d{2})*,\d{3}(?:\.\d+)?$|^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
const DATE = /^\d{1,2}\s*([/.-])\s*\d{1,2}\s*\1\s*\d{2,4}$|^\d{4}\s*([/.-])\s*\d{1,2}\s*\2\s*\d{1,2}$/;
const TIMES = /^\d{1,2}[:.]\d{2}(?:\s*[-/,]?\s*\d{1,2}[:.]\d{2})+$/;
const FRACTION = /^\d{1,5}\s*\/\s*\d{1,5}$/;
const YEARS = /^(?:19|20)\d{2}(?:\s*[-/,]?\s*(?:(?:19|20)\d{2}|\d{2}))+$/;
/** Hyderabad-style house numbers: 8-2-293/82. */
const HOUSE_NUMBER = /^\d{1,2}-\d{1,2}-\d{1,4}(?:\/\d+)*$/;
/** Sums: "45000 + 15000". */
const SUM = /\d\s*\+\s*\d/;
/** Words just before a number that make it an amount, a measure or a count. */
const AMOUNT_BEFORE =
  /(?:₹|\brs\.?|\binr|\brupees|\bsalary|\bctc|\bpackage|\bincome|\bearn(?:s|ing)?|\bworth|\bprice|\bcost|\bbudget|\bamount|\bfees?|\bloan|\bemi|\bjeetham|జీతం|దాదాపు|\babout|\baround|\bnearly|\brank|\bscore|\bmarks|\bbasic|\bhra|\bbonus|\ballowance)\s*(?:is|of|:|-|around|about)?\s*$/iu;
const AMOUNT_AFTER =
  /^\s*(?:\/-|lpa\b|lakhs?\b|lacs?\b|l\b|crores?\b|cr\b|k\b|rs\b|rupees\b|inr\b|usd\b|dollars\b|per\b|pm\b|p\.?a\b|sq\.?\s?ft|sft\b|acres?\b|yards?\b|gajalu\b|kms?\b|km\b|years?\b|yrs\b|రూపాయ|లక్ష|కోట్ల|ఎకరా|గజాల)/iu;

/** Telugu and Devanagari digits as ASCII, so the shapes of dates and amounts are checked once. */
function toAsciiDigits(text: string): string {
  return text.replace(/[\u0C66-\u0C6F\u0966-\u096F]/gu, (d) => String((d.charCodeAt(0) - 0x0966) % 0x300));
}

/** A run that reads as an Indian mobile or a landline with its code, whatever the context. */
function looksLikePhone(digits: string): boolean {
  return /^(?:91|0)?[6-9]\d{9}$/.test(digits) || /^0\d{9,10}$/.test(digits);
}

function isPhoneRun(text: string, run: NumberRun): boolean {
  if (run.count < PHONE_DIGITS_MIN) return false;
  if (looksLikePhone(run.digits)) return true;
  const written = toAsciiDigits(text.slice(run.start, run.end).replace(/^[+(]+/, ""));
  if ([DATE, TIMES, YEARS, FRACTION, HOUSE_NUMBER, SUM].some((shape) => shape.test(written))) return false;
  // An amount or a range of amounts ("2,00,000 - 3,00,000").
  if (written.split(/\s*[-/]\s*/).every((piece) => AMOUNT_GROUPING.test(piece))) return false;
  return !isAmount(text, run);
}

/** A run of 3 to 6 digits that is not an amount: it may be one half of a phone number written apart. */
function isHalfOfPhone(text: string, run: NumberRun): boolean {
  return run.count >= 3 && run.count < PHONE_DIGITS_MIN && !isAmount(text, run);
}

/** A run said to be a sum, a measure or a rank by the words around it. */
function isAmount(text: string, run: NumberRun): boolean {
  const before = text.slice(Math.max(0, run.start - 30), run.start);
  const after = text.slice(run.end, run.end + 20);
  return AMOUNT_BEFORE.test(before) || AMOUNT_AFTER.test(after);
}

/**
 * The text with digit look-alikes made digits, each character kept at its offset: letter O and l/I between
 * digits ("9848O22334"), fullwidth digits, and the keycap marks of emoji digits ("9️⃣8️⃣") as spaces.
 */
function digitLookalikes(text: string): string {
  return text
    .replace(/(?<=\d[oOlI]*)[oOlI](?=[oOlI]*\d)/g, (ch) => (ch === "o" || ch === "O" ? "0" : "1"))
    .replace(/[\uFF10-\uFF19]/g, (d) => String(d.charCodeAt(0) - 0xff10))
    .replace(/[\uFE0F\u20E3]/g, " ");
}

/** Only spaces and punctuation: nothing said between a run and the message's edge. */
const EDGE = /^[\s.,\-:;!?()+/_*]*$/u;

/**
 * A number split over the sender's previous message and this one ("98480" then "22334"): the run that
 * ends `previous` and the run that starts `text`, when together (and neither alone) they read as a phone.
 */
export function splitNumber(previous: string, text: string): { previous: ContactSpan; current: ContactSpan } | null {
  const tail = findRuns(digitLookalikes(previous)).at(-1);
  const head = findRuns(digitLookalikes(text))[0];
  if (!tail || !head) return null;
  if (!EDGE.test(previous.slice(tail.end)) || !EDGE.test(text.slice(0, head.start))) return null;
  if (tail.count >= PHONE_DIGITS_MIN || head.count >= PHONE_DIGITS_MIN || tail.count < 2 || head.count < 2) return null;
  if (isAmount(previous, tail) || isAmount(text, head)) return null;
  const digits = tail.digits + head.digits;
  if (!looksLikePhone(digits) && !(digits.length >= 8 && digits.length <= 12 && /^[6-9]/.test(digits))) return null;
  return {
    previous: { start: tail.start, end: tail.end, kind: "phone" },
    current: { start: head.start, end: head.end, kind: "phone" },
  };
}

/** Which kind wins when two findings overlap the same characters: the more specific one. */
const PRIORITY: Record<ContactKind, number> = { upi: 5, email: 4, link: 3, social: 2, phone: 1 };

function trimPunctuation(text: string, span: ContactSpan): ContactSpan {
  let end = span.end;
  while (end > span.start && /[.,!?;:)\]}'"]/.test(text[end - 1] ?? "")) end -= 1;
  return { ...span, end };
}

/** Every contact detail in `text`, in order, none overlapping. */
export function findContacts(text: string, opts: { previous?: string } = {}): ContactSpan[] {
  const found: ContactSpan[] = [];
  const add = (start: number, end: number, kind: ContactKind): void => {
    const span =
      kind === "link" || kind === "social" ? trimPunctuation(text, { start, end, kind }) : { start, end, kind };
    if (span.end > span.start) found.push(span);
  };
  for (const m of text.matchAll(UPI)) add(m.index, m.index + m[0].length, "upi");
  for (const m of text.matchAll(EMAIL)) add(m.index, m.index + m[0].length, "email");
  for (const m of text.matchAll(LINK)) add(m.index, m.index + m[0].length, "link");
  for (const m of text.matchAll(SOCIAL_NAMED)) {
    const handle = m.groups?.handle ?? "";
    if (!isHandleLike(handle, m.groups?.link, m.groups?.named !== undefined)) continue;
    const start = m.index + m[0].length - handle.length;
    add(start, start + handle.length, "social");
  }
  for (const m of text.matchAll(SOCIAL_NEAR)) {
    const handle = m.groups?.handle ?? "";
    const start = m.index + m[0].length - handle.length;
    // Handles are typed in lower case; "B.Tech" or "Dr.Reddy" near "fb" are talk.
    const bare = handle.replace(/^@/, "");
    if (bare.length >= 4 && (!/[A-Z]/.test(bare) || /\d/.test(bare))) add(start, start + handle.length, "social");
  }
  for (const m of text.matchAll(SOCIAL_BEFORE)) {
    if (/[._0-9]/.test(m[0]) || m[0].startsWith("@")) add(m.index, m.index + m[0].length, "social");
  }
  for (const m of text.matchAll(AT_HANDLE)) {
    // A plain "@word" may be a place ("dinner @Paradise"): a handle when shaped like one or asked to follow.
    const shaped = /[._0-9]/.test(m[0].slice(1));
    const cued = HANDLE_CUE.test(text.slice(Math.max(0, m.index - 25), m.index));
    if (isHandleLike(m[0], "@") && (shaped || cued)) add(m.index, m.index + m[0].length, "social");
  }
  const lookalike = digitLookalikes(text);
  const runs = findRuns(lookalike);
  runs.forEach((run, i) => {
    if (isPhoneRun(lookalike, run)) add(run.start, run.end, "phone");
    // "starts with 98480 and ends with 22334": two halves of a mobile a few words apart.
    const next = runs[i + 1];
    if (next && isHalfOfPhone(lookalike, run) && isHalfOfPhone(lookalike, next)) {
      const gap = lookalike.slice(run.end, next.start);
      if (gap.length <= 30 && !/\p{N}/u.test(gap) && looksLikePhone(run.digits + next.digits)) {
        add(run.start, run.end, "phone");
        add(next.start, next.end, "phone");
      }
    }
  });
  if (opts.previous !== undefined) {
    const split = splitNumber(opts.previous, text);
    if (split) found.push(split.current);
  }
  // Longest first, then the more specific kind; a finding overlapping one already kept is dropped.
  found.sort((a, b) => b.end - b.start - (a.end - a.start) || PRIORITY[b.kind] - PRIORITY[a.kind]);
  const kept: ContactSpan[] = [];
  for (const span of found) {
    if (!kept.some((k) => span.start < k.end && k.start < span.end)) kept.push(span);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** The parts of `text` with the given spans masked; adjacent text is one part. */
export function partsOf(text: string, spans: readonly ContactSpan[]): MessagePart[] {
  const parts: MessagePart[] = [];
  const pushText = (chunk: string): void => {
    if (chunk === "") return;
    const last = parts.at(-1);
    if (last?.kind === "text") last.text += chunk;
    else parts.push({ kind: "text", text: chunk });
  };
  let from = 0;
  for (const span of spans) {
    pushText(text.slice(from, span.start));
    parts.push({ kind: "masked", contact: span.kind });
    from = span.end;
  }
  pushText(text.slice(from));
  return parts;
}

/**
 * The original text back from parts: each masked part, in order, replaced by its original. With the spans
 * from `findContacts`, `joinParts(parts, spans.map((s) => text.slice(s.start, s.end)))` is `text`.
 */
export function joinParts(parts: readonly MessagePart[], originals: readonly string[]): string {
  let i = 0;
  return parts.map((part) => (part.kind === "text" ? part.text : (originals[i++] ?? ""))).join("");
}

/**
 * Splits `text` into plain and masked parts. `previous` is the same sender's message just before this one
 * (a number split across two consecutive messages is caught in the second).
 */
export function maskContacts(text: string, opts: { previous?: string } = {}): MaskResult {
  const spans = findContacts(text, opts);
  const kinds: ContactKind[] = [];
  for (const span of spans) if (!kinds.includes(span.kind)) kinds.push(span.kind);
  return { parts: partsOf(text, spans), kinds };
}

/** True when `text` holds any contact detail the reader must not see before both agree. */
export function hasContacts(text: string, opts: { previous?: string } = {}): boolean {
  return findContacts(text, opts).length > 0;
}
