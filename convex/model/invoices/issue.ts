/**
 * Issuing tax invoices and credit notes. The number is taken from the series' counter for the financial
 * year in the same transaction that writes the document (and, for invoices, marks the payment paid):
 * Convex runs mutations serializably, so two payments at once cannot take one number, and a transaction
 * that fails takes none, so the series has no gaps.
 */
import { rupeesInWords } from "@matrimony/shared/rules/invoices/amountInWords";
import { documentNumber, type DocumentKind } from "@matrimony/shared/rules/invoices/documentNumber";
import { financialYearOf } from "@matrimony/shared/rules/invoices/financialYear";
import {
  DEFAULT_GST_RATE_BASIS_POINTS,
  gstFromInclusive,
  isIntraState,
  type PlaceOfSupply,
} from "@matrimony/shared/rules/invoices/gst";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { sellerConfig } from "./config";

const OUTSIDE_INDIA = "Outside India";

async function nextNumber(
  ctx: MutationCtx,
  kind: DocumentKind,
  issuedAt: number,
): Promise<{ number: string; financialYear: number }> {
  const year = financialYearOf(issuedAt);
  const counter = await ctx.db
    .query("documentCounters")
    .withIndex("by_kind_and_financialYear", (q) => q.eq("kind", kind).eq("financialYear", year.startYear))
    .unique();
  const next = (counter?.last ?? 0) + 1;
  if (counter === null) await ctx.db.insert("documentCounters", { kind, financialYear: year.startYear, last: next });
  else await ctx.db.patch("documentCounters", counter._id, { last: next });
  return { number: documentNumber(kind, year, next), financialYear: year.startYear };
}

/** Where the member is for GST: NRIs are abroad; otherwise the profile's state ("Other": the state they typed). */
export function placeOfSupply(profile: Doc<"profiles"> | null): PlaceOfSupply {
  if (profile === null) return { kind: "state", state: "" };
  if (profile.residenceType === "NRI") return { kind: "abroad" };
  const state = profile.state === "Other" ? (profile.nativeStateOther ?? "") : profile.state;
  return { kind: "state", state };
}

export async function invoiceOf(ctx: QueryCtx, paymentId: Id<"payments">): Promise<Doc<"taxDocuments"> | null> {
  return await ctx.db
    .query("taxDocuments")
    .withIndex("by_paymentId_and_kind", (q) => q.eq("paymentId", paymentId).eq("kind", "invoice"))
    .first();
}

/** The invoice of a paid payment, issued once: a second call answers the first invoice. */
export async function issueInvoice(
  ctx: MutationCtx,
  paymentId: Id<"payments">,
  nowMs: number,
): Promise<Doc<"taxDocuments">> {
  const existing = await invoiceOf(ctx, paymentId);
  if (existing !== null) return existing;
  const payment = await ctx.db.get("payments", paymentId);
  if (payment === null || payment.status !== "paid") throw new Error("only a paid payment gets an invoice");
  const profile = payment.profileId === undefined ? null : await ctx.db.get("profiles", payment.profileId);
  const seller = sellerConfig();
  const place = placeOfSupply(profile);
  const rate = payment.gstRateBasisPoints ?? DEFAULT_GST_RATE_BASIS_POINTS;
  const split = gstFromInclusive(payment.amountPaise, rate, isIntraState(seller.state, place));
  const { number, financialYear } = await nextNumber(ctx, "invoice", nowMs);
  const id = await ctx.db.insert("taxDocuments", {
    kind: "invoice",
    number,
    financialYear,
    paymentId,
    profileId: payment.profileId,
    issuedAt: nowMs,
    seller: { name: seller.name, address: seller.address, gstin: seller.gstin, state: seller.state },
    buyer: {
      name: profile?.fullName ?? "",
      profileCode: profile?.profileCode ?? "",
      state: place.kind === "abroad" ? OUTSIDE_INDIA : place.state,
    },
    placeOfSupply: place.kind === "abroad" ? OUTSIDE_INDIA : place.state,
    sacCode: seller.sacCode,
    rateBasisPoints: rate,
    taxablePaise: split.taxablePaise,
    cgstPaise: split.cgstPaise,
    sgstPaise: split.sgstPaise,
    igstPaise: split.igstPaise,
    totalPaise: split.totalPaise,
    amountInWords: rupeesInWords(split.totalPaise),
    transactionRef: payment.paymentId ?? payment.reference ?? payment.orderId ?? "",
  });
  const doc = await ctx.db.get("taxDocuments", id);
  if (doc === null) throw new Error("invoice vanished");
  return doc;
}

/**
 * The credit note of a processed refund, issued once. Same seller, buyer and place of supply as the
 * invoice (a credit note corrects that invoice), and the refunded amount split at the invoice's rate.
 */
export async function issueCreditNote(
  ctx: MutationCtx,
  refund: Doc<"refunds">,
  nowMs: number,
): Promise<Doc<"taxDocuments">> {
  const existing = await ctx.db
    .query("taxDocuments")
    .withIndex("by_refundId", (q) => q.eq("refundId", refund._id))
    .first();
  if (existing !== null) return existing;
  const invoice = await issueInvoice(ctx, refund.paymentId, nowMs);
  const split = gstFromInclusive(
    refund.amountPaise,
    invoice.rateBasisPoints,
    invoice.cgstPaise + invoice.sgstPaise > 0,
  );
  const { number, financialYear } = await nextNumber(ctx, "creditNote", nowMs);
  const id = await ctx.db.insert("taxDocuments", {
    kind: "creditNote",
    number,
    financialYear,
    paymentId: refund.paymentId,
    refundId: refund._id,
    invoiceNumber: invoice.number,
    profileId: invoice.profileId,
    issuedAt: nowMs,
    seller: invoice.seller,
    buyer: invoice.buyer,
    placeOfSupply: invoice.placeOfSupply,
    sacCode: invoice.sacCode,
    rateBasisPoints: invoice.rateBasisPoints,
    taxablePaise: split.taxablePaise,
    cgstPaise: split.cgstPaise,
    sgstPaise: split.sgstPaise,
    igstPaise: split.igstPaise,
    totalPaise: split.totalPaise,
    amountInWords: rupeesInWords(split.totalPaise),
    transactionRef: refund.razorpayRefundId ?? refund.offlineReference ?? "",
  });
  const doc = await ctx.db.get("taxDocuments", id);
  if (doc === null) throw new Error("credit note vanished");
  return doc;
}
