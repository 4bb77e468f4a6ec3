// The long-form pages in Marathi and Hindi (decision 0012) against the English ones: the same pages, each with the same
// blocks of the same kinds and lengths, every text translated (none a copy of the English, none empty), and numbers
// kept (a time limit or an amount in the terms must not change in translation).
import { LANGUAGES } from '@motomitra/domain/language';
import { describe, expect, it } from 'vitest';
import { ARTICLE_SLUGS } from '../features/content/articles-index.ts';
import { type ContentFile, loadContent } from './content-files.ts';

const FILES: ContentFile[] = ['faqs', 'legal', 'company', ...ARTICLE_SLUGS.map((slug) => `articles/${slug}` as const)];
/** Fields that are not words: the same in every language. */
const NOT_WORDS = new Set(['kind', 'slug', 'date', 'updated', 'image']);

/** The value's shape with its words taken out, and its words with their paths. */
function split(value: unknown, path = ''): { shape: unknown; texts: [string, string][] } {
  const texts: [string, string][] = [];
  const walk = (v: unknown, p: string, key: string): unknown => {
    if (typeof v === 'string') {
      if (NOT_WORDS.has(key)) return v;
      texts.push([p, v]);
      return 'text';
    }
    if (Array.isArray(v)) return v.map((x, i) => walk(x, `${p}.${i}`, key));
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, `${p}.${k}`, k)]));
    return v;
  };
  return { shape: walk(value, path, ''), texts };
}

const numbers = (text: string) => [...text.matchAll(/\d+(?:[.,:]\d+)*/g)].map((m) => m[0].replace(/,/g, '')).sort();

describe.each(FILES)('the %s page', (file) => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('in %s has the English blocks, all translated', async (language) => {
    const [en, other] = await Promise.all([loadContent('en', file), loadContent(language, file)]);
    const english = split(en);
    const translated = split(other);
    expect(translated.shape).toEqual(english.shape);
    const theirs = new Map(translated.texts);
    for (const [path, text] of english.texts) {
      const twin = theirs.get(path) ?? '';
      expect(twin.trim(), `${language} ${file}${path}`).not.toBe('');
      expect(twin, `${language} ${file}${path}`).not.toBe(text);
      // Devanagari, not English left in place (a brand or an abbreviation beside it is fine).
      expect(twin, `${language} ${file}${path}`).toMatch(/[\u0900-\u097F]/);
    }
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('in %s keeps the numbers of the English', async (language) => {
    const [en, other] = await Promise.all([loadContent('en', file), loadContent(language, file)]);
    const all = (texts: [string, string][]) => texts.flatMap(([, t]) => numbers(t)).sort();
    expect(all(split(other).texts)).toEqual(all(split(en).texts));
  });
});
