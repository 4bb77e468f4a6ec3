// /earn: the Earn With Us application, posted to POST /api/earn/apply.

import { usePageTitle } from '../../../components/page-title.ts';
import { site } from '../../../components/site.ts';
import { t } from '../../../i18n/t.ts';
import { EnquiryForm } from '../enquiry-form.tsx';
import '../../../i18n/en/content.ts';

export function Component() {
  usePageTitle(t('earn.title'), t('meta.earn', { brand: site.brandName }));
  return (
    <div className="page page--narrow">
      <h1>{t('earn.title')}</h1>
      <p>{t('earn.text')}</p>
      <EnquiryForm
        schema={() => import('@motomitra/domain/accounts').then((m) => m.EarnBodySchema)}
        path="/earn/apply"
        submit="earn.submit"
        fields={[
          { name: 'name', label: 'connect.name', type: 'text', autoComplete: 'name' },
          { name: 'email', label: 'connect.email', type: 'email', autoComplete: 'email' },
          { name: 'mobile', label: 'connect.mobile', type: 'tel', autoComplete: 'tel-national' },
          { name: 'occupation', label: 'earn.occupation', type: 'text', autoComplete: 'organization-title' },
        ]}
      />
    </div>
  );
}
