/**
 * Same star (ఏక నక్షత్రం): bride and groom born under one nakshatram. We follow one published
 * convention, stated here and shown to members in plain words:
 * - Same star but different rashi (a straddling star, the two padas in different rashis) is auspicious.
 *   Source (Telugu): sakshi.com/telugu-news/family/ugadi-2024-can-husband-and-wife-have-same-nakshatra-2016306
 *   ("వధూవరులు ఒకే నక్షత్రములు రాశిభేదమున్నను ... శుభము").
 * - Same rashi, same star and same pada does not suit, whatever the star: "ఇద్దరిది ఒకటే రాశి, ఒకటే
 *   నక్షత్రం, ఒకటే పాదం అయితే కుదరదు". Source: ykpg/ykpg.github.io koot/txt/eka.txt (commit 629399e), the
 *   Telugu page cited with the Pidaparthi table (data/README.md). The same page quotes Raman allowing the
 *   same pada for eight stars (Ashwini, Krittika, Mrigasira, Makha, Hasta, Swathi, Purvashada, Satabhisham)
 *   and notes that this contradicts his own list below; we do not apply that exception.
 * - Otherwise the star decides, by Raman's three lists on the same page. Uttama (good): Rohini, Arudra,
 *   Makha, Hasta, Visakha, Sravanam, Uttarabhadra, Revathi. Madhyama (acceptable): Ashwini, Krittika,
 *   Mrigasira, Punarvasu, Pushyami, Pubba, Uttara, Chitta, Anuradha, Purvashada, Uttarashada. Adhama
 *   (avoid): Bharani, Ashlesha, Swathi, Jyeshta, Moola, Dhanishta, Satabhisham, Purvabhadra (8 + 11 + 8 =
 *   27). Pushyami is madhyama there, as in futuresamachar.com/en/book/horoscope-matching-471/95 (rule 6),
 *   which does not avoid it; astrologysikho.online/?p=4901 counts it adhama, the Tamil list at
 *   swamydharisanam.gloriouswebtech.com/…/473 uttama. The printed guna table cannot decide it: it prints 28
 *   for every shared star within one rashi, Pushyami's included.
 * - For a madhyama star the padas differ in standing: it is acceptable when the groom's pada comes before
 *   the bride's, not otherwise. Source: the same Telugu page (S. C. Kursija: "వరుని పాదం ముందు ఉండాలి") and
 *   tirumanaporutham.blogspot.com/2011/04/dhina-porutham.html ("When both have same Nakshatra [the boy's
 *   pada] should precede that of the girl").
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
  Pushyami: "madhyama",
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
export type SameStarReason =
  | "differentRashi"
  | "samePada"
  | "uttama"
  | "groomPadaFirst"
  | "madhyamaPadaOrder"
  | "adhama";

export function sameStarVerdict(
  nakshatram: Nakshatram,
  bridePada: Pada,
  groomPada: Pada,
): { ok: boolean; reason: SameStarReason } {
  if (rashiOfPada(nakshatram, bridePada) !== rashiOfPada(nakshatram, groomPada))
    return { ok: true, reason: "differentRashi" };
  if (bridePada === groomPada) return { ok: false, reason: "samePada" };
  const cls = sameStarClass(nakshatram);
  if (cls === "uttama") return { ok: true, reason: "uttama" };
  if (cls === "adhama") return { ok: false, reason: "adhama" };
  return groomPada < bridePada ? { ok: true, reason: "groomPadaFirst" } : { ok: false, reason: "madhyamaPadaOrder" };
}
