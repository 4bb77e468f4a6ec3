// The invoice PDF's fonts: each font a page draws with becomes a Type0 font (CIDFontType2, Identity-H) holding a subset
// of the font file with only the glyphs used (hb-subset, glyph ids kept, so the pages' glyph codes stay valid), their
// widths, and a ToUnicode map from glyphs to the text they stand for, so that a reader copies and searches real text.
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { PDFDocument, PDFRef } from 'pdf-lib';
import { loadSubsetter } from './font-subset.ts';
import type { Face, FaceKey, Run } from './text-shaping.ts';

type PdfLib = typeof import('pdf-lib');

const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
const utf16Hex = (text: string) => Array.from({ length: text.length }, (_, i) => hex4(text.charCodeAt(i))).join('');

type UsedFont = { face: Face; name: string; ref: PDFRef; gids: Set<number>; text: Map<number, string> };

/** The fonts of one PDF: glyphs are recorded as pages draw them, and the fonts written once all pages are drawn. */
export class PdfFonts {
  private readonly used = new Map<FaceKey, UsedFont>();

  constructor(
    private readonly lib: PdfLib,
    private readonly doc: PDFDocument,
  ) {}

  /** Records the run's glyphs and what text each stands for; answers the font's resource name and object. */
  use(run: Run): { name: string; ref: PDFRef } {
    let font = this.used.get(run.face.key);
    if (!font) {
      font = {
        face: run.face,
        name: `F${this.used.size + 1}`,
        ref: this.doc.context.nextRef(),
        gids: new Set([0]),
        text: new Map(),
      };
      this.used.set(run.face.key, font);
    }
    for (const g of run.glyphs) font.gids.add(g.gid);
    this.mapText(font, run);
    return font;
  }

  /**
   * ToUnicode: a glyph is the character the font maps to it; of a cluster's glyphs, the one left over after that
   * (a conjunct such as क्ष, whose matra ि is its own glyph) stands for the rest of the cluster's text. The first
   * meaning found wins; the marked content's /ActualText gives extraction the exact text of each run in any case.
   */
  private mapText(font: UsedFont, run: Run) {
    const starts = [...new Set(run.glyphs.map((g) => g.cluster))].sort((a, b) => a - b);
    starts.forEach((start, i) => {
      const rest = Array.from(run.text.slice(start, starts[i + 1] ?? run.text.length));
      const unmatched: number[] = [];
      for (const g of run.glyphs) {
        if (g.cluster !== start) continue;
        const at = rest.findIndex((ch) => font.face.glyphOf(ch.codePointAt(0) ?? 0) === g.gid);
        if (at >= 0) {
          if (!font.text.has(g.gid)) font.text.set(g.gid, rest[at] ?? '');
          rest.splice(at, 1);
        } else unmatched.push(g.gid);
      }
      const [only] = unmatched;
      if (unmatched.length === 1 && only !== undefined && rest.length > 0 && !font.text.has(only)) {
        font.text.set(only, rest.join(''));
      }
    });
  }

  /** Writes every font used: subset file, descriptor, widths, ToUnicode. */
  async embed(): Promise<void> {
    if (this.used.size === 0) return;
    const { PDFString } = this.lib;
    const context = this.doc.context;
    const hb = await loadSubsetter();
    for (const font of this.used.values()) {
      const { face } = font;
      const gids = [...font.gids].sort((a, b) => a - b);
      const scale = 1000 / face.unitsPerEm;
      const em = (v: number) => Math.round(v * scale);
      // A subset's name starts with six capital letters of its own (ISO 32000 9.6.4), here from its glyphs, so that
      // the same invoice always gives the same file.
      const digest = createHash('sha256')
        .update(`${face.key}:${gids.join(',')}`)
        .digest();
      const prefix = Array.from(digest.subarray(0, 6), (b) => String.fromCharCode(65 + (b % 26))).join('');
      const baseFont = `${prefix}+${face.postscriptName}`;

      const file = hb.subset(face, gids);
      // Compressed by Node's zlib: pdf-lib's own deflate (pako, JavaScript) took most of an invoice's time.
      const fontFile = context.register(
        context.stream(deflateSync(file), { Filter: 'FlateDecode', Length1: file.byteLength }),
      );
      const descriptor = context.register(
        context.obj({
          Type: 'FontDescriptor',
          FontName: baseFont,
          Flags: 4, // symbolic: glyphs are addressed by id, not by a standard encoding
          FontBBox: face.bbox.map(em),
          ItalicAngle: 0,
          Ascent: em(face.ascender),
          Descent: em(face.descender),
          CapHeight: em(face.capHeight),
          StemV: face.key.endsWith('bold') ? 120 : 80,
          FontFile2: fontFile,
        }),
      );
      // Widths as runs of consecutive glyph ids: [first [w w …] first [w …] …].
      const widths: (number | number[])[] = [];
      let group: number[] = [];
      gids.forEach((gid, i) => {
        if (i === 0 || gid !== (gids[i - 1] ?? 0) + 1) {
          group = [];
          widths.push(gid, group);
        }
        group.push(em(face.advance(gid)));
      });
      const cidFont = context.register(
        context.obj({
          Type: 'Font',
          Subtype: 'CIDFontType2',
          BaseFont: baseFont,
          CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
          FontDescriptor: descriptor,
          W: widths,
          CIDToGIDMap: 'Identity',
        }),
      );
      const toUnicode = context.register(
        context.stream(deflateSync(toUnicodeCMap(font.text)), { Filter: 'FlateDecode' }),
      );
      context.assign(
        font.ref,
        context.obj({
          Type: 'Font',
          Subtype: 'Type0',
          BaseFont: baseFont,
          Encoding: 'Identity-H',
          DescendantFonts: [cidFont],
          ToUnicode: toUnicode,
        }),
      );
    }
  }
}

/** A ToUnicode CMap (Adobe Technical Note 5411): two-byte glyph codes to UTF-16 text, 100 entries a block. */
function toUnicodeCMap(text: Map<number, string>): string {
  const entries = [...text].filter(([, t]) => t.length > 0).sort(([a], [b]) => a - b);
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    blocks.push(
      `${block.length} beginbfchar\n${block.map(([gid, t]) => `<${hex4(gid)}> <${utf16Hex(t)}>`).join('\n')}\nendbfchar`,
    );
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}
