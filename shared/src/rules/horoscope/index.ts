/**
 * Horoscope compatibility from the birth stars: the 36-point Guna Milan and the ten Poruthams. Pure
 * functions of the stored nakshatram and pada; conventions and sources are in docs/horoscope.md and next
 * to each table.
 */
export {
  gunaMilan,
  KOOTA_KEYS,
  KOOTA_MAX,
  type GunaMilan,
  type Koota,
  type KootaKey,
  type DoshaKey,
} from "./gunaMilan";
export {
  dasaPorutham,
  PORUTHAM_KEYS,
  type DasaPorutham,
  type Porutham,
  type PoruthamKey,
  type Veto,
} from "./dasaPorutham";
export { type HoroscopeParty } from "./party";
export { sameStarClass, type SameStarClass, type SameStarReason } from "./sameStar";
export { rashiOf, rashisOfStar, PADAS, type Pada, ganaOf, nadiOf, yoniOf, rajjuOf, isVedha, starNumber } from "./stars";
export {
  horoscopeMatch,
  horoscopeSummary,
  padaOf,
  type HoroscopeMatch,
  type HoroscopeSummary,
  type HoroscopeMember,
} from "./match";
