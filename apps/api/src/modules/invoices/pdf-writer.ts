// The invoice PDF's page writer (pdf-lib for the file, HarfBuzz for the text): A4 pages with margins, shaped text in
// the embedded Noto fonts, wrapped by its measured width, rules, the line table's columns, and a new page when the
// current one is full.
import { deflateSync } from 'node:zlib';
import type { PDFDocument, PDFPage } from 'pdf-lib';
import { PdfFonts } from './pdf-fonts.ts';
import type { Run, Shaper, Weight } from './text-shaping.ts';

type PdfLib = typeof import('pdf-lib');

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 40;
export const WIDTH = A4[0] - 2 * MARGIN;
/** A colour as red, green and blue from 0 to 1. */
export type Rgb = [number, number, number];
export type Palette = { ink: Rgb; muted: Rgb; rule: Rgb; shade: Rgb };
export type TextStyle = { size?: number; weight?: Weight; color?: Rgb };

export type Column = { title: string; width: number; align: 'left' | 'right' };
export const COLUMNS: Column[] = [
  { title: '#', width: 20, align: 'left' },
  { title: 'Description', width: 172, align: 'left' },
  { title: 'SAC', width: 45, align: 'left' },
  { title: 'Qty', width: 30, align: 'right' },
  { title: 'Rate (₹)', width: 80, align: 'right' },
  { title: 'Amount (₹)', width: 84, align: 'right' },
  { title: 'Taxable value (₹)', width: 84, align: 'right' },
];

/** White space as one space, none at the ends: what the invoice prints of a stored text. */
const words = (text: string) => text.replace(/\s+/g, ' ').trim().split(' ');
const round = (n: number) => Math.round(n * 1000) / 1000;
/** A number as a content stream writes it: at most three decimals, never an exponent. */
const num = (n: number) => String(round(n) || 0);
const rgb = ([r, g, b]: Rgb) => `${num(r)} ${num(g)} ${num(b)}`;
const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
const utf16Hex = (text: string) => Array.from({ length: text.length }, (_, i) => hex4(text.charCodeAt(i))).join('');
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

export class Writer {
  page!: PDFPage;
  y = 0;
  /** The current page's drawing operators; pdf-lib's own drawing (one object per operator) is not used. */
  private content: string[] = [];
  private readonly pages: { page: PDFPage; content: string[] }[] = [];
  private readonly fonts: PdfFonts;

  constructor(
    private readonly lib: PdfLib,
    private readonly doc: PDFDocument,
    private readonly shaper: Shaper,
    readonly colors: Palette,
  ) {
    this.fonts = new PdfFonts(lib, doc);
    this.newPage();
  }

  private wordWidth(word: string, size: number, weight: Weight): number {
    return this.shaper.shapeWord(word, weight).width * size;
  }

  /** The text's shaped width in points. */
  width(text: string, size = 9, weight: Weight = 'regular'): number {
    const space = this.wordWidth(' ', size, weight);
    return words(text).reduce((w, word, i) => w + (i > 0 ? space : 0) + this.wordWidth(word, size, weight), 0);
  }

  /**
   * Splits text into lines no wider than maxWidth, measured as drawn (shaped): at spaces, and a word wider than a
   * line between its grapheme clusters, so that no conjunct or matra is torn from its consonant.
   */
  wrap(text: string, size: number, maxWidth: number, weight: Weight = 'regular'): string[] {
    const space = this.wordWidth(' ', size, weight);
    const lines: string[] = [];
    let line = '';
    let lineWidth = 0;
    for (const word of words(text)) {
      const w = this.wordWidth(word, size, weight);
      if (line && lineWidth + space + w <= maxWidth) {
        line += ` ${word}`;
        lineWidth += space + w;
        continue;
      }
      if (line) lines.push(line);
      [line, lineWidth] = [word, w];
      if (w <= maxWidth) continue;
      // A word wider than the line (an e-mail address, a long reference): cut it where it reaches the edge.
      line = '';
      for (const { segment } of graphemes.segment(word)) {
        if (line && this.wordWidth(line + segment, size, weight) > maxWidth) {
          lines.push(line);
          line = '';
        }
        line += segment;
      }
      lineWidth = this.wordWidth(line, size, weight);
    }
    if (line) lines.push(line);
    return lines.length ? lines : [''];
  }

  /** Draws one line of text with its left end at x and its baseline at y. */
  text(text: string, x: number, y: number, style: TextStyle = {}) {
    const size = style.size ?? 9;
    const weight = style.weight ?? 'regular';
    const ops = ['q', `${rgb(style.color ?? this.colors.ink)} rg`, 'BT'];
    let pen = x;
    words(text).forEach((word, i) => {
      if (i > 0) {
        for (const run of this.shaper.shapeWord(' ', weight).runs) {
          this.runOperators(ops, run, pen, y, size, false);
          pen += run.width * size;
        }
      }
      for (const run of this.shaper.shapeWord(word, weight).runs) {
        this.runOperators(ops, run, pen, y, size, true);
        pen += run.width * size;
      }
    });
    ops.push('ET', 'Q');
    this.content.push(ops.join('\n'));
  }

