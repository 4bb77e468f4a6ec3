// What the five articles' modules share: the blocks their bodies are made of, their date, author and image.
import type { Block } from '../../content-types.ts';

export const p = (text: string): Block => ({ kind: 'p', text });
export const h2 = (text: string): Block => ({ kind: 'h2', text });
export const ul = (...items: string[]): Block => ({ kind: 'ul', items });
export const ol = (...items: string[]): Block => ({ kind: 'ol', items });

export const common = { date: '2023-05-10', author: 'MotoMitra Team' } as const;
export const image = (slug: string) => `/img/articles/${slug}.svg`;
