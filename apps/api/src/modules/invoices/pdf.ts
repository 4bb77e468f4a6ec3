// The GST tax invoice as a PDF (pdf-lib for the file, HarfBuzz-shaped text in embedded Noto fonts, so that a name or an
// address in Devanagari prints as written): the same invoice always renders the same bytes.

import { amountInWords, CGST_RATE, gstBreakup, SGST_RATE } from '@motomitra/domain/invoice';
import { ddmmyyyy, istDate } from '@motomitra/domain/ist';
import { formatPaise } from '@motomitra/domain/money';
import type { InvoiceLine, InvoiceParty, invoices } from '../../db/schema.ts';
import { COLUMNS, MARGIN, WIDTH, Writer } from './pdf-writer.ts';
import { loadShaper } from './text-shaping.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
/**
 * An invoice with its order's number (OID), or its yearly plan's reference (SUB-…, decision 0023) for a plan's: everything
 * the PDF shows.
 */
export type InvoiceDocument = InvoiceRow & { oid: string | null; reference: string | null };

/** What the invoice bills: the order, or the yearly plan. */
function billed(invoice: InvoiceDocument): { label: string; value: string; subject: string } {
  if (invoice.oid !== null) return { label: 'Order number', value: invoice.oid, subject: `order ${invoice.oid}` };
  const reference = invoice.reference ?? '';
  return { label: 'Plan reference', value: reference, subject: `yearly plan ${reference}` };
}

/** Both cities served (Nagpur, Pune) are in Maharashtra, state code 27: intra-state supply, CGST + SGST. */
export const PLACE_OF_SUPPLY = 'Maharashtra (27)';

/** '₹1,23,456.00': the shop's one money formatter, with paise. */
export function rupeesText(paise: number): string {
  return formatPaise(paise, { paise: 'always' });
}
/** '1,23,456.00': a figure in a column headed with the currency. */
const figures = (paise: number) => formatPaise(paise, { paise: 'always' }).replace('₹', '');

/** dd/mm/yyyy of an instant in IST. */
export function istDateText(at: Date): string {
  return ddmmyyyy(istDate(at));
}

/**
 * Taxable value of each line: each line's own GST-inclusive split, with the rounding difference put on the
 * largest line so that the column adds up to the invoice's taxable value exactly.
 */
export function lineTaxableValues(lines: readonly Pick<InvoiceLine, 'amountPaise'>[], taxablePaise: number): number[] {
  const values = lines.map((l) => gstBreakup(l.amountPaise).taxablePaise);
  const diff = taxablePaise - values.reduce((a, b) => a + b, 0);
  if (diff !== 0 && values.length > 0) {
    let largest = 0;
    lines.forEach((l, i) => {
      if (l.amountPaise > (lines[largest]?.amountPaise ?? 0)) largest = i;
    });
    values[largest] = (values[largest] ?? 0) + diff;
  }
  return values;
}

function tableHeader(w: Writer) {
  const height = 26;
  w.fillRect(MARGIN, w.y - height, WIDTH, height, w.colors.shade);
  let x = MARGIN;
  for (const col of COLUMNS) {
    w.paragraph(col.title, x + 4, w.y - 10, col.width - 8, 9, { size: 8, weight: 'bold', align: col.align });
    x += col.width;
  }
  w.y -= height + 4;
}

/** Leading of wrapped 9-point text: room for Devanagari's matras above and below the line. */
const LEADING = 12;

/**
 * Renders an issued invoice. pdf-lib, HarfBuzz and the fonts load with the first invoice asked for, not with the
 * server. Every text that may be long (names, addresses, services, references) wraps within its column, and the
 * layout grows downward with it.
 */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const { doc, w } = await newDocument({
    title: `Tax invoice ${invoice.number}`,
    subject: `Tax invoice ${invoice.number} for ${billed(invoice).subject}`,
    seller: invoice.seller.name,
    at: invoice.issuedAt,
  });
  titleAndSeller(w, 'TAX INVOICE', invoice.seller);
  factsAndBuyer(w, invoice);
  lineTable(w, invoice);
  totals(w, invoice);
  signOff(
    w,
    [
      'Prices include GST. Services are supplied within Maharashtra: CGST and SGST apply.',
      'This is a computer-generated invoice and needs no signature.',
    ],
    invoice.seller.name,
  );
  await w.finish();
  return Buffer.from(await doc.save());
}

/**
 * A PDF document of the seller's, dated `at` (the same document always renders the same bytes), and its page writer:
 * a tax invoice's or a credit note's (credit-note-pdf.ts).
 */
export async function newDocument(meta: { title: string; subject: string; seller: string; at: Date }) {
  const [lib, shaper] = await Promise.all([import('pdf-lib'), loadShaper()]);
  const doc = await lib.PDFDocument.create({ updateMetadata: false });
  doc.setTitle(meta.title);
  doc.setAuthor(meta.seller);
  doc.setSubject(meta.subject);
  doc.setCreator(meta.seller);
  doc.setProducer('pdf-lib, HarfBuzz');
  doc.setLanguage('en-IN');
  doc.setCreationDate(meta.at);
  doc.setModificationDate(meta.at);
  const w = new Writer(lib, doc, shaper, {
    ink: [0.1, 0.1, 0.12],
    muted: [0.35, 0.35, 0.4],
    rule: [0.75, 0.75, 0.78],
    shade: [0.94, 0.95, 0.96],
  });
  return { doc, w };
}

