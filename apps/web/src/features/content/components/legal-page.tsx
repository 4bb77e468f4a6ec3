// A titled long-form page with its last-updated date.
import type { ReactNode } from 'react';
import { formatDate } from '../../../components/format.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import type { LegalPage } from '../../../i18n/content-types.ts';
import { Blocks } from './blocks.tsx';

export function LegalPageView({ page, aside }: { page: LegalPage; aside?: ReactNode }) {
  usePageTitle(page.title, page.description);
  return (
    <div className={aside ? 'page page--with-aside' : 'page page--narrow'}>
      <article className="prose">
        <h1>{page.title}</h1>
        <p className="muted">
          <time dateTime={page.updated}>{formatDate(page.updated)}</time>
        </p>
        <Blocks blocks={page.body} />
      </article>
      {aside}
    </div>
  );
}
