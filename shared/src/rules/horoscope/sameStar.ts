/**
 * Same star (ఏక నక్షత్రం): bride and groom born under one nakshatram. We follow one published
 * convention, stated here and shown to members in one sentence:
 * - Same star but different rashi (a straddling star, the two padas in different rashis) is auspicious.
 *   Source (Telugu): sakshi.com/telugu-news/family/ugadi-2024-can-husband-and-wife-have-same-nakshatra-2016306
 *   ("వధూవరులు ఒకే నక్షత్రములు రాశిభేదమున్నను ... శుభము").
 * - Otherwise the star decides. Uttama (good): Rohini, Arudra, Makha, Hasta, Visakha, Sravanam,
 *   Uttarabhadra, Revathi. Madhyama (acceptable): Ashwini, Krittika, Mrigasira, Punarvasu, Pubba, Uttara,
 *   Chitta, Anuradha, Purvashada, Uttarashada. Adhama (avoid): Bharani, Pushyami, Ashlesha, Swathi,
 *   Jyeshta, Moola, Dhanishta, Satabhisham, Purvabhadra. Source: astrologysikho.online/?p=4901 (the three
 *   lists, 8 + 10 + 9 = 27); the Tamil list at swamydharisanam.gloriouswebtech.com/…/473 agrees but for Pushyami,
 *   which it counts uttama, and futuresamachar.com/en/book/horoscope-matching-471/95 (rule 6) avoids the same
 *   stars but Pushyami. We keep Pushyami adhama, the cautious reading, until a Telugu panchangam's list decides.
 * - For a madhyama star the padas differ in standing: it is acceptable when the groom's pada comes before
 *   the bride's, not otherwise. Source: tirumanaporutham.blogspot.com/2011/04/dhina-porutham.html ("When
 *   both have same Nakshatra [the boy's pada] should precede that of the girl").
 * When the convention accepts the pair, the Rajju check (which any same star fails) is not applied.
 */
import type { Nakshatram } from "../../options";
import { rashiOfPada, type Pada } from "./stars";

export type SameStarClass = "uttama" | "madhyama" | "adhama";
const CLASS: Readonly<Record<Nakshatram, SameStarClass>> = {
  Ashwini: "madhyama",
  Bharani: "adhama",
  Krittika: "madhyama",
  Rohini: "uttama",
  Mrigasira: "madhyama",
  Arudra: "uttama",
  Punarvasu: "madhyama",
  Pushyami: "adhama",
  Ashlesha: "adhama",
  Makha: "uttama",
  Pubba: "madhyama",
  Uttara: "madhyama",
  Hasta: "uttama",
  Chitta: "madhyama",
  Swathi: "adhama",
  Visakha: "uttama",
  Anuradha: "madhyama",
  Jyeshta: "adhama",
  Moola: "adhama",
  Purvashada: "madhyama",
  Uttarashada: "madhyama",
  Sravanam: "uttama",
  Dhanishta: "adhama",
  Satabhisham: "adhama",
  Purvabhadra: "adhama",
  Uttarabhadra: "uttama",
  Revathi: "uttama",
};
export function sameStarClass(n: Nakshatram): SameStarClass {
  return CLASS[n];
}

/** Why a same-star pair is or is not acceptable, for the member page's note. */
export type SameStarReason = "differentRashi" | "uttama" | "groomPadaFirst" | "madhyamaPadaOrder" | "adhama";

export function sameStarVerdict(
  nakshatram: Nakshatram,
  bridePada: Pada,
  groomPada: Pada,
): { ok: boolean; reason: SameStarReason } {
  if (rashiOfPada(nakshatram, bridePada) !== rashiOfPada(nakshatram, groomPada))
    return { ok: true, reason: "differentRashi" };
  const cls = sameStarClass(nakshatram);
  if (cls === "uttama") return { ok: true, reason: "uttama" };
  if (cls === "adhama") return { ok: false, reason: "adhama" };
  return groomPada < bridePada ? { ok: true, reason: "groomPadaFirst" } : { ok: false, reason: "madhyamaPadaOrder" };
}