/** The document's title, and the seller's name, address and GSTIN under it. */
export function titleAndSeller(w: Writer, title: string, seller: InvoiceParty) {
  w.text(title, MARGIN, w.y - 16, { size: 18, weight: 'bold' });
  w.right('Original for recipient', MARGIN + WIDTH, w.y - 14, { size: 8 });
  w.y -= 40;
  w.y = w.paragraph(seller.name, MARGIN, w.y, WIDTH, 16, { size: 13, weight: 'bold' }) + 2;
  w.y = w.paragraph(seller.address, MARGIN, w.y, WIDTH / 2, LEADING, { color: w.colors.muted });
  w.text(`GSTIN: ${seller.gstin ?? ''}`, MARGIN, w.y, { weight: 'bold' });
  w.y -= 10;
}

/** Invoice facts (right) and buyer (left), each column as tall as its wrapped lines. */
function factsAndBuyer(w: Writer, invoice: InvoiceDocument) {
  const top = w.y - 8;
  w.rule(top + 4);
  const { label, value } = billed(invoice);
  const facts: [string, string][] = [
    ['Invoice number', invoice.number],
    ['Invoice date', istDateText(invoice.issuedAt)],
    [label, value],
    ['Place of supply', PLACE_OF_SUPPLY],
    ['Reverse charge', 'No'],
    ['Payment', [invoice.paymentMethod, invoice.paymentReference].filter(Boolean).join(', ref. ')],
  ];
  const factsX = MARGIN + WIDTH / 2 + 10;
  const valueX = factsX + 85;
  let fy = top - 12;
  for (const [label, value] of facts) {
    w.text(label, factsX, fy, { color: w.colors.muted });
    fy = w.paragraph(value, valueX, fy, MARGIN + WIDTH - valueX, LEADING, { weight: 'bold' }) - 1;
  }
  const buyerWidth = WIDTH / 2 - 10;
  let by = top - 12;
  w.text('Bill to', MARGIN, by, { weight: 'bold', color: w.colors.muted });
  by -= 14;
  by = w.paragraph(invoice.buyer.name, MARGIN, by, buyerWidth, 13, { size: 10, weight: 'bold' });
  by = w.paragraph(invoice.buyer.address, MARGIN, by, buyerWidth, LEADING);
  for (const extra of [invoice.buyer.phone, invoice.buyer.email]) {
    if (extra) by = w.paragraph(extra, MARGIN, by, buyerWidth, LEADING);
  }
  w.y = Math.min(by, fy) - 6;
}

/** The lines, under a header repeated on each page they run onto. */
function lineTable(w: Writer, invoice: InvoiceDocument) {
  tableHeader(w);
  const taxable = lineTaxableValues(invoice.lines, invoice.taxablePaise);
  const descriptionWidth = (COLUMNS[1]?.width ?? 0) - 8;
  invoice.lines.forEach((line, i) => {
    const descLines = w.wrap(line.description, 9, descriptionWidth);
    const height = descLines.length * LEADING + 5;
    if (w.ensure(height)) tableHeader(w);
    const cells = [
      String(i + 1),
      '',
      line.sac,
      String(line.quantity),
      figures(line.unitPricePaise),
      figures(line.amountPaise),
      figures(taxable[i] ?? 0),
    ];
    let x = MARGIN;
    COLUMNS.forEach((col, c) => {
      const y = w.y - 9;
      if (c === 1) {
        descLines.forEach((d, k) => {
          w.text(d, x + 4, y - k * LEADING);
        });
      } else if (col.align === 'right') w.right(cells[c] ?? '', x + col.width - 4, y);
      else w.text(cells[c] ?? '', x + 4, y);
      x += col.width;
    });
    w.y -= height;
    w.rule(w.y + 2);
  });
}

type Amounts = { taxablePaise: number; cgstPaise: number; sgstPaise: number; totalPaise: number };

/**
 * The taxable value, the two taxes and the total (labelled `totalLabel`), then the total in words: an invoice's, or a
 * credit note's (credit-note-pdf.ts).
 */
export function totals(w: Writer, amounts: Amounts, totalLabel = 'Total (GST included)') {
  const rows: [string, string, boolean][] = [
    ['Taxable value', rupeesText(amounts.taxablePaise), false],
    [`CGST @ ${CGST_RATE}%`, rupeesText(amounts.cgstPaise), false],
    [`SGST @ ${SGST_RATE}%`, rupeesText(amounts.sgstPaise), false],
    [totalLabel, rupeesText(amounts.totalPaise), true],
  ];
  w.ensure(rows.length * 15 + 60);
  w.y -= 8;
  for (const [label, value, strong] of rows) {
    const style = { weight: strong ? ('bold' as const) : ('regular' as const), size: strong ? 11 : 9 };
    w.text(label, MARGIN + WIDTH - 250, w.y, style);
    w.right(value, MARGIN + WIDTH - 4, w.y, style);
    w.y -= strong ? 17 : 14;
  }
  w.y -= 4;
  w.text('Amount in words', MARGIN, w.y, { color: w.colors.muted });
  w.y -= 12;
  w.y = w.paragraph(amountInWords(amounts.totalPaise), MARGIN, w.y, WIDTH, 13, { size: 10, weight: 'bold' });
}

/** The small print, then "For <seller>" where the signature would be. */
export function signOff(w: Writer, notes: readonly string[], seller: string) {
  w.ensure(60);
  w.y -= 16;
  for (const note of notes) {
    w.text(note, MARGIN, w.y, { size: 8, color: w.colors.muted });
    w.y -= 11;
  }
  w.paragraph(`For ${seller}`, MARGIN + WIDTH / 2, w.y - 10, WIDTH / 2, LEADING, {
    weight: 'bold',
    align: 'right',
  });
}
