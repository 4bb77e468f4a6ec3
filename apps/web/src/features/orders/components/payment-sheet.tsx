// Pay Now: the final amount and what it is made of (service, approved extra work, discount), Pay online first (the
// gateway's page) while payment is asked for, then as the fallback a UPI QR code and upi://pay link (payee, amount,
// order number), bank details for NEFT/IMPS, and the UTR/reference field that tells the garage the customer has paid
// (→ submitted).

import { formatRupees } from '@motomitra/domain/money';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../components/http.ts';
import { Modal } from '../../../components/modal.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { bookingText } from '../../../i18n/en/booking.ts';
import { paymentSheetQuery } from '../api.ts';
import { PayBreakdown } from './pay-breakdown.tsx';
import { PayOnline } from './pay-online.tsx';
import { PayTo } from './pay-to.tsx';
import { UtrForm } from './utr-form.tsx';
import '../../../components/booking-parts.css';
import './payment-sheet.css';

export function PaymentSheet(props: { orderId: string; onClose(): void }) {
  const { data: sheet, isError, error } = useQuery(paymentSheetQuery(props.orderId));
  // Online while the garage asks for payment; a UTR already sent is corrected below, not paid a second time.
  const online = sheet?.paymentStatus === 'requested';
  return (
    <Modal title={bookingText('pay.title')} onClose={props.onClose}>
      {isError && <p role="alert">{error instanceof ApiError ? error.message : bookingText('pay.loadFailed')}</p>}
      {!sheet && !isError && <Spinner />}
      {sheet && (
        <div className="pay">
          <p className="pay__amount">
            {bookingText('pay.amount', { oid: sheet.OID })} <strong>{formatRupees(sheet.amount)}</strong>
          </p>
          <PayBreakdown sheet={sheet} />
          {online && <PayOnline orderId={props.orderId} amount={sheet.amount} />}
          <PayTo sheet={sheet} fallback={online} />
          <UtrForm orderId={props.orderId} sheet={sheet} onSent={props.onClose} />
        </div>
      )}
    </Modal>
  );
}
