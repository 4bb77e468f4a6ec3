// Where a payment sheet's amount goes: a UPI QR code and upi://pay link (payee, amount, order number), the bank
// details for NEFT/IMPS, and a word on card and cash. Below Pay online it is the fallback, and says so.
import type { PaymentSheet } from '@motomitra/domain/ops';
import { Details } from '../../../components/details.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { bookingText } from '../../../i18n/en/booking.ts';
import { useUpiQr } from '../use-upi-qr.ts';
import '../../../components/booking-parts.css';
import './payment-sheet.css';

export function PayTo({ sheet, fallback }: { sheet: PaymentSheet; fallback: boolean }) {
  const qr = useUpiQr(sheet.upiLink);
  return (
    <>
      <h3>{bookingText(fallback ? 'pay.orUpi' : 'pay.upi')}</h3>
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
      <Details
        rows={[
          [bookingText('pay.accountName'), sheet.bank.accountName],
          [bookingText('pay.accountNumber'), sheet.bank.accountNumber],
          [bookingText('pay.ifsc'), sheet.bank.ifsc],
          [bookingText('pay.bankName'), sheet.bank.bankName],
        ]}
      />
      <p className="muted">{bookingText('pay.cardCash')}</p>
    </>
  );
}
