/**
 * The rashi a member's nakshatram and pada put the moon in (shared rules/horoscope), for the forms: it
 * prefills the rashi and warns, without blocking, when the rashi chosen is not one the star allows.
 */
import {
  NAKSHATRA_PADAS,
  NAKSHATRAM_VALUES,
  RASHI_VALUES,
  type Nakshatram,
  type Rashi,
} from "@matrimony/shared/options";
import { padaOf, rashiOf, rashisOfStar } from "@matrimony/shared/rules/horoscope/index";

function asNakshatram(value: string): Nakshatram | undefined {
  return (NAKSHATRAM_VALUES as readonly string[]).includes(value) ? (value as Nakshatram) : undefined;
}

/**
 * The rashis the star (and pada, when given) allows: one, two for a straddling star without a pada, none without a
 * star.
 */
export function rashisForStar(nakshatram: string, pada: string): readonly Rashi[] {
  const star = asNakshatram(nakshatram);
  if (!star) return [];
  const known = NAKSHATRA_PADAS.find((p) => p === pada);
  if (known) {
    const r = rashiOf(star, padaOf(known));
    return r ? [r] : [];
  }
  return rashisOfStar(star);
}

/** The rashi to prefill: only when the star and pada fix it. */
export function prefilledRashi(nakshatram: string, pada: string): Rashi | undefined {
  const rashis = rashisForStar(nakshatram, pada);
  return rashis.length === 1 ? rashis[0] : undefined;
}

/** The rashis the star allows when the chosen rashi is not one of them (the form warns); otherwise null. */
export function rashiMismatch(nakshatram: string, pada: string, rashi: string): readonly Rashi[] | null {
  if (!(RASHI_VALUES as readonly string[]).includes(rashi)) return null;
  const allowed = rashisForStar(nakshatram, pada);
  return allowed.length > 0 && !allowed.includes(rashi as Rashi) ? allowed : null;
}

/**
 * The rashi after the star or pada changed: the new derived rashi when the old one was empty or was itself
 * derived from the previous star and pada (so a prefill follows the star), else the member's own choice.
 */
export function rashiAfterStarChange(
  before: { nakshatram: string; nakshatraPada: string; rashi: string },
  after: { nakshatram: string; nakshatraPada: string },
): string {
  const next = prefilledRashi(after.nakshatram, after.nakshatraPada);
  if (next === undefined) return before.rashi;
  const wasDerived = before.rashi === "" || before.rashi === prefilledRashi(before.nakshatram, before.nakshatraPada);
  return wasDerived ? next : before.rashi;
}
