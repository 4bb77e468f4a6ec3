// /offline: what the service worker shows for a page asked for without a network. It is sent without scripts and for
// nobody in particular (the worker keeps it), so it works as plain HTML: a way to try again, and the number to call.
import { telHref } from '@motomitra/domain/site';
import { usePageTitle } from '../../../components/page-title.ts';
import { site } from '../../../components/site.ts';
import { contentText } from '../../../i18n/en/content.ts';

export function Component() {
  usePageTitle(contentText('offline.title'));
  return (
    <section className="page page--narrow notice" aria-labelledby="offline-title">
      <h1 id="offline-title">{contentText('offline.title')}</h1>
      <p>{contentText('offline.text')}</p>
      <p className="notice__actions">
        {/* A plain link: a full load, which the worker passes to the network again. */}
        <a className="button" href="/">
          {contentText('offline.retry')}
        </a>
        <a className="button button--ghost" href={telHref(site.supportPhone)}>
          {contentText('contact.call', { phone: site.supportPhone })}
        </a>
      </p>
    </section>
  );
}
