// /connect: the contact form, posted to POST /api/contactus/create.
import { usePageTitle } from '../../../components/page-title.ts';
import { t } from '../../../i18n/t.ts';
import { EnquiryForm } from '../enquiry-form.tsx';
import '../../../i18n/en/content.ts';

export function Component() {
  usePageTitle(t('connect.title'), t('meta.connect'));
  return (
    <div className="page page--narrow">
      <h1>{t('connect.title')}</h1>
      <p>{t('connect.text')}</p>
      <EnquiryForm
        schema={() => import('@motomitra/domain/accounts').then((m) => m.ContactBodySchema)}
        path="/contactus/create"
        submit="connect.submit"
        fields={[
          { name: 'name', label: 'connect.name', type: 'text', autoComplete: 'name' },
          { name: 'email', label: 'connect.email', type: 'email', autoComplete: 'email' },
          { name: 'mobile_no', label: 'connect.mobile', type: 'tel', autoComplete: 'tel-national' },
          { name: 'address', label: 'connect.address', type: 'text', autoComplete: 'street-address', multiline: true },
        ]}
      />
    </div>
  );
}
