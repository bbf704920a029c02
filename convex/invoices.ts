/**
 * GST tax invoices and credit notes (docs/payments.md "Tax invoices"): the member's list for payment
 * history, and the PDF, for its member or staff, drawn on request after the check.
 */
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation, memberQuery, publicAction } from "./functions";
import { readableDocument } from "./model/invoices/access";
import { myDocuments, vMemberDocument } from "./model/invoices/lists";
import { documentFileName, renderTaxDocumentPdf } from "./model/invoices/pdf";
import { vTaxDocument, type TaxDocumentData } from "./model/invoices/validators";

/** The caller's invoices and credit notes, newest first (payment history joins them by payment). */
export const mine = memberQuery({
  args: {},
  returns: v.array(vMemberDocument),
  handler: async (ctx) => await myDocuments(ctx, ctx.profile._id),
});

/** The document, after the reader check and the download limit (an action has no db of its own). */
export const documentForDownload = internalMutation({
  args: { documentId: v.id("taxDocuments") },
  returns: vTaxDocument,
  handler: async (ctx, { documentId }): Promise<TaxDocumentData> => await readableDocument(ctx, documentId),
});

/**
 * The PDF of an invoice or credit note: its member or staff, checked on every call. Bytes go straight to
 * the caller; nothing is stored or cached, so no link to the file outlives the check.
 */
export const pdf = publicAction({
  args: { documentId: v.id("taxDocuments") },
  returns: v.object({ fileName: v.string(), bytes: v.bytes() }),
  handler: async (ctx, { documentId }): Promise<{ fileName: string; bytes: ArrayBuffer }> => {
    const doc = await ctx.runMutation(internal.invoices.documentForDownload, { documentId });
    const bytes = await renderTaxDocumentPdf(doc);
    return { fileName: documentFileName(doc), bytes: bytes.slice().buffer };
  },
});
