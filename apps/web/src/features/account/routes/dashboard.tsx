// /my-account: the dashboard greeting, with the way to each part of the account.
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../../components/links.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { t } from '../../../i18n/t.ts';
import { customerQuery } from '../api.ts';
import '../../../i18n/en/account.ts';

export function Component() {
  usePageTitle(t('account.title'));
  const { data: customer, isError } = useQuery(customerQuery);
  return (
    <section>
      <h1>{t('account.title')}</h1>
      {isError && <p role="alert">{t('customerFetchFailed')}</p>}
      {!customer && !isError && <Spinner />}
      {customer && (
        <>
          <p className="account__greeting">{t('account.hello', { name: customer.name })}</p>
          <p>{t('account.customerNumber', { cxid: customer.CXID })}</p>
          <p>{t('account.dashboardText')}</p>
          <ul className="account__shortcuts">
            <li>
              <Link to="/my-account/orders">{t('account.nav.orders')}</Link>
            </li>
            <li>
              <Link to="/myvehicles">{t('account.vehicleCount', { count: customer.vehicles.length })}</Link>
            </li>
            <li>
              <Link to="/my-account/edit-account">{t('account.editProfile')}</Link>
            </li>
            <li>
              <Link to="/my-account/edit-address">{t('account.addresses')}</Link>
            </li>
          </ul>
        </>
      )}
    </section>
  );
}
