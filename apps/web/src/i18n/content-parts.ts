// What the long-form pages' modules in every language share: the blocks their bodies are made of, and what an
// article's page has in every language (its slug, date and picture).
import type { Block } from './content-types.ts';

export const p = (text: string): Block => ({ kind: 'p', text });
export const h2 = (text: string): Block => ({ kind: 'h2', text });
export const h3 = (text: string): Block => ({ kind: 'h3', text });
export const ul = (...items: string[]): Block => ({ kind: 'ul', items });
export const ol = (...items: string[]): Block => ({ kind: 'ol', items });

/** The spec dates the articles' cards May 10, 2023. */
export const ARTICLE_DATE = '2023-05-10';
export const articleImage = (slug: string) => `/img/articles/${slug}.svg`;
/** The parts of an article that are not words: `{ ...articleBase(slug), title, excerpt, imageAlt, body }`. */
export const articleBase = (slug: string) => ({ slug, date: ARTICLE_DATE, image: articleImage(slug) });
