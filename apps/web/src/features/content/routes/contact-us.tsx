// /contact-us: how to reach us, with the phone number and the way to the contact form.

import { telHref } from '@motomitra/domain/site';
import { Link } from '../../../components/links.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { site } from '../../../components/site.ts';
import { contentText } from '../../../i18n/en/content.ts';

export function Component() {
  usePageTitle(
    contentText('contact.title'),
    contentText('meta.contact', { brand: site.brandName, phone: site.supportPhone }),
  );
  return (
    <section className="page page--narrow notice">
      <h1>{contentText('contact.title')}</h1>
      <p>{contentText('contact.text')}</p>
      <p className="notice__actions">
        <a className="button" href={telHref(site.supportPhone)}>
          {contentText('contact.call', { phone: site.supportPhone })}
        </a>
        <Link className="button button--ghost" to="/connect">
          {contentText('contact.form')}
        </Link>
      </p>
    </section>
  );
}
