// /checkout?cart={cartItemId}&coupon={code}: billing details (read-only), the vehicle-condition block with the
// spec's confirms, date, slot (with availability), expected delivery, transmission for cars, pickup and drop on
// the map, state, pincode, alternate mobile, note, the order summary, 'Pay on Order Completion', terms, Place Order.
// The server re-checks and re-prices everything; its field errors appear beside their fields.

import type { CartItem } from '@motomitra/domain/booking';
import { bookableDates, DEFAULT_STATE, PINCODE_RANGES, slotHasStarted } from '@motomitra/domain/checkout';
import { CITY_LABELS, TRANSMISSIONS } from '@motomitra/domain/constants';
import { payableRupees } from '@motomitra/domain/coupons';
import { formatRupees } from '@motomitra/domain/money';
import { type Place, toPlaceLocation } from '@motomitra/domain/places';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../../../app/router.tsx';
import { useFeedback } from '../../../components/feedback.tsx';
import { fieldErrors } from '../../../components/field-errors.tsx';
import { ApiError, NetworkError } from '../../../components/http.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { t } from '../../../i18n/t.ts';
import '../../../i18n/en/booking.ts';
import { customerQuery } from '../../account/api.ts';
import { applyCoupon, COUPONS_KEY } from '../../cart/api.ts';
import { orderQuery, ordersQuery } from '../../orders/api.ts';
import { PlacePicker } from '../../places/components/place-picker.tsx';
import { placeOrder, SLOTS_KEY, slotsQuery } from '../api.ts';
import '../../../i18n/en/account.ts';

export function Component() {
  usePageTitle(t('checkout.title'));
  const [params] = useSearchParams();
  const { data: customer, isError } = useQuery(customerQuery);
  const item = customer?.mycart.find((i) => i._id === params.get('cart'));
  return (
    <div className="page checkout">
      <h1>{t('checkout.title')}</h1>
      {isError && <p role="alert">{t('customerFetchFailed')}</p>}
      {!customer && !isError && <Spinner />}
      {customer && !item && (
        <div className="notice">
          <p>{t('checkout.noItem')}</p>
          <Link className="button" to="/cart">
            {t('menu.cart')}
          </Link>
        </div>
      )}
      {customer && item && (
        <CheckoutForm key={item._id} item={item} coupon={params.get('coupon')} address={customer.address} />
      )}
    </div>
  );
}

type Errors = Record<string, string>;

