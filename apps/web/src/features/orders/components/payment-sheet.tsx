// Pay Now: the final amount and what it is made of (service, approved extra work, discount), a UPI QR code and upi://pay link (payee, amount, order number), bank details for
// NEFT/IMPS, and the UTR/reference field that tells the garage the customer has paid (→ submitted).

import { formatRupees } from '@motomitra/domain/money';
import { SubmitPaymentBodySchema } from '@motomitra/domain/ops';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { Field } from '../../../components/form/field.tsx';
import { errorOf, showServerErrors, upperCaseAsTyped, useZodForm } from '../../../components/form/use-form.ts';
import { ApiError, errorText } from '../../../components/http.ts';
import { Modal } from '../../../components/modal.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { bookingText } from '../../../i18n/en/booking.ts';
import { paymentSheetQuery, useSubmitPayment } from '../api.ts';
import '../../../components/booking-parts.css';
import './payment-sheet.css';

export function PaymentSheet(props: { orderId: string; onClose(): void }) {
  const id = useId();
  const { toast } = useFeedback();
  const { data: sheet, isError, error } = useQuery(paymentSheetQuery(props.orderId));
  const [qr, setQr] = useState<string | null>(null);
  const form = useZodForm(SubmitPaymentBodySchema, { defaultValues: { reference: '' } });
  const submit = useSubmitPayment(props.orderId);

  useEffect(() => {
    if (!sheet) return;
    let live = true;
    // The QR library loads only when someone opens the sheet.
    void import('qrcode').then((QR) =>
      QR.toString(sheet.upiLink, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
        if (live) setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      }),
    );
    return () => {
      live = false;
    };
  }, [sheet]);

  const onSubmit = form.handleSubmit(async ({ reference }) => {
    try {
      const res = await submit.mutateAsync(reference);
      toast(res.message, 'success');
      props.onClose();
    } catch (err) {
      if (!(err instanceof ApiError)) return toast(errorText(err, bookingText('pay.failed')), 'error');
      if (!showServerErrors(form.setError, err, ['reference'])) {
        form.setError('reference', { type: 'server', message: err.message }, { shouldFocus: true });
      }
    }
  });

  return (
    <Modal title={bookingText('pay.title')} onClose={props.onClose}>
      {isError && <p role="alert">{error instanceof ApiError ? error.message : bookingText('pay.loadFailed')}</p>}
      {!sheet && !isError && <Spinner />}
      {sheet && (
        <div className="pay">
          <p className="pay__amount">
            {bookingText('pay.amount', { oid: sheet.OID })} <strong>{formatRupees(sheet.amount)}</strong>
          </p>
          <table className="details-table pay__lines">
            <caption>{bookingText('pay.breakdown')}</caption>
            <tbody>
              <tr>
                <th scope="row">{sheet.lines.service.name}</th>
                <td className="money">{formatRupees(sheet.lines.service.amount)}</td>
              </tr>
              {sheet.lines.items.map((i) => (
                <tr key={`${i.name}-${i.quantity}-${i.amount}`}>
                  <th scope="row">
                    {i.quantity} × {i.name}
                  </th>
                  <td className="money">{formatRupees(i.amount)}</td>
                </tr>
              ))}
              {sheet.lines.discount > 0 && (
                <tr>
                  <th scope="row">{bookingText('pay.discount', { code: sheet.lines.couponCode ?? '' })}</th>
                  <td className="money">−{formatRupees(sheet.lines.discount)}</td>
                </tr>
              )}
              <tr className="cart-totals__total">
                <th scope="row">{bookingText('pay.total')}</th>
                <td className="money">{formatRupees(sheet.amount)}</td>
              </tr>
            </tbody>
          </table>
          <h3>{bookingText('pay.upi')}</h3>
          {qr ? (
            <img
              className="pay__qr"
              src={qr}
              width="200"
              height="200"
              alt={bookingText('pay.qrAlt', { payee: sheet.payeeName })}
            />
          ) : (
            <Spinner />
          )}
          <p>
            <a className="button button--ghost" href={sheet.upiLink}>
              {bookingText('pay.openApp')}
            </a>
          </p>
          <p className="muted">{bookingText('pay.vpa', { vpa: sheet.vpa, payee: sheet.payeeName })}</p>
          <h3>{bookingText('pay.bank')}</h3>
          <dl className="details">
            <div>
              <dt>{bookingText('pay.accountName')}</dt>
              <dd>{sheet.bank.accountName}</dd>
            </div>
            <div>
              <dt>{bookingText('pay.accountNumber')}</dt>
              <dd>{sheet.bank.accountNumber}</dd>
            </div>
            <div>
              <dt>{bookingText('pay.ifsc')}</dt>
              <dd>{sheet.bank.ifsc}</dd>
            </div>
            <div>
              <dt>{bookingText('pay.bankName')}</dt>
              <dd>{sheet.bank.bankName}</dd>
            </div>
          </dl>
          <p className="muted">{bookingText('pay.cardCash')}</p>
          <form className="form" onSubmit={onSubmit} noValidate>
            <Field
              id={`${id}-utr`}
              label={bookingText('pay.utr')}
              hint={
                sheet.paymentStatus === 'submitted'
                  ? bookingText('pay.alreadySubmitted', { ref: sheet.paymentReference ?? '' })
                  : bookingText('pay.utrHint')
              }
              error={errorOf(form, 'reference')}
            >
              {(control) => (
                <input
                  autoComplete="off"
                  inputMode="text"
                  {...control}
                  {...form.register('reference', upperCaseAsTyped(form, 'reference'))}
                />
              )}
            </Field>
            <button type="submit" className="button" disabled={form.formState.isSubmitting}>
              {bookingText('pay.submit')}
            </button>
          </form>
        </div>
      )}
    </Modal>
  );
}
