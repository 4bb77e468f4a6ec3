// The GST tax invoice as a PDF (pdf-lib, pure JS, standard Helvetica): the same invoice always renders the same bytes.

import { amountInWords, CGST_RATE, gstBreakup, SGST_RATE } from '@motomitra/domain/invoice';
import { istDate } from '@motomitra/domain/ist';
import { formatPaise } from '@motomitra/domain/money';
import type { InvoiceLine } from '../../db/schema.ts';
import { COLUMNS, MARGIN, WIDTH, Writer } from './pdf-writer.ts';
import type { InvoiceDocument } from './service.ts';

/** Both cities served (Nagpur, Pune) are in Maharashtra, state code 27: intra-state supply, CGST + SGST. */
export const PLACE_OF_SUPPLY = 'Maharashtra (27)';

/** 'Rs. 1,23,456.00': the shop's one money formatter, with 'Rs.' for ₹ (the standard PDF fonts have no ₹ glyph). */
export function rupeesText(paise: number): string {
  return formatPaise(paise, { paise: 'always' }).replace('₹', 'Rs. ');
}
/** '1,23,456.00': a figure in a column headed with the currency. */
const figures = (paise: number) => formatPaise(paise, { paise: 'always' }).replace('₹', '');

/** dd/mm/yyyy of an instant in IST. */
export function istDateText(at: Date): string {
  const [y, m, d] = istDate(at).split('-');
  return `${d}/${m}/${y}`;
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
  w.page.drawRectangle({ x: MARGIN, y: w.y - height, width: WIDTH, height, color: w.colors.shade });
  let x = MARGIN;
  for (const col of COLUMNS) {
    const lines = w.wrap(col.title, 8, col.width - 8, w.bold);
    lines.forEach((line, i) => {
      const y = w.y - 10 - i * 9;
      if (col.align === 'right') w.right(line, x + col.width - 4, y, { size: 8, font: w.bold });
      else w.text(line, x + 4, y, { size: 8, font: w.bold });
    });
    x += col.width;
  }
  w.y -= height + 4;
}

/** Renders an issued invoice. pdf-lib loads with the first invoice asked for, not with the server. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`Tax invoice ${invoice.number}`);
  doc.setAuthor(invoice.seller.name);
  doc.setSubject(`Tax invoice ${invoice.number} for order ${invoice.oid}`);
  doc.setCreator(invoice.seller.name);
  doc.setProducer('pdf-lib');
  doc.setLanguage('en-IN');
  doc.setCreationDate(invoice.issuedAt);
  doc.setModificationDate(invoice.issuedAt);
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
    {
      ink: rgb(0.1, 0.1, 0.12),
      muted: rgb(0.35, 0.35, 0.4),
      rule: rgb(0.75, 0.75, 0.78),
      shade: rgb(0.94, 0.95, 0.96),
    },
  );

  // Title and seller.
  w.text('TAX INVOICE', MARGIN, w.y - 16, { size: 18, font: w.bold });
  w.right('Original for recipient', MARGIN + WIDTH, w.y - 14, { size: 8 });
  w.y -= 40;
  w.text(invoice.seller.name, MARGIN, w.y, { size: 13, font: w.bold });
  w.y -= 14;
  for (const line of w.wrap(invoice.seller.address, 9, WIDTH / 2)) {
    w.text(line, MARGIN, w.y, { color: w.colors.muted });
    w.y -= 12;
  }
  w.text(`GSTIN: ${invoice.seller.gstin ?? ''}`, MARGIN, w.y, { font: w.bold });
  w.y -= 10;

  // Invoice facts (right) and buyer (left).
  const top = w.y - 8;
  w.rule(top + 4);
  const facts: [string, string][] = [
    ['Invoice number', invoice.number],
    ['Invoice date', istDateText(invoice.issuedAt)],
    ['Order number', invoice.oid],
    ['Place of supply', PLACE_OF_SUPPLY],
    ['Reverse charge', 'No'],
    ['Payment', [invoice.paymentMethod, invoice.paymentReference].filter(Boolean).join(', ref. ')],
  ];
  const factsX = MARGIN + WIDTH / 2 + 10;
  facts.forEach(([label, value], i) => {
    const y = top - 12 - i * 13;
    w.text(label, factsX, y, { color: w.colors.muted });
    w.text(value, factsX + 85, y, { font: w.bold });
  });
  let by = top - 12;
  w.text('Bill to', MARGIN, by, { font: w.bold, color: w.colors.muted });
  by -= 13;
  w.text(invoice.buyer.name, MARGIN, by, { font: w.bold, size: 10 });
  by -= 12;
  for (const line of w.wrap(invoice.buyer.address, 9, WIDTH / 2 - 10)) {
    w.text(line, MARGIN, by);
    by -= 11;
  }
  for (const extra of [invoice.buyer.phone, invoice.buyer.email]) {
    if (!extra) continue;
    w.text(extra, MARGIN, by);
    by -= 11;
  }
  w.y = Math.min(by, top - 12 - facts.length * 13) - 8;

  // Lines.
  tableHeader(w);
  const taxable = lineTaxableValues(invoice.lines, invoice.taxablePaise);
  invoice.lines.forEach((line, i) => {
    const descLines = w.wrap(line.description, 9, (COLUMNS[1]?.width ?? 0) - 8);
    const height = descLines.length * 11 + 6;
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
          w.text(d, x + 4, y - k * 11);
        });
      } else if (col.align === 'right') w.right(cells[c] ?? '', x + col.width - 4, y);
      else w.text(cells[c] ?? '', x + 4, y);
      x += col.width;
    });
    w.y -= height;
    w.rule(w.y + 2);
  });

  // Totals.
  const totals: [string, string, boolean][] = [
    ['Taxable value', rupeesText(invoice.taxablePaise), false],
    [`CGST @ ${CGST_RATE}%`, rupeesText(invoice.cgstPaise), false],
    [`SGST @ ${SGST_RATE}%`, rupeesText(invoice.sgstPaise), false],
    ['Total (GST included)', rupeesText(invoice.totalPaise), true],
  ];
  w.ensure(totals.length * 15 + 60);
  w.y -= 8;
  for (const [label, value, strong] of totals) {
    const font = strong ? w.bold : w.regular;
    const size = strong ? 11 : 9;
    w.text(label, MARGIN + WIDTH - 250, w.y, { font, size });
    w.right(value, MARGIN + WIDTH - 4, w.y, { font, size });
    w.y -= strong ? 17 : 14;
  }
  w.y -= 4;
  w.text('Amount in words', MARGIN, w.y, { color: w.colors.muted });
  w.y -= 12;
  for (const line of w.wrap(amountInWords(invoice.totalPaise), 10, WIDTH, w.bold)) {
    w.text(line, MARGIN, w.y, { font: w.bold, size: 10 });
    w.y -= 13;
  }

  // Footer.
  w.ensure(60);
  w.y -= 16;
  for (const note of [
    'Prices include GST. Services are supplied within Maharashtra: CGST and SGST apply.',
    'This is a computer-generated invoice and needs no signature.',
  ]) {
    w.text(note, MARGIN, w.y, { size: 8, color: w.colors.muted });
    w.y -= 11;
  }
  w.right(`For ${invoice.seller.name}`, MARGIN + WIDTH, w.y - 10, { font: w.bold });

  return Buffer.from(await doc.save());
}