function CheckoutForm(props: { item: CartItem; coupon: string | null; address: string }) {
  const { item } = props;
  const id = useId();
  const { toast, confirm } = useFeedback();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isCar = item.vehicle_type === 'Car';
  const range = bookableDates(new Date());
  // One key for this checkout: a retried or double-clicked Place Order returns the same order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const [verifyMakeModel, setVerifyMakeModel] = useState(false);
  const [verifyReg, setVerifyReg] = useState(false);
  const [verifyTransmission, setVerifyTransmission] = useState(false);
  const [breakdown, setBreakdown] = useState(false);
  const [insured, setInsured] = useState(false);
  const [insuranceStatus, setInsuranceStatus] = useState<'valid' | 'invalid' | ''>('');
  const [servicingDate, setServicingDate] = useState('');
  const [slot, setSlot] = useState('');
  const [deliveryDate, setDeliveryDate] = useState('');
  const [transmission, setTransmission] = useState('');
  const [pickup, setPickup] = useState<Place | null>(null);
  const [dropSame, setDropSame] = useState(true);
  const [drop, setDrop] = useState<Place | null>(null);
  const [state, setState] = useState(DEFAULT_STATE);
  const [pincode, setPincode] = useState('');
  const [alternate, setAlternate] = useState('');
  const [note, setNote] = useState('');
  const [terms, setTerms] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const { data: slots, isFetching: slotsLoading } = useQuery(slotsQuery(item.city, servicingDate));
  // The coupon chosen in the cart is checked again here. One that no longer applies (expired, used up) — here or
  // when placing the order — is dropped with the server's reason, so the customer sees the amount they will pay.
  const [couponDropped, setCouponDropped] = useState('');
  const { data: checkedCoupon, error: couponRefused } = useQuery({
    queryKey: [...COUPONS_KEY, 'check', item._id, props.coupon],
    queryFn: () => applyCoupon(props.coupon ?? '', item._id),
    enabled: Boolean(props.coupon),
    retry: false,
  });
  const priced = couponDropped ? undefined : checkedCoupon;
  const couponProblem =
    couponDropped || (couponRefused instanceof ApiError && couponRefused.status < 500 ? couponRefused.message : '');
  const subtotal = item.total ?? 0;
  const discount = priced?.discount ?? 0;
  const amount = priced?.finalTotal ?? payableRupees(subtotal);

  // Turning off a confirmation, or the insurance box, clears the insurance status (spec section 4).
  const toggleConfirm = (setter: (v: boolean) => void) => (on: boolean) => {
    setter(on);
    if (!on) setInsuranceStatus('');
  };
  const askToggle = async (text: string, apply: () => void) => {
    if (await confirm(text)) apply();
  };
  const chooseInsurance = async (value: 'valid' | 'invalid') => {
    if (!verifyMakeModel || !verifyReg) return toast(t('confirmVehicleFirst'), 'error');
    if (insuranceStatus && insuranceStatus !== value && !(await confirm(t('confirmToggleInsuranceStatus')))) return;
    setInsuranceStatus(value);
  };

  const { aria: field, describedBy, errorOf } = fieldErrors(id, errors);
  const group = (name: string) => ({ 'aria-describedby': describedBy(name) });

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!terms || placing) return;
    setPlacing(true);
    setErrors({});
    try {
      const res = await placeOrder(
        {
          cartId: item._id,
          orderData: {
            verifyMakeModel,
            verifyRegistrationNumber: verifyReg,
            verifyTransmissionType: isCar ? verifyTransmission : false,
            verifyBreakdown: breakdown,
            verifyVehicleInsurance: insured,
            vehicleInsuranceStatus: insuranceStatus || undefined,
            address: props.address || undefined,
            pickupLocation: pickup ? toPlaceLocation(pickup) : undefined,
            dropLocation: dropSame
              ? pickup
                ? toPlaceLocation(pickup)
                : undefined
              : drop
                ? toPlaceLocation(drop)
                : undefined,
            servicingDate,
            serviceTimeSlot: slot as never,
            expectedDeliveryDate: deliveryDate,
            transmissionType: isCar ? (transmission as never) || undefined : undefined,
            state,
            pincode,
            alternateNumber: alternate,
            note,
            couponCode: priced ? priced.coupon.couponCode : undefined,
            termsAccepted: true,
          },
        },
        idempotencyKey,
      );
      // The order-received page shows this order as stored; the other queries the order changed are refreshed only
      // once this page is gone, so its cart item (now consumed) and coupon re-check never flash "no item" here.
      queryClient.setQueryData(orderQuery(res.order._id).queryKey, res.order);
      toast(res.message, 'success');
      await navigate(`/order-received?orderId=${encodeURIComponent(res.order._id)}`);
      // The cart item left the cart (read with the customer), the order joined the list, a coupon gained a use.
      for (const queryKey of [customerQuery.queryKey, ordersQuery.queryKey, COUPONS_KEY]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    } catch (err) {
      setPlacing(false);
      if (err instanceof ApiError && err.status < 500) {
        const mapped: Errors = err.fieldErrorsUnder('orderData');
        if (mapped.couponCode) {
          setCouponDropped(mapped.couponCode);
          delete mapped.couponCode;
        }
        setErrors(mapped);
        toast(err.message, 'error');
        const first = Object.keys(mapped)[0];
        if (first) document.getElementById(`${id}-${first}`)?.focus();
        // A slot taken meanwhile: fresh places. Anything else that changed meanwhile (the service's price, the
        // coupon): the cart item and the coupon check read again, so the summary shows what the next try will cost.
        if (err.status === 409) {
          const stale = mapped.serviceTimeSlot ? [SLOTS_KEY] : [customerQuery.queryKey, COUPONS_KEY];
          await Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        }
      } else toast(t(err instanceof NetworkError ? 'networkError' : 'placeOrderFailed'), 'error');
    }
  };

  return (
    <form className="checkout__form" onSubmit={onSubmit} noValidate>
      <section aria-labelledby={`${id}-billing`} className="checkout__section">
        <h2 id={`${id}-billing`}>{t('checkout.billing')}</h2>
        <dl className="details">
          <div>
            <dt>{t('checkout.fullName')}</dt>
            <dd>{item.name}</dd>
          </div>
          <div>
            <dt>{t('checkout.email')}</dt>
            <dd>{item.email}</dd>
          </div>
          <div>
            <dt>{t('checkout.vehicleType')}</dt>
            <dd>{item.vehicle_type}</dd>
          </div>
          <div>
            <dt>{t('checkout.makeModel')}</dt>
            <dd>{item.make_model}</dd>
          </div>
          <div>
            <dt>{t('checkout.registration')}</dt>
            <dd className="vehicle-card__reg">{item.reg_number}</dd>
          </div>
          <div>
            <dt>{t('checkout.city')}</dt>
            <dd>{CITY_LABELS[item.city]}</dd>
          </div>
          <div>
            <dt>{t('checkout.homeAddress')}</dt>
            <dd>{props.address || t('account.noAddress')}</dd>
          </div>
        </dl>
      </section>

      <fieldset className="fieldset checkout__section">
        <legend>{t('checkout.condition')}</legend>
        <label className="check">
          <input
            type="checkbox"
            checked={verifyMakeModel}
            onChange={(e) => toggleConfirm(setVerifyMakeModel)(e.target.checked)}
          />
          {t('checkout.confirmMakeModel', { makeModel: item.make_model })}
        </label>
        <label className="check">
          <input type="checkbox" checked={verifyReg} onChange={(e) => toggleConfirm(setVerifyReg)(e.target.checked)} />
          {t('checkout.confirmReg', { reg: item.reg_number })}
        </label>
        {isCar && (
          <label className="check">
            <input
              type="checkbox"
              checked={verifyTransmission}
              onChange={(e) => setVerifyTransmission(e.target.checked)}
            />
            {t('checkout.confirmTransmission')}
          </label>
        )}
        <label className="check">
          <input
            type="checkbox"
            checked={breakdown}
            onChange={(e) => {
              const on = e.target.checked;
              void askToggle(t('confirmToggleBreakdown'), () => setBreakdown(on));
            }}
          />
          {t('checkout.breakdown')}
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={insured}
            onChange={(e) => {
              const on = e.target.checked;
              void askToggle(t('confirmToggleInsuranceServicing'), () => {
                setInsured(on);
                if (!on) setInsuranceStatus('');
              });
            }}
          />
          {t('checkout.insured')}
        </label>
        {insured && (
          <fieldset className="fieldset fieldset--inner" {...group('vehicleInsuranceStatus')}>
            <legend>{t('checkout.insuranceStatus')}</legend>
            {(['valid', 'invalid'] as const).map((v) => (
              <label key={v} className="check">
                <input
                  type="radio"
                  name="insurance-status"
                  checked={insuranceStatus === v}
                  onChange={() => void chooseInsurance(v)}
                />
                {t(v === 'valid' ? 'checkout.insuranceValid' : 'checkout.insuranceInvalid')}
              </label>
            ))}
            {errorOf('vehicleInsuranceStatus')}
          </fieldset>
        )}
      </fieldset>

      <section aria-labelledby={`${id}-when`} className="checkout__section">
        <h2 id={`${id}-when`}>{t('checkout.when')}</h2>
        <div className="form__field">
          <label htmlFor={`${id}-servicingDate`}>
            {t('checkout.servicingDate')} <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-servicingDate`}
            type="date"
            required
            min={range.first}
            max={range.last}
            value={servicingDate}
            onChange={(e) => {
              setServicingDate(e.target.value);
              setSlot('');
              if (deliveryDate && deliveryDate < e.target.value) setDeliveryDate(e.target.value);
            }}
            {...field('servicingDate')}
          />
          {errorOf('servicingDate')}
        </div>
        <fieldset className="fieldset" id={`${id}-serviceTimeSlot`} tabIndex={-1} {...group('serviceTimeSlot')}>
          <legend>
            {t('checkout.slot')} <span aria-hidden="true">*</span>
          </legend>
          {!servicingDate && <p className="muted">{t('checkout.slotPickDate')}</p>}
          {servicingDate && slotsLoading && !slots && <Spinner />}
          <div className="slots" aria-live="polite">
            {servicingDate &&
              slots?.map((s) => {
                const started = slotHasStarted(servicingDate, s.slot, new Date());
                const available = s.available && !started;
                return (
                  <label key={s.slot} className={`slot${available ? '' : ' slot--off'}`}>
                    <input
                      type="radio"
                      name="slot"
                      value={s.slot}
                      disabled={!available}
                      checked={slot === s.slot}
                      onChange={() => setSlot(s.slot)}
                    />
                    <span>{s.slot}</span>
                    <span className="muted">
                      {available
                        ? t('checkout.slotLeft', { count: s.remaining })
                        : t(
                            s.reason === 'closed'
                              ? 'checkout.slotClosed'
                              : started || s.reason === 'started'
                                ? 'checkout.slotStarted'
                                : 'checkout.slotFull',
                          )}
                    </span>
                  </label>
                );
              })}
          </div>
          {errorOf('serviceTimeSlot')}
        </fieldset>
        <div className="form__field">
          <label htmlFor={`${id}-expectedDeliveryDate`}>
            {t('checkout.deliveryDate')} <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-expectedDeliveryDate`}
            type="date"
            required
            min={servicingDate || range.first}
            value={deliveryDate}
            onChange={(e) => setDeliveryDate(e.target.value)}
            {...field('expectedDeliveryDate')}
          />
          {errorOf('expectedDeliveryDate')}
        </div>
        {isCar && (
          <div className="form__field">
            <label htmlFor={`${id}-transmissionType`}>
              {t('checkout.transmission')} <span aria-hidden="true">*</span>
            </label>
            <select
              id={`${id}-transmissionType`}
              required
              value={transmission}
              onChange={(e) => setTransmission(e.target.value)}
              {...field('transmissionType')}
            >
              <option value="">{t('checkout.chooseTransmission')}</option>
              {TRANSMISSIONS.map((tr) => (
                <option key={tr}>{tr}</option>
              ))}
            </select>
            {errorOf('transmissionType')}
          </div>
        )}
      </section>

      <section aria-labelledby={`${id}-where`} className="checkout__section">
        <h2 id={`${id}-where`}>{t('checkout.where')}</h2>
        <PlacePicker
          id={`${id}-pickupLocation`}
          city={item.city}
          label={t('checkout.pickup')}
          value={pickup}
          onChange={setPickup}
          error={errors.pickupLocation}
          required
        />
        <fieldset className="fieldset">
          <legend>{t('checkout.drop')}</legend>
          <label className="check">
            <input type="radio" name="drop" checked={dropSame} onChange={() => setDropSame(true)} />
            {t('checkout.dropSame')}
          </label>
          <label className="check">
            <input type="radio" name="drop" checked={!dropSame} onChange={() => setDropSame(false)} />
            {t('checkout.dropDifferent')}
          </label>
          {dropSame && pickup && <p className="muted">{pickup.address}</p>}
          {!dropSame && (
            <PlacePicker
              id={`${id}-dropLocation`}
              city={item.city}
              label={t('checkout.dropPlace')}
              value={drop}
              onChange={setDrop}
              error={errors.dropLocation}
              required
            />
          )}
        </fieldset>
        <div className="form__field">
          <label htmlFor={`${id}-state`}>
            {t('checkout.state')} <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-state`}
            required
            autoComplete="address-level1"
            value={state}
            onChange={(e) => setState(e.target.value)}
            {...field('state')}
          />
          {errorOf('state')}
        </div>
        <div className="form__field">
          <label htmlFor={`${id}-pincode`}>
            {t('checkout.pincode')} <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-pincode`}
            required
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={pincode}
            onChange={(e) => setPincode(e.target.value.replace(/\D/g, ''))}
            {...field('pincode', true)}
          />
          <p id={`${id}-pincode-hint`} className="muted">
            {t('checkout.pincodeHint', { range: PINCODE_RANGES[item.city].label })}
          </p>
          {errorOf('pincode')}
        </div>
        <div className="form__field">
          <label htmlFor={`${id}-alternateNumber`}>
            {t('checkout.alternate')} <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-alternateNumber`}
            type="tel"
            required
            inputMode="numeric"
            autoComplete="tel-national"
            value={alternate}
            onChange={(e) => setAlternate(e.target.value)}
            {...field('alternateNumber')}
          />
          {errorOf('alternateNumber')}
        </div>
        <div className="form__field">
          <label htmlFor={`${id}-note`}>{t('checkout.note')}</label>
          <textarea
            id={`${id}-note`}
            rows={3}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            {...field('note')}
          />
          {errorOf('note')}
        </div>
      </section>

      <section aria-labelledby={`${id}-summary`} className="checkout__section order-summary">
        <h2 id={`${id}-summary`}>{t('checkout.summary')}</h2>
        <dl className="details">
          <div>
            <dt>{t('checkout.product')}</dt>
            <dd>{item.product_name}</dd>
          </div>
          <div>
            <dt>{t('cart.subtotal')}</dt>
            <dd>{formatRupees(subtotal)}</dd>
          </div>
          <div>
            <dt>{t('cart.discount')}</dt>
            <dd>
              {formatRupees(discount)}
              {priced && ` (${priced.coupon.couponCode})`}
            </dd>
          </div>
          <div className="cart-totals__total">
            <dt>{t('checkout.amount')}</dt>
            <dd>{formatRupees(amount)}</dd>
          </div>
        </dl>
        {couponProblem && props.coupon && (
          <p role="alert" className="form__error">
            {couponProblem}
            <br />
            {t('checkout.couponDropped', { code: props.coupon })}
          </p>
        )}
        <p className="note note--red">{t('checkout.notFinal')}</p>
        <fieldset className="fieldset">
          <legend>{t('checkout.payment')}</legend>
          <label className="check">
            <input type="radio" name="payment" checked readOnly />
            <span>
              <strong>{t('payOnCompletion')}</strong> <span className="muted">{t('checkout.payModes')}</span>
            </span>
          </label>
        </fieldset>
        <label className="check">
          <input
            id={`${id}-termsAccepted`}
            type="checkbox"
            checked={terms}
            onChange={(e) => setTerms(e.target.checked)}
            {...field('termsAccepted')}
          />
          <span>
            {t('checkout.termsBefore')}{' '}
            <Link to="/terms-and-conditions" target="_blank">
              {t('footer.terms')}
            </Link>
          </span>
        </label>
        {errorOf('termsAccepted')}
        <button type="submit" className="button button--large" disabled={!terms || placing} aria-busy={placing}>
          {placing ? t('checkout.placing') : t('checkout.placeOrder')}
        </button>
      </section>
    </form>
  );
}
