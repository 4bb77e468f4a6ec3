// /contact-us: how to reach us, with the phone number and the way to the contact form.

import { telHref } from '@motomitra/domain/site';
import { Link } from '../../../components/links.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { site } from '../../../components/site.ts';
import { t } from '../../../i18n/t.ts';
import '../../../i18n/en/content.ts';

export function Component() {
  usePageTitle(t('contact.title'), t('meta.contact', { brand: site.brandName, phone: site.supportPhone }));
  return (
    <section className="page page--narrow notice">
      <h1>{t('contact.title')}</h1>
      <p>{t('contact.text')}</p>
      <p className="notice__actions">
        <a className="button" href={telHref(site.supportPhone)}>
          {t('contact.call', { phone: site.supportPhone })}
        </a>
        <Link className="button button--ghost" to="/connect">
          {t('contact.form')}
        </Link>
      </p>
    </section>
  );
}
