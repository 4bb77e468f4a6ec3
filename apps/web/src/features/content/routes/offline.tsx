// /offline: what the service worker shows for a page asked for without a network. It is sent without scripts and for
// nobody in particular (the worker keeps it), so it works as plain HTML: a way to try again, and the number to call.
import { telHref } from '@motomitra/domain/site';
import { usePageTitle } from '../../../components/page-title.ts';
import { site } from '../../../components/site.ts';
import { t } from '../../../i18n/t.ts';
import '../../../i18n/en/content.ts';

export function Component() {
  usePageTitle(t('offline.title'));
  return (
    <section className="page page--narrow notice" aria-labelledby="offline-title">
      <h1 id="offline-title">{t('offline.title')}</h1>
      <p>{t('offline.text')}</p>
      <p className="notice__actions">
        {/* A plain link: a full load, which the worker passes to the network again. */}
        <a className="button" href="/">
          {t('offline.retry')}
        </a>
        <a className="button button--ghost" href={telHref(site.supportPhone)}>
          {t('contact.call', { phone: site.supportPhone })}
        </a>
      </p>
    </section>
  );
}
