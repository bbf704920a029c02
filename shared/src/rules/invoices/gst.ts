/**
 * GST on a charge that already includes it. The checkout charges the tax-inclusive total (₹999 + 18% =
 * 117882 paise), so the invoice works backwards: taxable value = total × 10000 / (10000 + rate), rounded to
 * the paisa, and the tax is the rest, so the lines always add up to what was charged. Within the
 * business's state the tax is split into CGST and SGST (halves; an odd paisa goes to SGST); to another
 * state or abroad it is IGST.
 */

/** 18% in basis points: the rate of online matchmaking services unless a payment carries its own. */
export const DEFAULT_GST_RATE_BASIS_POINTS = 1800;

export type GstSplit = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  rateBasisPoints: number;
  intraState: boolean;
};

export function gstFromInclusive(totalPaise: number, rateBasisPoints: number, intraState: boolean): GstSplit {
  if (!Number.isInteger(totalPaise) || totalPaise < 0) throw new Error("total must be whole paise");
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0 || rateBasisPoints > 10_000)
    throw new Error("rate out of range");
  const d = 10_000 + rateBasisPoints;
  // Half-up in integers: no floating-point drift.
  const taxablePaise = Math.floor((2 * totalPaise * 10_000 + d) / (2 * d));
  const tax = totalPaise - taxablePaise;
  const cgstPaise = intraState ? Math.floor(tax / 2) : 0;
  const sgstPaise = intraState ? tax - cgstPaise : 0;
  return {
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise: intraState ? 0 : tax,
    totalPaise,
    rateBasisPoints,
    intraState,
  };
}

/** The member's place of supply as this product knows it: an Indian state, or abroad (NRI). */
export type PlaceOfSupply = { kind: "state"; state: string } | { kind: "abroad" };

function normalState(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, " ");
}

/**
 * Same state → CGST + SGST; another state or abroad → IGST. A member whose state is unknown is treated as
 * another state (IGST), the tax a supply to an unregistered person with no address on record falls under.
 */
export function isIntraState(businessState: string, place: PlaceOfSupply): boolean {
  return (
    place.kind === "state" && normalState(place.state) !== "" && normalState(place.state) === normalState(businessState)
  );
}

/** Paise as "1,178.82" (Indian digit grouping: 1,00,000.00). */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  const rupees = String(Math.floor(abs / 100));
  const last3 = rupees.slice(-3);
  const rest = rupees.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${sign}${rest === "" ? last3 : `${rest},${last3}`}.${String(abs % 100).padStart(2, "0")}`;
}
