// What a payment sheet's amount is made of: the service, the approved extra work (a yearly plan's percentage off said
// with each item it took off, decision 0023), the coupon's discount, the total.
import { formatCount, formatRupees } from '@motomitra/domain/money';
import type { PaymentSheet } from '@motomitra/domain/ops';
import { bookingText } from '../../../i18n/en/booking.ts';
import '../../../components/booking-parts.css';
import './payment-sheet.css';

export function PayBreakdown({ sheet }: { sheet: PaymentSheet }) {
  return (
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
              {i.discountPercent > 0 && (
                <span className="pay__plan">
                  {bookingText('extra.planOff', { percent: formatCount(i.discountPercent) })}
                </span>
              )}
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
  );
}
