// Shapes of long-form page content; texts live in i18n/<locale>/content/*.
export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'h2'; text: string }
  | { kind: 'h3'; text: string }
  | { kind: 'ul'; items: string[] }
  | { kind: 'ol'; items: string[] };
export type Article = {
  slug: string;
  title: string;
  /** ISO 'YYYY-MM-DD'. */
  date: string;
  excerpt: string;
  image: string;
  imageAlt: string;
  body: Block[];
};
export type Faq = { question: string; answer: Block[] };
/** A titled long-form page; `description` is its one-sentence summary for search results and link previews. */
export type LegalPage = { title: string; description: string; updated: string; body: Block[] };
