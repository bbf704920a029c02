/**
 * The rashi (moon-sign) attributes the rashi-based kootas read: varna, vashya group, lord, and the
 * classical vashya list, plus the natural friendships of the planets that Graha Maitri and
 * Rasyadhipati are derived from. Rashis are indexed 0 (Mesham) .. 11 (Meenam), as options.ts lists them.
 */
import { RASHI_VALUES, type Nakshatram, type Rashi } from "../../options";
import { padaIndexInRashi, rashiOfPada, type Pada } from "./stars";

export function rashiIndex(r: Rashi): number {
  return RASHI_VALUES.indexOf(r);
}

/** Varna rank, higher is higher: Brahmin 4 (water signs), Kshatriya 3 (fire), Vaishya 2 (earth), Shudra 1 (air).
 * Sources: aadri.in/Blog/blog-details/49 and microastrology.com's marriage compatibility page (same grouping). */
const VARNA_RANK: readonly number[] = [3, 2, 1, 4, 3, 2, 1, 4, 3, 2, 1, 4];
export const VARNA_NAMES = { 4: "Brahmin", 3: "Kshatriya", 2: "Vaishya", 1: "Shudra" } as const;
export function varnaRank(r: Rashi): number {
  return VARNA_RANK[rashiIndex(r)] as number;
}

export type VashyaGroup = "Chatushpada" | "Manava" | "Jalachara" | "Vanachara" | "Keeta";
/**
 * Vashya group of a pada. Mesham, Vrushabham: Chatushpada; Mithunam, Kanya, Thula, Kumbham: Manava;
 * Karkatakam, Meenam: Jalachara; Simham: Vanachara; Vruschikam: Keeta; Dhanussu: first 15° Manava,
 * second Chatushpada; Makaram: first 15° Chatushpada, second Jalachara. Source: ranjanadikshit.com/en/
 * kundali-milan and jindginow.com (same groups); kundalimilan.in and dharmarth.in (Hindi) split Dhanussu and
 * Makaram the same way. telugusourabham.blogspot.com's worked example takes all of Dhanussu as Manava; no
 * source states that as the rule (docs/horoscope.md, "How the conventions were settled"). A pada is 3°20', so the fifth
 * pada of Dhanussu and of
 * Makaram (Purvashada 1, Sravanam 2) runs across the 15° line: we place a pada in the half it starts in.
 */
export function vashyaGroup(nakshatram: Nakshatram, pada: Pada): VashyaGroup {
  const r = rashiOfPada(nakshatram, pada);
  const firstHalf = padaIndexInRashi(nakshatram, pada) <= 4;
  switch (r) {
    case "Mesham":
    case "Vrushabham":
      return "Chatushpada";
    case "Mithunam":
    case "Kanya":
    case "Thula":
    case "Kumbham":
      return "Manava";
    case "Karkatakam":
    case "Meenam":
      return "Jalachara";
    case "Simham":
      return "Vanachara";
    case "Vruschikam":
      return "Keeta";
    case "Dhanussu":
      return firstHalf ? "Manava" : "Chatushpada";
    case "Makaram":
      return firstHalf ? "Chatushpada" : "Jalachara";
  }
}

const VASHYA_ORDER: readonly VashyaGroup[] = ["Chatushpada", "Manava", "Jalachara", "Vanachara", "Keeta"];
/**
 * Vashya points, groom's group (row) by bride's group (column), as the common ashtakoota table prints
 * it (same group 2; one controls the other 1; one is the other's food ½; hostile 0). Published copies
 * differ in one cell, Vanachara groom with Chatushpada bride (0 or ½); the relation is mutual (the
 * quadruped is the wild animal's food), so we use ½ both ways and the table is symmetric.
 */
