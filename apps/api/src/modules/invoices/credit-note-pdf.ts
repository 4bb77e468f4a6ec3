// A GST credit note as a PDF (decision 0023), on the invoice's page writer and fonts: the seller and the buyer as the
// credited invoice names them, that invoice's number and date, what it credits, why, and the amounts given back.
import type { CreditNoteDocument } from './credit-notes.ts';
import { istDateText, newDocument, PLACE_OF_SUPPLY, signOff, titleAndSeller, totals } from './pdf.ts';
import { MARGIN, WIDTH, type Writer } from './pdf-writer.ts';

const LEADING = 12;

/** Renders an issued credit note; the same note always renders the same bytes. */
export async function renderCreditNotePdf(note: CreditNoteDocument): Promise<Buffer> {
  const { seller } = note.invoice;
  const { doc, w } = await newDocument({
    title: `Credit note ${note.number}`,
    subject: `Credit note ${note.number} against tax invoice ${note.invoice.number}`,
    seller: seller.name,
    at: note.issuedAt,
  });
  titleAndSeller(w, 'CREDIT NOTE', seller);
  factsAndBuyer(w, note);
  credited(w, note);
  totals(w, note, 'Total credited (GST included)');
  signOff(w, ['This is a computer-generated credit note and needs no signature.'], seller.name);
  await w.finish();
  return Buffer.from(await doc.save());
}

/** The note's facts (right: its number and date, the invoice it credits, the refund) and the buyer (left). */
function factsAndBuyer(w: Writer, note: CreditNoteDocument) {
  const top = w.y - 8;
  w.rule(top + 4);
  const facts: [string, string][] = [
    ['Credit note number', note.number],
    ['Credit note date', istDateText(note.issuedAt)],
    ['Against invoice', note.invoice.number],
    ['Invoice date', istDateText(note.invoice.issuedAt)],
    ['Plan reference', note.reference],
    ['Place of supply', PLACE_OF_SUPPLY],
    ['Refund', note.refundReference || '—'],
  ];
  const factsX = MARGIN + WIDTH / 2 + 10;
  const valueX = factsX + 95;
  let fy = top - 12;
  for (const [label, value] of facts) {
    w.text(label, factsX, fy, { color: w.colors.muted });
    fy = w.paragraph(value, valueX, fy, MARGIN + WIDTH - valueX, LEADING, { weight: 'bold' }) - 1;
  }
  const { buyer } = note.invoice;
  const buyerWidth = WIDTH / 2 - 10;
  let by = top - 12;
  w.text('Issued to', MARGIN, by, { weight: 'bold', color: w.colors.muted });
  by -= 14;
  by = w.paragraph(buyer.name, MARGIN, by, buyerWidth, 13, { size: 10, weight: 'bold' });
  by = w.paragraph(buyer.address, MARGIN, by, buyerWidth, LEADING);
  for (const extra of [buyer.phone, buyer.email]) {
    if (extra) by = w.paragraph(extra, MARGIN, by, buyerWidth, LEADING);
  }
  w.y = Math.min(by, fy) - 6;
}

/** What the invoice supplied, now credited, and why. */
function credited(w: Writer, note: CreditNoteDocument) {
  w.rule(w.y);
  w.y -= 16;
  w.text('Supply credited', MARGIN, w.y, { weight: 'bold', color: w.colors.muted });
  w.y -= 14;
  for (const line of note.invoice.lines) {
    w.ensure(2 * LEADING);
    w.y = w.paragraph(`${line.description} (SAC ${line.sac})`, MARGIN, w.y, WIDTH, LEADING);
  }
  w.y -= 6;
  w.text('Reason', MARGIN, w.y, { weight: 'bold', color: w.colors.muted });
  w.y -= 14;
  w.y = w.paragraph(note.reason, MARGIN, w.y, WIDTH, LEADING);
}
