// /Subscription: 'Coming soon...'.
import { usePageTitle } from '../../../components/page-title.ts';
import { accountText } from '../../../i18n/en/account.ts';
import { t } from '../../../i18n/t.ts';

export function Component() {
  usePageTitle(accountText('subscription.title'));
  return (
    <section className="page page--narrow notice">
      <h1>{accountText('subscription.title')}</h1>
      <p className="notice__big">{t('comingSoon')}</p>
    </section>
  );
}
