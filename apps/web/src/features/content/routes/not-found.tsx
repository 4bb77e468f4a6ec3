// The not-found screen for any unknown path, with a way home.
import { useContext } from 'react';
import { Link } from '../../../components/links.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { ServerRenderContext } from '../../../components/server-render.ts';
import { contentText } from '../../../i18n/en/content.ts';
import { t } from '../../../i18n/t.ts';

export function NotFound() {
  usePageTitle(contentText('notFound.title'));
  // A server render answers the page with 404, so that search engines and tools see it for what it is.
  const server = useContext(ServerRenderContext);
  if (server) server.status = 404;
  return (
    <section className="page page--narrow notice" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{contentText('notFound.title')}</h1>
      <p>{contentText('notFound.text')}</p>
      <p>
        <Link className="button" to="/">
          {t('common.backHome')}
        </Link>
      </p>
    </section>
  );
}

export const Component = NotFound;
