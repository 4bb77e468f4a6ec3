// /my-account/downloads (Invoices): the customer's GST tax invoices, each with a Download PDF link;
// 'Upcoming....' until the first paid order has one.
import { invoicePdfFilename } from '@motomitra/domain/invoice-api';
import { formatRupees } from '@motomitra/domain/money';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../components/format.ts';
import { LoadProblem } from '../../../components/load-problem.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { t } from '../../../i18n/t.ts';
import { invoicePdfUrl, invoicesQuery } from '../invoices-api.ts';
import '../../../i18n/en/account.ts';

export function Component() {
  usePageTitle(t('account.nav.invoices'));
  const { data: invoices, isError, refetch } = useQuery(invoicesQuery);
  return (
    <section>
      <h1>{t('account.nav.invoices')}</h1>
      {isError && <LoadProblem text={t('invoices.loadFailed')} onRetry={() => refetch()} />}
      {!invoices && !isError && <Spinner />}
      {invoices?.length === 0 && <p className="empty">{t('invoicesUpcoming')}</p>}
      {invoices && invoices.length > 0 && (
        <table className="cart-table invoices-table">
          <caption className="visually-hidden">{t('invoices.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('invoices.col.number')}</th>
              <th scope="col">{t('invoices.col.order')}</th>
              <th scope="col">{t('invoices.col.date')}</th>
              <th scope="col">{t('invoices.col.total')}</th>
              <th scope="col">{t('invoices.col.download')}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((inv) => (
              <tr key={inv._id}>
                <td data-label={t('invoices.col.number')}>
                  <strong>{inv.number}</strong>
                </td>
                <td data-label={t('invoices.col.order')}>{inv.OID}</td>
                <td data-label={t('invoices.col.date')}>{formatDate(inv.issuedAt)}</td>
                <td data-label={t('invoices.col.total')}>{formatRupees(inv.total)}</td>
                <td data-label={t('invoices.col.download')}>
                  <a
                    className="button button--small"
                    href={invoicePdfUrl(inv._id)}
                    download={invoicePdfFilename(inv.number)}
                    aria-label={t('invoices.downloadNamed', { number: inv.number })}
                  >
                    {t('invoices.download')}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