  /**
   * One run's glyphs where HarfBuzz placed them: a TJ array whose numbers move each glyph from where the font's own
   * advance left it to its shaped position, a text rise for a mark placed above or below. With /ActualText the run's
   * marked content carries its text, which extraction returns instead of the glyphs (a conjunct, a matra drawn
   * before its consonant).
   */
  private runOperators(ops: string[], run: Run, x: number, y: number, size: number, actualText: boolean) {
    const font = this.fonts.use(run);
    this.page.node.setFontDictionary(this.lib.PDFName.of(font.name), font.ref);
    ops.push(`/${font.name} ${num(size)} Tf 1 0 0 1 ${num(x)} ${num(y)} Tm`);
    if (actualText) ops.push(`/Span <</ActualText <FEFF${utf16Hex(run.text)}>>> BDC`);
    // Positions in thousandths of the font size, as TJ counts them.
    const k = 1000 / run.face.unitsPerEm;
    let items = '';
    let codes = '';
    let pen = 0; // where HarfBuzz's advances have brought the run
    let at = 0; // where the PDF's text position is
    let rise = 0;
    const flushCodes = () => {
      if (codes) items += `<${codes}>`;
      codes = '';
    };
    const flush = () => {
      flushCodes();
      if (items) ops.push(`[${items}] TJ`);
      items = '';
    };
    for (const g of run.glyphs) {
      const glyphRise = round((g.yOffset * k * size) / 1000);
      if (glyphRise !== rise) {
        flush();
        ops.push(`${num(glyphRise)} Ts`);
        rise = glyphRise;
      }
      const adjust = round(at - (pen + g.xOffset * k));
      if (adjust !== 0) {
        flushCodes();
        items += ` ${num(adjust)} `;
        at -= adjust;
      }
      codes += hex4(g.gid);
      at += Math.round(run.face.advance(g.gid) * k); // the width the PDF's W array gives the glyph
      pen += g.xAdvance * k;
    }
    flush();
    if (rise !== 0) ops.push('0 Ts');
    if (actualText) ops.push('EMC');
  }

  /** Draws one line of text with its right end at rightX. */
  right(text: string, rightX: number, y: number, style: TextStyle = {}) {
    this.text(text, rightX - this.width(text, style.size ?? 9, style.weight), y, style);
  }

  /**
   * Draws text wrapped within maxWidth, its first baseline at y and each further line `leading` lower (right-aligned
   * to x + maxWidth when asked); answers the baseline below its last line.
   */
  paragraph(
    text: string,
    x: number,
    y: number,
    maxWidth: number,
    leading: number,
    style: TextStyle & { align?: 'left' | 'right' } = {},
  ): number {
    let baseline = y;
    for (const line of this.wrap(text, style.size ?? 9, maxWidth, style.weight)) {
      if (style.align === 'right') this.right(line, x + maxWidth, baseline, style);
      else this.text(line, x, baseline, style);
      baseline -= leading;
    }
    return baseline;
  }

  rule(y: number) {
    this.content.push(
      `q ${rgb(this.colors.rule)} RG 0.6 w ${num(MARGIN)} ${num(y)} m ${num(MARGIN + WIDTH)} ${num(y)} l S Q`,
    );
  }

  fillRect(x: number, y: number, width: number, height: number, color: Rgb) {
    this.content.push(`q ${rgb(color)} rg ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f Q`);
  }

  /** Starts a new page when fewer than `needed` points are left above the footer. */
  ensure(needed: number): boolean {
    if (this.y - needed >= MARGIN + 40) return false;
    this.newPage();
    return true;
  }

  private newPage() {
    this.page = this.doc.addPage(A4);
    this.content = [];
    this.pages.push({ page: this.page, content: this.content });
    this.y = A4[1] - MARGIN;
  }

  /**
   * Writes each page's drawing as its content stream and the fonts with the glyphs the pages used; call once, after
   * drawing. The streams are compressed by Node's zlib (pdf-lib's own deflate, in JavaScript, took most of the time).
   */
  async finish(): Promise<void> {
    const { context } = this.doc;
    for (const { page, content } of this.pages) {
      const stream = context.stream(deflateSync(content.join('\n')), { Filter: 'FlateDecode' });
      page.node.set(this.lib.PDFName.of('Contents'), context.register(stream));
    }
    await this.fonts.embed();
  }
}