const VASHYA_POINTS: readonly (readonly number[])[] = [
  [2, 1, 1, 0.5, 1],
  [1, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
];
export function vashyaPoints(groom: VashyaGroup, bride: VashyaGroup): number {
  return VASHYA_POINTS[VASHYA_ORDER.indexOf(groom)]?.[VASHYA_ORDER.indexOf(bride)] as number;
}

export type Planet = "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn";
/** Lord of each rashi, Mesham..Meenam (every panchangam). */
const LORDS: readonly Planet[] = [
  "Mars",
  "Venus",
  "Mercury",
  "Moon",
  "Sun",
  "Mercury",
  "Venus",
  "Mars",
  "Jupiter",
  "Saturn",
  "Saturn",
  "Jupiter",
];
export function lordOf(r: Rashi): Planet {
  return LORDS[rashiIndex(r)] as Planet;
}

export type Relation = "friend" | "neutral" | "enemy";
/**
 * Natural (naisargika) friendships of Brihat Parashara Hora Shastra, as every Graha Maitri table is
 * built from them: how the row planet regards the others. Source: B. V. Raman's tables as quoted in
 * ianala.blogspot.com (2016/08) and saravali.de's Graha Maitri page.
 */
const FRIENDS: Readonly<Record<Planet, { friend: readonly Planet[]; enemy: readonly Planet[] }>> = {
  Sun: { friend: ["Moon", "Mars", "Jupiter"], enemy: ["Venus", "Saturn"] },
  Moon: { friend: ["Sun", "Mercury"], enemy: [] },
  Mars: { friend: ["Sun", "Moon", "Jupiter"], enemy: ["Mercury"] },
  Mercury: { friend: ["Sun", "Venus"], enemy: ["Moon"] },
  Jupiter: { friend: ["Sun", "Moon", "Mars"], enemy: ["Mercury", "Venus"] },
  Venus: { friend: ["Mercury", "Saturn"], enemy: ["Sun", "Moon"] },
  Saturn: { friend: ["Mercury", "Venus"], enemy: ["Sun", "Moon", "Mars"] },
};
export function relation(of: Planet, towards: Planet): Relation {
  if (of === towards) return "friend";
  const row = FRIENDS[of];
  if (row.friend.includes(towards)) return "friend";
  if (row.enemy.includes(towards)) return "enemy";
  return "neutral";
}

/**
 * Graha Maitri points from the two lords' mutual regard: same lord or friends both ways 5; friend and
 * neutral 4; neutral both ways 3; friend and enemy 1; neutral and enemy ½; enemies both ways 0. This
 * reproduces the 7×7 table printed with the ashtakoota (the test checks every cell against it).
 */
export function grahaMaitriPoints(a: Planet, b: Planet): number {
  if (a === b) return 5;
  const pair = [relation(a, b), relation(b, a)].sort().join("/");
  const points: Record<string, number> = {
    "friend/friend": 5,
    "friend/neutral": 4,
    "neutral/neutral": 3,
    "enemy/friend": 1,
    "enemy/neutral": 0.5,
    "enemy/enemy": 0,
  };
  return points[pair] as number;
}

/**
 * The classical rashi vashya list used by the Vasya porutham: the rashis each rashi holds in its sway.
 * Source: the list printed in ganesham.articlealley.com "Marriage horoscope matching" (after Muhurta
 * Chintamani): Mesha: Simha, Vrischika; Vrishabha: Karkataka, Tula; Mithuna: Kanya; Karkataka:
 * Vrischika, Dhanus; Simha: Tula; Kanya: Mithuna, Meena; Tula: Kanya, Makara; Vrischika: Karkataka,
 * Kanya; Dhanus: Meena; Makara: Mesha, Kumbha; Kumbha: Mesha; Meena: Makara.
 */
const RASHI_VASHYA: Readonly<Record<Rashi, readonly Rashi[]>> = {
  Mesham: ["Simham", "Vruschikam"],
  Vrushabham: ["Karkatakam", "Thula"],
  Mithunam: ["Kanya"],
  Karkatakam: ["Vruschikam", "Dhanussu"],
  Simham: ["Thula"],
  Kanya: ["Mithunam", "Meenam"],
  Thula: ["Kanya", "Makaram"],
  Vruschikam: ["Karkatakam", "Kanya"],
  Dhanussu: ["Meenam"],
  Makaram: ["Mesham", "Kumbham"],
  Kumbham: ["Mesham"],
  Meenam: ["Makaram"],
};
export function isRashiVashya(of: Rashi, other: Rashi): boolean {
  return RASHI_VASHYA[of].includes(other);
}

/** Count from rashi a to rashi b, 1..12 (same rashi = 1). */
export function rashiCount(from: Rashi, to: Rashi): number {
  return ((rashiIndex(to) - rashiIndex(from) + 12) % 12) + 1;
}
