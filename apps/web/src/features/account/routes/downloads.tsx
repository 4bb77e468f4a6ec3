// /my-account/downloads (Invoices): the customer's GST tax invoices, each with a Download PDF link and the order it
// bills, or the yearly plan (decision 0023), and the GST credit note issued against it (a plan refunded within its 14
// days); 'Upcoming....' until the first paid order or plan has one.
import { invoicePdfFilename } from '@motomitra/domain/invoice-api';
import { formatRupees } from '@motomitra/domain/money';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../components/format.ts';
import { LoadProblem } from '../../../components/load-problem.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { accountText } from '../../../i18n/en/account.ts';
import { creditNotePdfUrl, invoicePdfUrl, invoicesQuery } from '../invoices-api.ts';

export function Component() {
  usePageTitle(accountText('account.nav.invoices'));
  const { data: invoices, isError, refetch } = useQuery(invoicesQuery);
  return (
    <section>
      <h1>{accountText('account.nav.invoices')}</h1>
      {isError && <LoadProblem text={accountText('invoices.loadFailed')} onRetry={() => refetch()} />}
      {!invoices && !isError && <Spinner />}
      {invoices?.length === 0 && <p className="empty">{accountText('invoicesUpcoming')}</p>}
      {invoices && invoices.length > 0 && (
        <table className="cart-table invoices-table">
          <caption className="visually-hidden">{accountText('invoices.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{accountText('invoices.col.number')}</th>
              <th scope="col">{accountText('invoices.col.order')}</th>
              <th scope="col">{accountText('invoices.col.date')}</th>
              <th scope="col">{accountText('invoices.col.total')}</th>
              <th scope="col">{accountText('invoices.col.download')}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((inv) => (
              <tr key={inv._id}>
                <td data-label={accountText('invoices.col.number')}>
                  <strong>{inv.number}</strong>
                </td>
                <td data-label={accountText('invoices.col.order')}>
                  {inv.OID ?? accountText('invoices.plan', { reference: inv.reference ?? '' })}
                </td>
                <td data-label={accountText('invoices.col.date')}>{formatDate(inv.issuedAt)}</td>
                <td data-label={accountText('invoices.col.total')}>{formatRupees(inv.total)}</td>
                <td data-label={accountText('invoices.col.download')}>
                  <a
                    className="button button--small"
                    href={invoicePdfUrl(inv._id)}
                    download={invoicePdfFilename(inv.number)}
                    aria-label={accountText('invoices.downloadNamed', { number: inv.number })}
                  >
                    {accountText('invoices.download')}
                  </a>
                  {inv.creditNote && (
                    <a
                      className="button button--ghost button--small"
                      href={creditNotePdfUrl(inv.creditNote._id)}
                      download={invoicePdfFilename(inv.creditNote.number)}
                      aria-label={accountText('invoices.creditNoteNamed', {
                        number: inv.creditNote.number,
                        invoice: inv.number,
                      })}
                    >
                      {accountText('invoices.creditNote')}
                    </a>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
