// /TestSingleProduct: a placeholder kept from the old product.
import { usePageTitle } from '../../../components/page-title.ts';
import { accountText } from '../../../i18n/en/account.ts';

export function Component() {
  usePageTitle(accountText('testSingleProduct.title'));
  return (
    <section className="page page--narrow notice">
      <h1>{accountText('testSingleProduct.title')}</h1>
      <p>{accountText('testSingleProduct.text')}</p>
    </section>
  );
}
