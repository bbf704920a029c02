/**
 * Horoscope match between two members: the bride and groom order follows gender, and nothing is
 * computed when either has not given a nakshatram (the member page says "Not given" then).
 */
import type { Gender, Nakshatram, NakshatraPada, Rashi } from "../../options";
import { dasaPorutham, type DasaPorutham, type Veto } from "./dasaPorutham";
import { gunaMilan, type GunaMilan } from "./gunaMilan";
import type { HoroscopeParty } from "./party";
import type { Pada } from "./stars";

/** The profile fields a match reads, as stored (the pada is the text "1".."4"). */
export type HoroscopeMember = {
  gender: Gender;
  nakshatram?: Nakshatram;
  nakshatraPada?: NakshatraPada;
  rashi?: Rashi;
};

export function padaOf(stored: NakshatraPada): Pada {
  return Number(stored) as Pada;
}

export type HoroscopeMatch = { guna: GunaMilan; porutham: DasaPorutham };
/** What a match card shows: "24/36 · 7/10", and the vetoes in red. */
export type HoroscopeSummary = { guna: number; porutham: number; vetoes: Veto[]; uncertain: boolean };

function party(m: HoroscopeMember): HoroscopeParty | null {
  if (m.nakshatram === undefined) return null;
  const p: HoroscopeParty = { nakshatram: m.nakshatram };
  if (m.nakshatraPada !== undefined) p.pada = padaOf(m.nakshatraPada);
  if (m.rashi !== undefined) p.rashi = m.rashi;
  return p;
}

export function horoscopeMatch(a: HoroscopeMember, b: HoroscopeMember): HoroscopeMatch | null {
  if (a.gender === b.gender) return null;
  const [brideMember, groomMember] = a.gender === "Female" ? [a, b] : [b, a];
  const bride = party(brideMember);
  const groom = party(groomMember);
  if (!bride || !groom) return null;
  return { guna: gunaMilan(bride, groom), porutham: dasaPorutham(bride, groom) };
}

export function horoscopeSummary(a: HoroscopeMember, b: HoroscopeMember): HoroscopeSummary | null {
  const m = horoscopeMatch(a, b);
  if (!m) return null;
  return {
    guna: m.guna.total,
    porutham: m.porutham.matched,
    vetoes: m.porutham.vetoes,
    uncertain: m.guna.uncertain || m.porutham.poruthams.some((p) => p.uncertain === true),
  };
}
