// The invoice's text as glyphs: each word split into runs by the font that draws them (Noto Sans for Latin, digits
// and ₹; Noto Sans Devanagari for Devanagari) and shaped by HarfBuzz, which forms conjuncts and places matras.
// Fonts and HarfBuzz load once per process, with the first invoice asked for.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the fonts are: beside this module in the sources, beside the bundle (copied by scripts/build.ts) when built. */
export const FONTS_DIR = path.resolve(import.meta.dirname, 'fonts');

export type Weight = 'regular' | 'bold';
export type FaceKey = 'latin' | 'latin-bold' | 'deva' | 'deva-bold';
const FILES: Record<FaceKey, string> = {
  latin: 'NotoSans-Regular.ttf',
  'latin-bold': 'NotoSans-Bold.ttf',
  deva: 'NotoSansDevanagari-Regular.ttf',
  'deva-bold': 'NotoSansDevanagari-Bold.ttf',
};

type HarfBuzz = typeof import('harfbuzzjs');

export type Face = {
  key: FaceKey;
  /** The font file, which the PDF embeds a subset of. */
  data: Uint8Array;
  postscriptName: string;
  unitsPerEm: number;
  ascender: number;
  descender: number;
  capHeight: number;
  bbox: [number, number, number, number];
  /** Advance width of a glyph in font units (the PDF's widths array). */
  advance(gid: number): number;
  /** The glyph a character maps to in this font, undefined if the font has none. */
  glyphOf(codePoint: number): number | undefined;
  font: InstanceType<HarfBuzz['Font']>;
};

/** One glyph as HarfBuzz placed it, in font units; `cluster` is the UTF-16 index in the run's text it stands for. */
export type PlacedGlyph = { gid: number; cluster: number; xAdvance: number; xOffset: number; yOffset: number };
/** A part of a word drawn with one font: its text (what a reader copies) and its glyphs. */
export type Run = { face: Face; text: string; glyphs: PlacedGlyph[]; width: number };
/** A word (no white space in it) shaped: `width` in ems (multiply by the font size for points). */
export type ShapedWord = { text: string; runs: Run[]; width: number };

export type Shaper = {
  faces: Record<FaceKey, Face>;
  /** The word's runs and glyphs, shaped once per process and word. */
  shapeWord(word: string, weight: Weight): ShapedWord;
};

const isDevanagari = (cp: number) =>
  (cp >= 0x0900 && cp <= 0x097f) || (cp >= 0xa8e0 && cp <= 0xa8ff) || (cp >= 0x1cd0 && cp <= 0x1cff);
/** Joiners, variation selectors and combining marks belong to the run of the character before them. */
const inheritsFont = (cp: number) =>
  cp === 0x200c || cp === 0x200d || cp === 0x25cc || (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0x300 && cp <= 0x36f);

function readFace(hb: HarfBuzz, key: FaceKey, data: Uint8Array): Face {
  const hbFace = new hb.Face(new hb.Blob(data));
  const font = new hb.Font(hbFace);
  const table = (tag: string) => {
    const bytes = hbFace.referenceTable(tag);
    if (!bytes) throw new Error(`${FILES[key]} has no ${tag} table`);
    return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };
  const head = table('head');
  const os2 = table('OS/2');
  return {
    key,
    data,
    postscriptName: hbFace.getName(6, 'en') || FILES[key].replace(/\.ttf$/, ''),
    unitsPerEm: head.getUint16(18),
    bbox: [head.getInt16(36), head.getInt16(38), head.getInt16(40), head.getInt16(42)],
    ascender: os2.getInt16(68), // sTypoAscender
    descender: os2.getInt16(70), // sTypoDescender
    capHeight: os2.getUint16(0) >= 2 ? os2.getInt16(88) : head.getInt16(42),
    advance: (gid) => font.glyphHAdvance(gid),
    glyphOf: (cp) => {
      const gid = font.nominalGlyph(cp);
      return gid ? gid : undefined;
    },
    font,
  };
}

/** Splits a word into runs of one font: Devanagari to the Devanagari font, the rest to Noto Sans where it has it. */
function fontRuns(word: string, latin: Face, deva: Face): { face: Face; text: string }[] {
  const runs: { face: Face; text: string }[] = [];
  for (const ch of word) {
    const cp = ch.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    let face: Face;
    if (inheritsFont(cp) && last) face = last.face;
    else if (isDevanagari(cp)) face = deva;
    else face = latin.glyphOf(cp) !== undefined || deva.glyphOf(cp) === undefined ? latin : deva;
    if (last && last.face === face) last.text += ch;
    else runs.push({ face, text: ch });
  }
  return runs;
}

function shapeRun(hb: HarfBuzz, buffer: InstanceType<HarfBuzz['Buffer']>, face: Face, text: string): Run {
  buffer.clearContents();
  // Each character keeps its own cluster where glyphs are reordered (ि drawn before the consonant it follows), so that
  // the ToUnicode map can say which glyph is the matra and which the conjunct.
  buffer.setClusterLevel(hb.ClusterLevel.CHARACTERS);
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(face.font, buffer);
  const glyphs = buffer.getGlyphInfosAndPositions().map((g) => ({
    gid: g.codepoint,
    cluster: g.cluster,
    xAdvance: g.xAdvance ?? 0,
    xOffset: g.xOffset ?? 0,
    yOffset: g.yOffset ?? 0,
  }));
  const width = glyphs.reduce((w, g) => w + g.xAdvance, 0) / face.unitsPerEm;
  return { face, text, glyphs, width };
}

async function createShaper(): Promise<Shaper> {
  const [hb, ...files] = await Promise.all([
    import('harfbuzzjs'),
    ...Object.values(FILES).map((file) => readFile(path.join(FONTS_DIR, file))),
  ]);
  const keys = Object.keys(FILES) as FaceKey[];
  const faces = Object.fromEntries(
    keys.map((key, i) => [key, readFace(hb, key, new Uint8Array(files[i] ?? []))]),
  ) as Record<FaceKey, Face>;
  // Invoices repeat their words (labels, cities, services): a word is shaped once per process. Bounded, as customers'
  // words are many.
  const cache = new Map<string, ShapedWord>();
  // One buffer, emptied before each run (shaping is synchronous, so no two runs share it at once).
  const buffer = new hb.Buffer();
  return {
    faces,
    shapeWord(word, weight) {
      const cacheKey = `${weight}\u0000${word}`;
      const cached = cache.get(cacheKey);
      if (cached) return cached;
      const [latin, deva] = weight === 'bold' ? [faces['latin-bold'], faces['deva-bold']] : [faces.latin, faces.deva];
      const runs = fontRuns(word, latin, deva).map((r) => shapeRun(hb, buffer, r.face, r.text));
      const shaped = { text: word, runs, width: runs.reduce((w, r) => w + r.width, 0) };
      if (cache.size >= 5000) cache.clear();
      cache.set(cacheKey, shaped);
      return shaped;
    },
  };
}

let shaper: Promise<Shaper> | undefined;
/** The process's shaper: HarfBuzz and the four fonts load on the first call (a failed load is tried again). */
export function loadShaper(): Promise<Shaper> {
  shaper ??= createShaper().catch((err: unknown) => {
    shaper = undefined;
    throw err;
  });
  return shaper;
}
