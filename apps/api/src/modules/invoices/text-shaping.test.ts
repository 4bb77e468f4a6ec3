// The invoice's text shaping: which font draws what, and that Devanagari comes out as HarfBuzz shapes it (conjuncts
// formed, the ि matra before its consonant), which pdf-lib's fontkit did not do (pdf-lib #1409).
import { describe, expect, it } from 'vitest';
import { loadShaper } from './text-shaping.ts';

describe('text shaping', () => {
  it('forms क्ष as one glyph and draws ि before it, though ि is typed after', async () => {
    const shaper = await loadShaper();
    const deva = shaper.faces.deva;
    const glyph = (ch: string) => deva.glyphOf(ch.codePointAt(0) ?? 0);
    const [run, ...more] = shaper.shapeWord('क्षि', 'regular').runs;
    expect(more).toEqual([]);
    expect(run?.face).toBe(deva);
    const gids = run?.glyphs.map((g) => g.gid) ?? [];
    // Two glyphs where four characters were typed: first the matra ि (typed last, at index 3; in a form as wide as
    // the conjunct, the font's choice), then the conjunct of क, ् and ष (index 0), which is none of them.
    expect(run?.glyphs.map((g) => g.cluster)).toEqual([3, 0]);
    const components = [glyph('क'), glyph('्'), glyph('ष'), undefined, 0];
    expect(components).not.toContain(gids[1]);
  });

  it('draws श्र as one glyph in श्रीवास्तव, and every glyph of the names is a real one (no .notdef)', async () => {
    const shaper = await loadShaper();
    const glyph = (ch: string) => shaper.faces['deva-bold'].glyphOf(ch.codePointAt(0) ?? 0);
    const [run] = shaper.shapeWord('श्री', 'bold').runs;
    expect(run?.glyphs.map((g) => g.gid)).not.toContain(glyph('श'));
    for (const word of 'क्षितिज श्रीवास्तव सचिन पाटील फ्लॅट क्र. ४, कोथरूड ₹1,249.00'.split(' ')) {
      for (const weight of ['regular', 'bold'] as const) {
        for (const r of shaper.shapeWord(word, weight).runs) expect(r.glyphs.map((g) => g.gid)).not.toContain(0);
      }
    }
  });

  it('takes Latin, digits and ₹ from Noto Sans and Devanagari from Noto Sans Devanagari, a run for each', async () => {
    const shaper = await loadShaper();
    expect(shaper.faces.latin.glyphOf(0x20b9)).toBeGreaterThan(0); // ₹ is in Noto Sans
    const runs = shaper.shapeWord('₹150/किमी', 'regular').runs;
    expect(runs.map((r) => [r.face.key, r.text])).toEqual([
      ['latin', '₹150/'],
      ['deva', 'किमी'],
    ]);
    // A joiner stays with the Devanagari before it (Marathi's eyelash र्‍).
    expect(shaper.shapeWord('र्\u200dया', 'regular').runs.map((r) => r.face.key)).toEqual(['deva']);
  });
});
