// Pay Now: the final amount, a UPI QR code and upi://pay link (payee, amount, order number), bank details for
// NEFT/IMPS, and the UTR/reference field that tells the garage the customer has paid (→ submitted).

import { formatRupees } from '@motomitra/domain/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { ApiError, errorText } from '../../../components/http.ts';
import { Modal } from '../../../components/modal.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { t } from '../../../i18n/t.ts';
import '../../../i18n/en/booking.ts';
import { orderQuery, ordersQuery, paymentSheetQuery, submitPayment } from '../api.ts';

export function PaymentSheet(props: { orderId: string; onClose(): void }) {
  const id = useId();
  const { toast } = useFeedback();
  const queryClient = useQueryClient();
  const { data: sheet, isError, error } = useQuery(paymentSheetQuery(props.orderId));
  const [qr, setQr] = useState<string | null>(null);
  const [utr, setUtr] = useState('');
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);

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

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setSending(true);
    setProblem('');
    try {
      const res = await submitPayment(props.orderId, utr);
      toast(res.message, 'success');
      // The order's payment status and reference changed: in the list, and the order with this sheet under it.
      await Promise.all(
        [ordersQuery.queryKey, orderQuery(props.orderId).queryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      props.onClose();
    } catch (err) {
      if (err instanceof ApiError) setProblem(Object.values(err.fieldErrors)[0] ?? err.message);
      else toast(errorText(err, 'pay.failed'), 'error');
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal title={t('pay.title')} onClose={props.onClose}>
      {isError && <p role="alert">{error instanceof ApiError ? error.message : t('pay.loadFailed')}</p>}
      {!sheet && !isError && <Spinner />}
      {sheet && (
        <div className="pay">
          <p className="pay__amount">
            {t('pay.amount', { oid: sheet.OID })} <strong>{formatRupees(sheet.amount)}</strong>
          </p>
          <h3>{t('pay.upi')}</h3>
          {qr ? (
            <img
              className="pay__qr"
              src={qr}
              width="200"
              height="200"
              alt={t('pay.qrAlt', { payee: sheet.payeeName })}
            />
          ) : (
            <Spinner />
          )}
          <p>
            <a className="button button--ghost" href={sheet.upiLink}>
              {t('pay.openApp')}
            </a>
          </p>
          <p className="muted">{t('pay.vpa', { vpa: sheet.vpa, payee: sheet.payeeName })}</p>
          <h3>{t('pay.bank')}</h3>
          <dl className="details">
            <div>
              <dt>{t('pay.accountName')}</dt>
              <dd>{sheet.bank.accountName}</dd>
            </div>
            <div>
              <dt>{t('pay.accountNumber')}</dt>
              <dd>{sheet.bank.accountNumber}</dd>
            </div>
            <div>
              <dt>{t('pay.ifsc')}</dt>
              <dd>{sheet.bank.ifsc}</dd>
            </div>
            <div>
              <dt>{t('pay.bankName')}</dt>
              <dd>{sheet.bank.bankName}</dd>
            </div>
          </dl>
          <p className="muted">{t('pay.cardCash')}</p>
          <form className="form" onSubmit={onSubmit} noValidate>
            <div className="form__field">
              <label htmlFor={`${id}-utr`}>{t('pay.utr')}</label>
              <input
                id={`${id}-utr`}
                value={utr}
                autoComplete="off"
                inputMode="text"
                onChange={(e) => setUtr(e.target.value.toUpperCase())}
                aria-invalid={problem ? true : undefined}
                aria-describedby={`${id}-utr-hint${problem ? ` ${id}-utr-error` : ''}`}
              />
              <p id={`${id}-utr-hint`} className="muted">
                {sheet.paymentStatus === 'submitted'
                  ? t('pay.alreadySubmitted', { ref: sheet.paymentReference ?? '' })
                  : t('pay.utrHint')}
              </p>
              {problem && (
                <p id={`${id}-utr-error`} className="form__error">
                  {problem}
                </p>
              )}
            </div>
            <button type="submit" className="button" disabled={sending}>
              {t('pay.submit')}
            </button>
          </form>
        </div>
      )}
    </Modal>
  );
}
