// /my-account/messages (decision 0019): where the garage tells the customer about their bookings. WhatsApp when they
// chose it, e-mail when they have an address and have not turned it off, each saved as soon as it changes (a consent
// kept with its time); SMS is no choice, and the page says what goes by it.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from '../../../components/links.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { accountText } from '../../../i18n/en/account.ts';
import { shownMobile } from '../../auth/components/phone-fields.tsx';
import { channelsQuery } from '../channels-api.ts';
import { ChannelSwitch } from '../components/channel-switch.tsx';

export function Component() {
  usePageTitle(accountText('channels.title'));
  const id = useId();
  const { data: channels, isError } = useQuery(channelsQuery);
  const phone = channels ? shownMobile(channels.phone) : '';
  return (
    <section className="channels">
      <h1>{accountText('channels.title')}</h1>
      <p>{accountText('channels.intro')}</p>
      {isError && <p role="alert">{accountText('channels.loadFailed')}</p>}
      {!channels && !isError && <Spinner />}
      {channels && (
        <div className="form">
          <ChannelSwitch
            id={`${id}-whatsapp`}
            channel="whatsapp"
            on={channels.whatsapp}
            label={accountText('channels.whatsapp')}
            hint={accountText('channels.whatsappTo', { phone })}
          />
          {channels.emailAddress ? (
            <ChannelSwitch
              id={`${id}-email`}
              channel="email"
              on={channels.email}
              label={accountText('channels.email')}
              hint={accountText('channels.emailTo', { email: channels.emailAddress })}
            />
          ) : (
            <p>
              {accountText('channels.noEmail')}{' '}
              <Link to="/my-account/edit-account">{accountText('channels.addEmail')}</Link>
            </p>
          )}
          <p className="muted">{accountText('channels.sms', { phone })}</p>
        </div>
      )}
    </section>
  );
}
