// The not-found screen for any unknown path, with a way home.
import { Link } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { t } from '../../../i18n/t.ts';

export function NotFound() {
  usePageTitle(t('notFound.title'));
  return (
    <section className="page page--narrow notice" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <Link className="button" to="/">
          {t('common.backHome')}
        </Link>
      </p>
    </section>
  );
}

export const Component = NotFound;
