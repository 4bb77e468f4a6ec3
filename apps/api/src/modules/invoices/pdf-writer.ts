// The invoice PDF's page writer (pdf-lib): A4 pages with margins, text that the standard font can encode, rules,
// and the line table's columns; a new page when the current one is full.
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 40;
export const WIDTH = A4[0] - 2 * MARGIN;
export type Palette = { ink: Color; muted: Color; rule: Color; shade: Color };

export type Column = { title: string; width: number; align: 'left' | 'right' };
export const COLUMNS: Column[] = [
  { title: '#', width: 20, align: 'left' },
  { title: 'Description', width: 172, align: 'left' },
  { title: 'SAC', width: 45, align: 'left' },
  { title: 'Qty', width: 30, align: 'right' },
  { title: 'Rate (Rs.)', width: 80, align: 'right' },
  { title: 'Amount (Rs.)', width: 84, align: 'right' },
  { title: 'Taxable value (Rs.)', width: 84, align: 'right' },
];

export class Writer {
  page: PDFPage;
  y: number;
  private readonly encodable: Set<number>;

  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly colors: Palette,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    this.encodable = new Set(regular.getCharacterSet());
  }

  /** Text the standard font can draw: ₹ becomes 'Rs.', other characters outside WinAnsi (such as Devanagari) '?'. */
  safe(text: string): string {
    return Array.from(text.replace(/\s+/g, ' ').replace(/₹\s*/g, 'Rs. '), (c) =>
      this.encodable.has(c.codePointAt(0) ?? 0) ? c : '?',
    ).join('');
  }

  width(text: string, size: number, font = this.regular): number {
    return font.widthOfTextAtSize(this.safe(text), size);
  }

  /** Splits text into lines no wider than maxWidth (a long word is cut). */
  wrap(text: string, size: number, maxWidth: number, font = this.regular): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of this.safe(text).split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (font.widthOfTextAtSize(line, size) > maxWidth && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > maxWidth) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line) lines.push(line);
    return lines.length ? lines : [''];
  }

  text(text: string, x: number, y: number, opts: { size?: number; font?: PDFFont; color?: Color } = {}) {
    this.page.drawText(this.safe(text), {
      x,
      y,
      size: opts.size ?? 9,
      font: opts.font ?? this.regular,
      color: opts.color ?? this.colors.ink,
    });
  }

  right(text: string, rightX: number, y: number, opts: { size?: number; font?: PDFFont } = {}) {
    const size = opts.size ?? 9;
    this.text(text, rightX - this.width(text, size, opts.font ?? this.regular), y, opts);
  }

  rule(y: number) {
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: MARGIN + WIDTH, y },
      thickness: 0.6,
      color: this.colors.rule,
    });
  }

  /** Starts a new page when fewer than `needed` points are left above the footer. */
  ensure(needed: number): boolean {
    if (this.y - needed >= MARGIN + 40) return false;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    return true;
  }
}
