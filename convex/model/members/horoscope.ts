/**
 * Horoscope compatibility as the member screens receive it: a compact summary on each match
 * card, computed with the page so no card needs a request of its own, and the full Guna Milan and Dasa
 * Porutham on the member page. Bride and groom follow gender; null when either has not given a nakshatram.
 */
import { v, type Infer } from "convex/values";
import { literals } from "convex-helpers/validators";
import {
  horoscopeMatch,
  horoscopeSummary,
  KOOTA_KEYS,
  PORUTHAM_KEYS,
  type HoroscopeMatch,
  type HoroscopeMember,
  type HoroscopeSummary,
} from "@matrimony/shared/rules/horoscope/index";

const vVeto = literals("rajju", "vedha");

export const vHoroscopeSummary = v.union(
  v.null(),
  v.object({ guna: v.number(), porutham: v.number(), vetoes: v.array(vVeto), uncertain: v.boolean() }),
);

const vKoota = v.object({
  key: literals(...KOOTA_KEYS),
  score: v.number(),
  max: v.number(),
  uncertain: v.optional(v.literal(true)),
});
const vPorutham = v.object({
  key: literals(...PORUTHAM_KEYS),
  ok: v.boolean(),
  uncertain: v.optional(v.literal(true)),
});

export const vHoroscopeMatch = v.union(
  v.null(),
  v.object({
    guna: v.object({
      total: v.number(),
      max: v.literal(36),
      kootas: v.array(vKoota),
      kootaSum: v.number(),
      doshas: v.array(literals("nadi", "bhakoot", "gana")),
      uncertain: v.boolean(),
    }),
    porutham: v.object({
      matched: v.number(),
      total: v.literal(10),
      poruthams: v.array(vPorutham),
      vetoes: v.array(vVeto),
      sameStar: v.optional(
        v.object({
          ok: v.boolean(),
          reason: literals("differentRashi", "samePada", "uttama", "groomPadaFirst", "madhyamaPadaOrder", "adhama"),
          uncertain: v.optional(v.literal(true)),
        }),
      ),
    }),
  }),
);
export type HoroscopeMatchView = Infer<typeof vHoroscopeMatch>;

/** Only the fields the rules read, so nothing else of either profile can travel with the result. */
function member(p: HoroscopeMember): HoroscopeMember {
  const m: HoroscopeMember = { gender: p.gender };
  if (p.nakshatram !== undefined) m.nakshatram = p.nakshatram;
  if (p.nakshatraPada !== undefined) m.nakshatraPada = p.nakshatraPada;
  if (p.rashi !== undefined) m.rashi = p.rashi;
  return m;
}

export function cardHoroscope(viewer: HoroscopeMember, candidate: HoroscopeMember): HoroscopeSummary | null {
  return horoscopeSummary(member(viewer), member(candidate));
}

export function pageHoroscope(viewer: HoroscopeMember, candidate: HoroscopeMember): HoroscopeMatch | null {
  return horoscopeMatch(member(viewer), member(candidate));
}
