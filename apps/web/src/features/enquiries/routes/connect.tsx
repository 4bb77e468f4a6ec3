// /connect: the contact form, posted to POST /api/contactus/create: the spec's four fields, then what it is about
// (set from where it was opened: /connect?topic=insurance, rto, city) and the person's message.
import { ENQUIRY_TOPICS, type EnquiryTopic } from '@motomitra/domain/constants';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { contentText } from '../../../i18n/en/content.ts';
import { EnquiryForm } from '../enquiry-form.tsx';

export function Component() {
  usePageTitle(contentText('connect.title'), contentText('meta.connect'));
  const [params] = useSearchParams();
  const asked = params.get('topic');
  const topic: EnquiryTopic = ENQUIRY_TOPICS.find((x) => x === asked) ?? 'message';
  return (
    <div className="page page--narrow">
      <h1>{contentText('connect.title')}</h1>
      <p>{contentText('connect.text')}</p>
      <EnquiryForm
        schema={() => import('@motomitra/domain/enquiries').then((m) => m.ContactBodySchema)}
        path="/contactus/create"
        submit="connect.submit"
        defaults={{ topic }}
        fields={[
          { name: 'name', label: 'connect.name', type: 'text', autoComplete: 'name' },
          { name: 'email', label: 'connect.email', type: 'email', autoComplete: 'email' },
          { name: 'mobile_no', label: 'connect.mobile', type: 'tel', autoComplete: 'tel-national' },
          { name: 'address', label: 'connect.address', type: 'text', autoComplete: 'street-address', multiline: true },
          {
            name: 'topic',
            label: 'connect.topic',
            type: 'text',
            autoComplete: 'off',
            options: ENQUIRY_TOPICS.map((value) => ({ value, label: contentText(`connect.topic.${value}`) })),
          },
          {
            name: 'message',
            label: 'connect.message',
            type: 'text',
            autoComplete: 'off',
            multiline: true,
            optional: true,
            hint: 'connect.messageHint',
          },
        ]}
      />
    </div>
  );
}
