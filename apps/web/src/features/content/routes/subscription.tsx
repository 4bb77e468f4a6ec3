// /Subscription: 'Coming soon...'.
import { usePageTitle } from '../../../components/page-title.ts';
import { t } from '../../../i18n/t.ts';
import '../../../i18n/en/account.ts';

export function Component() {
  usePageTitle(t('subscription.title'));
  return (
    <section className="page page--narrow notice">
      <h1>{t('subscription.title')}</h1>
      <p className="notice__big">{t('comingSoon')}</p>
    </section>
  );
}
