// The cart's table (the spec's columns: REMOVE, IMAGE, Vehicle Type, PRODUCT, PRICE, SUBTOTAL, SELECT); removing an
// item asks first.

import type { CartItem } from '@motomitra/domain/booking';
import { formatRupees } from '@motomitra/domain/money';
import { useFeedback } from '../../../components/feedback.tsx';
import { errorText } from '../../../components/http.ts';
import { accountText } from '../../../i18n/en/account.ts';
import { bookingText } from '../../../i18n/en/booking.ts';
import { categoryLabel, cityLabel } from '../../../i18n/t.ts';
import { useRemoveFromCart } from '../api.ts';
import '../../../components/booking-parts.css';
import '../cart.css';

export function CartTable(props: { items: CartItem[]; chosenId: string | null; onChoose(id: string): void }) {
  const { toast, confirm } = useFeedback();
  const removal = useRemoveFromCart();
  const remove = async (item: CartItem) => {
    if (!(await confirm(bookingText('cart.confirmRemove', { name: item.product_name })))) return;
    removal.mutate(item._id, {
      onSuccess: () => toast(accountText('cartItemDeleted'), 'success'),
      onError: (err) => toast(errorText(err, bookingText('cart.removeFailed')), 'error'),
    });
  };
  return (
    <table className="cart-table cart-table--items">
      <caption className="visually-hidden">{bookingText('cart.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{bookingText('cart.col.remove')}</th>
          <th scope="col">{bookingText('cart.col.image')}</th>
          <th scope="col">{bookingText('cart.col.vehicle')}</th>
          <th scope="col">{bookingText('cart.col.product')}</th>
          <th scope="col">{bookingText('cart.col.price')}</th>
          <th scope="col">{bookingText('cart.col.subtotal')}</th>
          <th scope="col">{bookingText('cart.col.select')}</th>
        </tr>
      </thead>
      <tbody>
        {props.items.map((item) => {
          const label = `${item.product_name}, ${item.make_model} ${item.reg_number}`;
          return (
            <tr key={item._id} className={item._id === props.chosenId ? 'is-chosen' : undefined}>
              <td className="cart-cell--remove" data-label={bookingText('cart.col.remove')}>
                <button
                  type="button"
                  className="icon-button cart-table__remove"
                  aria-label={bookingText('cart.remove', { name: label })}
                  disabled={removal.isPending && removal.variables === item._id}
                  onClick={() => remove(item)}
                >
                  ×
                </button>
              </td>
              <td className="cart-cell--image" data-label={bookingText('cart.col.image')}>
                <img src={item.image} alt="" width="64" height="48" />
              </td>
              <td data-label={bookingText('cart.col.vehicle')}>
                {categoryLabel(item.vehicle_type)}
                <span className="muted cart-table__vehicle">
                  {item.make_model} · <span className="vehicle-card__reg">{item.reg_number}</span>
                </span>
              </td>
              <td className="cart-cell--product" data-label={bookingText('cart.col.product')}>
                {item.product_name}
                <span className="muted cart-table__vehicle">{cityLabel(item.city)}</span>
                {item.problem && <span className="form__error">{item.problem}</span>}
              </td>
              <td data-label={bookingText('cart.col.price')}>
                {item.price_tag === null ? '—' : formatRupees(item.price_tag)}
              </td>
              <td data-label={bookingText('cart.col.subtotal')}>
                {item.total === null ? '—' : formatRupees(item.total)}
              </td>
              <td data-label={bookingText('cart.col.select')}>
                <input
                  type="radio"
                  name="cart-item"
                  aria-label={bookingText('cart.select', { name: label })}
                  checked={item._id === props.chosenId}
                  disabled={item.total === null}
                  onChange={() => props.onChoose(item._id)}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
