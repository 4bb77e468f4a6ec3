// /checkout?cart={cartItemId}: billing details (read-only), the vehicle-condition block with the
// spec's confirms, date, slot (with availability), expected delivery, transmission for cars, pickup and drop on
// the map, state, pincode, alternate mobile, note, the order summary, 'Pay on Order Completion', terms, Place Order.
// The form checks with the domain's rules before sending; the server re-checks and re-prices everything, and its
// field errors appear beside their fields.
import type { CartItem } from '@motomitra/domain/booking';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useFeedback } from '../../../components/feedback.tsx';
import { readDraft, saveDraft, withDraft } from '../../../components/form/drafts.ts';
import { Link } from '../../../components/links.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { accountText } from '../../../i18n/en/account.ts';
import { bookingText } from '../../../i18n/en/booking.ts';
import { t } from '../../../i18n/t.ts';
import { customerQuery } from '../../account/api.ts';
import { Billing } from '../components/billing.tsx';
import { Places } from '../components/places.tsx';
import type { SavedAddress } from '../components/saved-addresses.tsx';
import { Schedule } from '../components/schedule.tsx';
import { checkoutCoupon, Summary } from '../components/summary.tsx';
import { VehicleCondition } from '../components/vehicle-condition.tsx';
import { asksWhatsapp, useChannels, WhatsappOptIn } from '../components/whatsapp-opt-in.tsx';
import {
  CHECKOUT_DEFAULTS,
  CHECKOUT_FIELD_NAMES,
  type CheckoutValues,
  checkoutDraftKey,
  checkoutResolver,
  toOrderData,
} from '../form.ts';
import { usePlaceOrder } from '../use-place-order.ts';
import '../checkout.css';

export function Component() {
  usePageTitle(bookingText('checkout.title'));
  const [params] = useSearchParams();
  const { data: customer, isError } = useQuery(customerQuery);
  const item = customer?.mycart.find((i) => i._id === params.get('cart'));
  return (
    <div className="page checkout">
      <h1>{bookingText('checkout.title')}</h1>
      {isError && <p role="alert">{accountText('customerFetchFailed')}</p>}
      {!customer && !isError && <Spinner />}
      {customer && !item && (
        <div className="notice">
          <p>{bookingText('checkout.noItem')}</p>
          <Link className="button" to="/cart">
            {t('menu.cart')}
          </Link>
        </div>
      )}
      {/* An item that cannot be booked any more (the service no longer fits its vehicle) is not offered: why, and the cart. */}
      {customer && item?.problem && (
        <div className="notice">
          <p role="alert">{item.problem}</p>
          <Link className="button" to="/cart">
            {t('menu.cart')}
          </Link>
        </div>
      )}
      {customer && item && !item.problem && (
        <CheckoutForm key={item._id} item={item} address={customer.address} saved={savedAddresses(customer)} />
      )}
    </div>
  );
}

/** The home address and the other addresses of the profile, as checkout offers them. */
function savedAddresses(c: { address: string; otherAddress: { addressLabel: string; address: string }[] }) {
  return [
    ...(c.address ? [{ label: bookingText('checkout.home'), address: c.address }] : []),
    ...c.otherAddress.map((a) => ({ label: a.addressLabel, address: a.address })),
  ];
}

export function CheckoutForm(props: { item: CartItem; address: string; saved?: SavedAddress[] }) {
  const { item, address } = props;
  const id = useId();
  const { toast } = useFeedback();
  // What the customer typed in this tab comes back: after back and forward, a reload, or logging in again.
  const draftKey = checkoutDraftKey(item._id);
  const [defaultValues] = useState(() => withDraft(CHECKOUT_DEFAULTS, readDraft(draftKey), ['termsAccepted']));
  const form = useForm<CheckoutValues>({
    defaultValues,
    resolver: checkoutResolver({ item, address }),
    shouldFocusError: false,
  });
  useEffect(() => {
    const watching = form.watch((values) => saveDraft(draftKey, values));
    return () => watching.unsubscribe();
  }, [form, draftKey]);
  /** Puts field errors beside their fields, the first focused (by id: a slot group or a map search is no input). */
  const showErrors = (errors: Partial<Record<string, string>>) => {
    const names = CHECKOUT_FIELD_NAMES.filter((name) => errors[name]);
    for (const name of names) form.setError(name, { type: 'server', message: errors[name] });
    if (names[0]) document.getElementById(`${id}-${names[0]}`)?.focus();
  };
  const placeOrder = usePlaceOrder(showErrors);
  // The WhatsApp box goes with the order only where it was asked.
  const asked = asksWhatsapp(useChannels());
  const coupon = checkoutCoupon(item, placeOrder.couponDropped);

  const onSubmit = form.handleSubmit(
    // Awaited, so the form stays submitting (and Place Order disabled) until the server has answered.
    (values) =>
      placeOrder
        .mutateAsync({
          cartId: item._id,
          orderData: toOrderData(values, { item, address }, coupon.priced?.couponCode),
          ...(asked ? { whatsappOptIn: values.whatsappOptIn } : {}),
        })
        .catch(() => {}),
    (errors) => {
      const first = CHECKOUT_FIELD_NAMES.find((name) => errors[name]);
      if (first) {
        toast(errors[first]?.message ?? '', 'error');
        document.getElementById(`${id}-${first}`)?.focus();
      }
    },
  );

  return (
    <form className="checkout__form" onSubmit={onSubmit} noValidate>
      <Billing id={id} item={item} address={address}>
        <WhatsappOptIn id={id} form={form} />
      </Billing>
      <VehicleCondition id={id} item={item} form={form} />
      <Schedule id={id} item={item} form={form} />
      <Places id={id} item={item} form={form} saved={props.saved ?? []} />
      <Summary
        id={id}
        item={item}
        form={form}
        coupon={coupon}
        placing={form.formState.isSubmitting || placeOrder.isPending}
      />
    </form>
  );
}
