/** Validators of tax documents and refunds, shared by the schema and the functions. */
import { v, type Infer } from "convex/values";
import { literals } from "convex-helpers/validators";

export const vDocumentKind = literals("invoice", "creditNote");

/** The business as configured when the document was issued (model/invoices/config.ts). */
export const vSeller = v.object({ name: v.string(), address: v.string(), gstin: v.string(), state: v.string() });

export const taxDocumentFields = {
  kind: vDocumentKind,
  /** e.g. INV/26-27/000123 or CN/26-27/000007 (shared/rules/invoices/documentNumber.ts). */
  number: v.string(),
  /** The financial year's first calendar year (2026 for 2026-27). */
  financialYear: v.number(),
  paymentId: v.id("payments"),
  /** Credit notes: the refund they record. */
  refundId: v.optional(v.id("refunds")),
  /** Credit notes: the invoice they reduce. */
  invoiceNumber: v.optional(v.string()),
  /** Cleared with the payment's when the member deletes their account; the document stays for the books. */
  profileId: v.optional(v.id("profiles")),
  issuedAt: v.number(),
  seller: vSeller,
  buyer: v.object({ name: v.string(), profileCode: v.string(), state: v.string() }),
  /** "Andhra Pradesh", "Telangana", ... or "Outside India". */
  placeOfSupply: v.string(),
  sacCode: v.string(),
  rateBasisPoints: v.number(),
  taxablePaise: v.number(),
  cgstPaise: v.number(),
  sgstPaise: v.number(),
  igstPaise: v.number(),
  totalPaise: v.number(),
  amountInWords: v.string(),
  /** How the money moved: Razorpay's payment or refund id, or the offline reference. */
  transactionRef: v.string(),
};
export const vTaxDocument = v.object({ _id: v.id("taxDocuments"), _creationTime: v.number(), ...taxDocumentFields });
export type TaxDocumentData = Infer<typeof vTaxDocument>;

/**
 * proposed (support or an admin asked) → approved (an admin agreed; the Razorpay request is being made)
 * → processing (Razorpay accepted it) → processed | failed (Razorpay's webhook). An admin may also reject
 * a proposal. Offline refunds go from approved straight to processed: staff returned the money themselves.
 */
export const vRefundStatus = literals("proposed", "rejected", "approved", "processing", "processed", "failed");
export type RefundStatus = Infer<typeof vRefundStatus>;

export const vOfflineRefundMethod = literals("cash", "upi", "bank_transfer", "cheque", "other");

export const refundFields = {
  paymentId: v.id("payments"),
  profileId: v.optional(v.id("profiles")),
  amountPaise: v.number(),
  reason: v.string(),
  /** End the Premium this payment granted even though the refund is partial (a full refund always does). */
  endPremium: v.boolean(),
  status: vRefundStatus,
  proposedBy: v.string(),
  decidedBy: v.optional(v.string()),
  decidedAt: v.optional(v.number()),
  razorpayRefundId: v.optional(v.string()),
  /** Offline payments: how the money went back and its reference (UTR, cheque number, ...). */
  offlineMethod: v.optional(vOfflineRefundMethod),
  offlineReference: v.optional(v.string()),
  failureReason: v.optional(v.string()),
  processedAt: v.optional(v.number()),
  createdAt: v.number(),
};
