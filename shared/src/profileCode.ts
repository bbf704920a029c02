/**
 * Profile codes: what a member quotes to support on the phone ('TM' + 6 characters). The alphabet leaves out
 * 0/O, 1/I/L (confused when read or heard) and U (Crockford's choice, avoids accidental words).
 */
export const PROFILE_CODE_PREFIX = "TM";
export const PROFILE_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const PROFILE_CODE_LENGTH = 6;
/** How many distinct codes exist: 30^6 = 729,000,000. */
export const PROFILE_CODE_SPACE = PROFILE_CODE_ALPHABET.length ** PROFILE_CODE_LENGTH;

// n ↦ (n·A + B) mod SPACE is a bijection because A shares no factor with 30, so codes stay unique while
// consecutive numbers do not give guessable neighbouring codes.
const SCRAMBLE_MULTIPLIER = 1_000_003;
const SCRAMBLE_OFFSET = 123_456_789;

function encode(value: number): string {
  let rest = value;
  let out = "";
  for (let i = 0; i < PROFILE_CODE_LENGTH; i++) {
    out = PROFILE_CODE_ALPHABET.charAt(rest % PROFILE_CODE_ALPHABET.length) + out;
    rest = Math.floor(rest / PROFILE_CODE_ALPHABET.length);
  }
  return PROFILE_CODE_PREFIX + out;
}

/** The code of member number n (0 ≤ n < PROFILE_CODE_SPACE); distinct numbers give distinct codes. */
export function makeProfileCode(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= PROFILE_CODE_SPACE) {
    throw new RangeError(`Profile code number out of range: ${String(n)}`);
  }
  return encode((n * SCRAMBLE_MULTIPLIER + SCRAMBLE_OFFSET) % PROFILE_CODE_SPACE);
}

/** A code from a random source returning [0, 1) such as Math.random; the caller checks it is unused. */
export function randomProfileCode(random: () => number): string {
  let out = "";
  for (let i = 0; i < PROFILE_CODE_LENGTH; i++) {
    const raw = Math.floor(random() * PROFILE_CODE_ALPHABET.length);
    const index = Math.min(PROFILE_CODE_ALPHABET.length - 1, Math.max(0, raw));
    out += PROFILE_CODE_ALPHABET.charAt(index);
  }
  return PROFILE_CODE_PREFIX + out;
}

/** Uppercase, without spaces or dashes: 'tm-ab3 4cd' → 'TMAB34CD'. */
export function normaliseProfileCode(text: string): string {
  return text.replace(/[\s-]/g, "").toUpperCase();
}

const CODE_PATTERN = new RegExp(`^${PROFILE_CODE_PREFIX}[${PROFILE_CODE_ALPHABET}]{${String(PROFILE_CODE_LENGTH)}}$`);

/** Whether the text is a profile code as typed by staff (case, spaces and dashes do not matter). */
export function isProfileCode(text: string): boolean {
  return CODE_PATTERN.test(normaliseProfileCode(text));
}
