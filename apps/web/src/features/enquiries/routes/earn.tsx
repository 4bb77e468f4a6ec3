// /earn: the Earn With Us application, posted to POST /api/earn/apply.

import { usePageTitle } from '../../../components/page-title.ts';
import { site } from '../../../components/site.ts';
import { contentText } from '../../../i18n/en/content.ts';
import { EnquiryForm } from '../enquiry-form.tsx';

export function Component() {
  usePageTitle(contentText('earn.title'), contentText('meta.earn', { brand: site.brandName }));
  return (
    <div className="page page--narrow">
      <h1>{contentText('earn.title')}</h1>
      <p>{contentText('earn.text')}</p>
      <EnquiryForm
        schema={() => import('@motomitra/domain/enquiries').then((m) => m.EarnBodySchema)}
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
