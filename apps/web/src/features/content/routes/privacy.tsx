// /privacy-policy: the policy, a search box that narrows it to matching paragraphs, and recent posts.
import { useId, useState } from 'react';
import { formatDate } from '../../../components/format.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { contentText } from '../../../i18n/en/content.ts';
import { Blocks, blockText } from '../components/blocks.tsx';
import { RecentPosts } from '../components/recent-posts.tsx';
import { prepareContent, useContent } from '../page-content.ts';
import '../content.css';

export const prepare = prepareContent('legal');

export function Component() {
  const { PRIVACY } = useContent('legal');
  usePageTitle(PRIVACY.title, PRIVACY.description);
  const [q, setQ] = useState('');
  const searchId = useId();
  const needle = q.trim().toLowerCase();
  const blocks = needle ? PRIVACY.body.filter((b) => blockText(b).toLowerCase().includes(needle)) : PRIVACY.body;
  return (
    <div className="page page--with-aside">
      <article className="prose">
        <h1>{PRIVACY.title}</h1>
        <p className="muted">
          <time dateTime={PRIVACY.updated}>{formatDate(PRIVACY.updated)}</time>
        </p>
        {needle && (
          <p role="status">
            {blocks.length ? contentText.n('privacy.matches', blocks.length) : contentText('privacy.noMatch', { q })}
          </p>
        )}
        <Blocks blocks={blocks} />
      </article>
      <aside className="aside">
        <search className="search-box">
          <label htmlFor={searchId}>{contentText('privacy.searchLabel')}</label>
          <input
            id={searchId}
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder={contentText('privacy.search')}
          />
        </search>
        <RecentPosts />
      </aside>
    </div>
  );
}
