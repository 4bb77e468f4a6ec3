// A list of the articles, used as 'Recent posts' on the privacy page.
import { Link } from '../../../components/links.tsx';
import { contentText } from '../../../i18n/en/content.ts';
import { t } from '../../../i18n/t.ts';
import { ARTICLE_SLUGS, articlePath, articleTitleKey } from '../articles-index.ts';

export function RecentPosts() {
  return (
    <nav className="recent-posts" aria-labelledby="recent-posts-title">
      <h2 id="recent-posts-title">{contentText('privacy.recentPosts')}</h2>
      <ul>
        {ARTICLE_SLUGS.map((slug) => (
          <li key={slug}>
            <Link to={articlePath(slug)}>{t(articleTitleKey(slug))}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
