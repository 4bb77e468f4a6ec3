// /TestSingleProduct: a placeholder kept from the old product.
import { usePageTitle } from '../../../components/page-title.ts';
import { t } from '../../../i18n/t.ts';
import '../../../i18n/en/account.ts';

export function Component() {
  usePageTitle(t('testSingleProduct.title'));
  return (
    <section className="page page--narrow notice">
      <h1>{t('testSingleProduct.title')}</h1>
      <p>{t('testSingleProduct.text')}</p>
    </section>
  );
}
