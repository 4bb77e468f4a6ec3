// /my-account/edit-account: the profile form (every field required) and the other-address list with
// Add, Update (after Edit) and delete. Save Changes is enabled once something was touched; saving what
// equals the stored profile says 'No changes detected.'. Field errors from the server show beside each field. A new
// e-mail or password needs the current password (the server checks it, and tells the old address of a new e-mail), or
// a code sent to the mobile number. Above it the mobile number, which changes only with a code sent to the new one
// (decision 0019); below it, the reminder e-mails switch (decision 0014), saved on its own.
import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { accountText } from '../../../i18n/en/account.ts';
import { customerQuery } from '../api.ts';
import { channelsQuery } from '../channels-api.ts';
import { MobileNumber } from '../components/mobile-number.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { RemindersSwitch } from '../components/reminders-switch.tsx';

export function Component() {
  usePageTitle(accountText('account.editProfile'));
  const { data: customer, isError } = useQuery(customerQuery);
  // Whether the number is verified; until it is known, the number shows without it.
  const { data: channels } = useQuery(channelsQuery);
  return (
    <section>
      <h1>{accountText('account.editProfile')}</h1>
      {isError && <p role="alert">{accountText('customerFetchFailed')}</p>}
      {!customer && !isError && <Spinner />}
      {/* Keyed by the saved profile, so a save starts the form afresh from what the server stored; not by the other
          addresses nor the reminders switch, which are saved on their own while the rest may be half typed. */}
      {customer && <MobileNumber phone={customer.phone_no} verified={channels?.phoneVerified} />}
      {customer && (
        <ProfileForm key={JSON.stringify({ ...customer, otherAddress: null, reminders: null })} customer={customer} />
      )}
      {customer && <RemindersSwitch enabled={customer.reminders} />}
    </section>
  );
}
