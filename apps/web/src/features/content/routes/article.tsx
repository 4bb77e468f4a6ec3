// /articles/:slug: one article, the non-functional 'Leave a Reply' box, and three 'you might also like' cards.

import type { Language } from '@motomitra/domain/language';
import { useId } from 'react';
import { useParams } from 'react-router';
import { formatLongDate } from '../../../components/format.ts';
import { Link } from '../../../components/links.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import type { Article } from '../../../i18n/content-types.ts';
import { contentText } from '../../../i18n/en/content.ts';
import { t } from '../../../i18n/t.ts';
import {
  ARTICLE_DATE,
  ARTICLE_SLUGS,
  type ArticleSlug,
  articleImage,
  articlePath,
  articleTitleKey,
  isArticleSlug,
} from '../articles-index.ts';
import { Blocks } from '../components/blocks.tsx';
import { prepareContent, useContent } from '../page-content.ts';
import { NotFound } from './not-found.tsx';
import '../content.css';

/** Before a render that must not wait (server render, hydration): the path's article in the page's language. */
export async function prepare(params: Record<string, string>, language: Language): Promise<string[]> {
  return isArticleSlug(params.slug) ? prepareContent(`articles/${params.slug}`)(params, language) : [];
}

export function Component() {
  const { slug } = useParams();
  if (!isArticleSlug(slug)) return <NotFound />;
  return <Loaded slug={slug} />;
}

// Each article is a module of its own: a page loads its one article, not the five.
function Loaded({ slug }: { slug: ArticleSlug }) {
  const { ARTICLE } = useContent(`articles/${slug}`);
  return <ArticleView slug={slug} article={ARTICLE} />;
}

function ArticleView({ slug, article }: { slug: ArticleSlug; article: Article }) {
  const title = t(articleTitleKey(slug));
  usePageTitle(title, article.excerpt);
  const commentId = useId();
  const others = ARTICLE_SLUGS.filter((s) => s !== slug).slice(0, 3);
  return (
    <div className="page page--narrow">
      <article className="prose">
        <h1>{title}</h1>
        <p className="muted">
          {contentText('article.by', { author: contentText('article.author'), date: formatLongDate(article.date) })}
        </p>
        <img className="prose__image" src={articleImage(slug)} alt={article.imageAlt} width="400" height="240" />
        <Blocks blocks={article.body} />
      </article>
      <section className="reply" aria-labelledby="reply-title">
        <h2 id="reply-title">{contentText('article.leaveReply')}</h2>
        <p className="muted">{contentText('article.replyNote')}</p>
        <label htmlFor={commentId}>{contentText('article.comment')}</label>
        <textarea id={commentId} rows={4} disabled />
        <button type="button" className="button" disabled>
          {contentText('article.postComment')}
        </button>
      </section>
      <section className="section" aria-labelledby="also-like-title">
        <h2 id="also-like-title">{contentText('article.alsoLike')}</h2>
        <ul className="cards">
          {others.map((s) => (
            <li key={s} className="card">
              <img src={articleImage(s)} alt="" width="400" height="240" loading="lazy" />
              <div className="card__body">
                <p className="card__meta">{formatLongDate(ARTICLE_DATE)}</p>
                <h3>
                  <Link to={articlePath(s)}>{t(articleTitleKey(s))}</Link>
                </h3>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
