// /MaintenancePage: the maintenance notice, with one text while online and another while offline.
import { useSyncExternalStore } from 'react';
import { usePageTitle } from '../../../components/page-title.ts';
import { accountText } from '../../../i18n/en/account.ts';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

export function Component() {
  usePageTitle(accountText('maintenance.title'));
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  return (
    <section className="page page--narrow notice">
      <h1>{accountText('maintenance.title')}</h1>
      <p role="status">{online ? accountText('maintenance.online') : accountText('maintenance.offline')}</p>
    </section>
  );
}
