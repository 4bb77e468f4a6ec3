// The router's error screen: the spec's 'Unexpected Application Error!' with a way to retry and a way home.
import { Link, useRouteError } from 'react-router';
import { usePageTitle } from '../components/page-title.ts';
import { t } from '../i18n/t.ts';

export function ErrorScreen() {
  const error = useRouteError();
  usePageTitle(t('unexpectedError'));
  if (import.meta.env.DEV) console.error(error);
  return (
    <section className="page page--narrow notice" aria-labelledby="error-title">
      <h1 id="error-title">{t('unexpectedError')}</h1>
      <p>{t('error.text')}</p>
      <p className="notice__actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </button>
        <Link className="button button--ghost" to="/" reloadDocument>
          {t('common.backHome')}
        </Link>
      </p>
    </section>
  );
}
