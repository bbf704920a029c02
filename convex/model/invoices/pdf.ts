/**
 * A tax invoice or credit note as a PDF (pdf-lib, pure JavaScript, so it runs in Convex's default runtime).
 * English only: pdf-lib lays glyphs out one by one with no shaping, and Telugu needs its conjuncts and vowel
 * signs shaped, so Telugu headings would print wrongly; the standard Helvetica font also has no ₹ sign,
 * hence "INR". Everything printed comes from the stored document, never from the live profile.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { istDate } from "@matrimony/shared/rules/invoices/financialYear";
import { formatRupees } from "@matrimony/shared/rules/invoices/gst";
import type { TaxDocumentData } from "./validators";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;

/** Helvetica's WinAnsi encoding cannot draw every character a name may hold: others become "?". */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, "?");
}

function inr(paise: number): string {
  return `INR ${formatRupees(paise)}`;
}

function percent(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(2).replace(/\.?0+$/, "")}%`;
}

export function documentFileName(doc: Pick<TaxDocumentData, "number">): string {
  return `${doc.number.replace(/\//g, "-")}.pdf`;
}

export async function renderTaxDocumentPdf(doc: TaxDocumentData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const title = doc.kind === "invoice" ? "Tax Invoice" : "Credit Note";
  pdf.setTitle(`${title} ${doc.number}`);
  pdf.setAuthor(printable(doc.seller.name));
  pdf.setCreationDate(new Date(doc.issuedAt));
  pdf.setModificationDate(new Date(doc.issuedAt));
  const page = pdf.addPage(A4);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = A4[1] - MARGIN;
  const line = (text: string, opts: { font?: PDFFont; size?: number; x?: number; gap?: number } = {}) => {
    const size = opts.size ?? 10;
    draw(page, printable(text), opts.x ?? MARGIN, y, opts.font ?? regular, size);
    y -= opts.gap ?? size + 5;
  };
  const row = (label: string, value: string, font: PDFFont = regular) => {
    draw(page, printable(label), MARGIN, y, font, 10);
    const width = font.widthOfTextAtSize(value, 10);
    draw(page, value, A4[0] - MARGIN - width, y, font, 10);
    y -= 16;
  };
  const rule = () => {
    page.drawLine({
      start: { x: MARGIN, y: y + 6 },
      end: { x: A4[0] - MARGIN, y: y + 6 },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
    y -= 8;
  };

  line(title, { font: bold, size: 18, gap: 28 });
  line(doc.seller.name, { font: bold, size: 12 });
  for (const part of doc.seller.address.split(/\n|,\s*(?=\S)/).filter((p) => p.trim() !== "")) line(part.trim());
  line(`GSTIN: ${doc.seller.gstin || "-"}`);
  line(`State: ${doc.seller.state || "-"}`, { gap: 22 });

  line(`${doc.kind === "invoice" ? "Invoice" : "Credit note"} number: ${doc.number}`, { font: bold });
  line(`Date: ${istDate(doc.issuedAt)}`);
  if (doc.invoiceNumber !== undefined) line(`Against invoice: ${doc.invoiceNumber}`);
  line(`Reference: ${doc.transactionRef || "-"}`, { gap: 22 });

  line("Billed to", { font: bold });
  line(doc.buyer.name || "-");
  if (doc.buyer.profileCode !== "") line(`Profile ${doc.buyer.profileCode}`);
  line(`State: ${doc.buyer.state || "-"}`);
  line(`Place of supply: ${doc.placeOfSupply || "-"}`, { gap: 24 });

  rule();
  row("Description", "Amount", bold);
  rule();
  row(`Premium membership (SAC ${doc.sacCode})`, inr(doc.taxablePaise));
  row("Taxable value", inr(doc.taxablePaise));
  const rate = doc.rateBasisPoints;
  if (doc.igstPaise > 0 || (doc.cgstPaise === 0 && doc.sgstPaise === 0)) {
    row(`IGST @ ${percent(rate)}`, inr(doc.igstPaise));
  } else {
    row(`CGST @ ${percent(rate / 2)}`, inr(doc.cgstPaise));
    row(`SGST @ ${percent(rate / 2)}`, inr(doc.sgstPaise));
  }
  rule();
  row(doc.kind === "invoice" ? "Total" : "Total credited", inr(doc.totalPaise), bold);
  y -= 6;
  line(`Amount in words: ${doc.amountInWords}`, { gap: 30 });
  line("This is a computer-generated document and needs no signature.", { size: 8 });
  return await pdf.save();
}

function draw(page: PDFPage, text: string, x: number, y: number, font: PDFFont, size: number): void {
  page.drawText(text, { x, y, font, size, color: rgb(0.1, 0.1, 0.1) });
}
