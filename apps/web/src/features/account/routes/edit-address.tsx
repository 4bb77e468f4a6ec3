// /my-account/edit-address: the 'Address' screen: the home address and other addresses, changed on the profile form.
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../../components/links.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { accountText } from '../../../i18n/en/account.ts';
import { customerQuery } from '../api.ts';

export function Component() {
  usePageTitle(accountText('account.address'));
  const { data: customer, isError } = useQuery(customerQuery);
  return (
    <section>
      <h1>{accountText('account.address')}</h1>
      {isError && <p role="alert">{accountText('customerFetchFailed')}</p>}
      {!customer && !isError && <Spinner />}
      {customer && (
        <>
          <h2>{accountText('account.homeAddress')}</h2>
          <p>{customer.address || accountText('account.noAddress')}</p>
          <h2>{accountText('account.otherAddresses')}</h2>
          {customer.otherAddress.length === 0 ? (
            <p>{accountText('account.noOtherAddresses')}</p>
          ) : (
            <ul className="address-list">
              {customer.otherAddress.map((a, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; labels may repeat
                <li key={i}>
                  <strong>{a.addressLabel}</strong>
                  <span>{a.address}</span>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link className="button button--ghost" to="/my-account/edit-account">
              {accountText('account.changeAddresses')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
