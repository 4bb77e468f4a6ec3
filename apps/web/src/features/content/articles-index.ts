// The five articles' slugs, paths and card data; their bodies load lazily with the article screen.
import type { CoreKey } from '../../i18n/t.ts';

export const ARTICLE_SLUGS = [
  'regular-servicing-importance',
  'seasonal-changes-vehicle-care',
  'top-10-signs-vehicle-needs-servicing',
  'what-happens-if-you-skip-servicing',
  'local-vs-authorised-service-centres',
] as const;
export type ArticleSlug = (typeof ARTICLE_SLUGS)[number];

export const articlePath = (slug: ArticleSlug) => `/articles/${slug}`;
export const articleTitleKey = (slug: ArticleSlug) => `article.title.${slug}` as CoreKey;
export { ARTICLE_DATE, articleImage } from '../../i18n/content-parts.ts';

export function isArticleSlug(value: string | undefined): value is ArticleSlug {
  return (ARTICLE_SLUGS as readonly (string | undefined)[]).includes(value);
}
