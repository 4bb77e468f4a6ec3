// /articles/:slug: one article, the non-functional 'Leave a Reply' box, and three 'you might also like' cards.
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { formatLongDate } from '../../../app/format.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { ARTICLES } from '../../../i18n/en/content/articles.ts';
import { t } from '../../../i18n/t.ts';
import {
  ARTICLE_DATE,
  ARTICLE_SLUGS,
  articleImage,
  articlePath,
  articleTitleKey,
  isArticleSlug,
} from '../articles-index.ts';
import { Blocks } from '../components/blocks.tsx';
import { NotFound } from './not-found.tsx';

export function Component() {
  const { slug } = useParams();
  const article = isArticleSlug(slug) ? ARTICLES.find((a) => a.slug === slug) : undefined;
  if (!article || !isArticleSlug(slug)) return <NotFound />;
  return <ArticleView slug={slug} article={article} />;
}

function ArticleView({ slug, article }: { slug: (typeof ARTICLE_SLUGS)[number]; article: (typeof ARTICLES)[number] }) {
  const title = t(articleTitleKey(slug));
  usePageTitle(title);
  const commentId = useId();
  const others = ARTICLE_SLUGS.filter((s) => s !== slug).slice(0, 3);
  return (
    <div className="page page--narrow">
      <article className="prose">
        <h1>{title}</h1>
        <p className="muted">{t('article.by', { author: article.author, date: formatLongDate(article.date) })}</p>
        <img className="prose__image" src={articleImage(slug)} alt={article.imageAlt} width="400" height="240" />
        <Blocks blocks={article.body} />
      </article>
      <section className="reply" aria-labelledby="reply-title">
        <h2 id="reply-title">{t('article.leaveReply')}</h2>
        <p className="muted">{t('article.replyNote')}</p>
        <label htmlFor={commentId}>{t('article.comment')}</label>
        <textarea id={commentId} rows={4} disabled />
        <button type="button" className="button" disabled>
          {t('article.postComment')}
        </button>
      </section>
      <section className="section" aria-labelledby="also-like-title">
        <h2 id="also-like-title">{t('article.alsoLike')}</h2>
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
