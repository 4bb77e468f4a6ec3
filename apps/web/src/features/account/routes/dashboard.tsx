// /my-account: the dashboard greeting, with the way to each part of the account.
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../../components/links.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { accountText } from '../../../i18n/en/account.ts';
import { customerQuery } from '../api.ts';

export function Component() {
  usePageTitle(accountText('account.title'));
  const { data: customer, isError } = useQuery(customerQuery);
  return (
    <section>
      <h1>{accountText('account.title')}</h1>
      {isError && <p role="alert">{accountText('customerFetchFailed')}</p>}
      {!customer && !isError && <Spinner />}
      {customer && (
        <>
          <p className="account__greeting">{accountText('account.hello', { name: customer.name })}</p>
          <p>{accountText('account.customerNumber', { cxid: customer.CXID })}</p>
          <p>{accountText('account.dashboardText')}</p>
          <ul className="account__shortcuts">
            <li>
              <Link to="/my-account/orders">{accountText('account.nav.orders')}</Link>
            </li>
            <li>
              <Link to="/myvehicles">{accountText('account.vehicleCount', { count: customer.vehicles.length })}</Link>
            </li>
            <li>
              <Link to="/my-account/edit-account">{accountText('account.editProfile')}</Link>
            </li>
            <li>
              <Link to="/my-account/edit-address">{accountText('account.addresses')}</Link>
            </li>
            <li>
              <Link to="/my-account/messages">{accountText('channels.title')}</Link>
            </li>
          </ul>
        </>
      )}
    </section>
  );
}
