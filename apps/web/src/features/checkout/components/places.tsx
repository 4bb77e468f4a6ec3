// Checkout's "where": pickup and drop on the map (drop same as pickup unless the customer says otherwise), state,
// pincode (with the city's range as hint), alternate mobile and a note.
import type { CartItem } from '@motomitra/domain/booking';
import { NOTE_MAX, PINCODE_DIGITS, PINCODE_RANGES } from '@motomitra/domain/checkout';
import { ADDRESS_LINE_MAX } from '@motomitra/domain/order-data';
import type { Place } from '@motomitra/domain/places';
import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/form/field.tsx';
import { errorOf, rewriteAsTyped } from '../../../components/form/use-form.ts';
import { bookingText } from '../../../i18n/en/booking.ts';
import { PlacePicker } from '../../places/components/place-picker.tsx';
import type { CheckoutValues } from '../form.ts';
import { type SavedAddress, SavedAddresses } from './saved-addresses.tsx';
import '../checkout.css';

export function Places({
  id,
  item,
  form,
  saved,
}: {
  id: string;
  item: CartItem;
  form: UseFormReturn<CheckoutValues>;
  /** The profile's home and other addresses, offered as pickup or drop. */
  saved: SavedAddress[];
}) {
  const [pickup, dropSame, drop] = form.watch(['pickupLocation', 'dropSame', 'dropLocation']);
  /** A line for the rider (which door, what is near it): counted against its limit as it is typed, never cut. */
  const riderLine = (name: 'flat' | 'landmark' | 'dropFlat' | 'dropLandmark', label: string, autoComplete: string) => (
    <Field
      id={`${id}-${name}`}
      label={label}
      error={errorOf(form, name)}
      count={{ length: (form.watch(name) ?? '').length, max: ADDRESS_LINE_MAX }}
    >
      {(control) => <input autoComplete={autoComplete} {...control} {...form.register(name)} />}
    </Field>
  );
  const choosePickup = (place: Place) => {
    form.setValue('pickupLocation', place);
    form.clearErrors('pickupLocation');
    // The place's pincode, where known, fills the pincode (the customer may still change it).
    if (place.pincode) form.setValue('pincode', place.pincode, { shouldValidate: form.formState.isSubmitted });
  };
  const chooseDrop = (place: Place) => {
    form.setValue('dropLocation', place);
    form.clearErrors('dropLocation');
  };
  const text = (
    name: 'state' | 'pincode' | 'alternateNumber',
    label: string,
    input: React.InputHTMLAttributes<HTMLInputElement>,
    hint?: string,
  ) => (
    <Field id={`${id}-${name}`} label={label} required hint={hint} error={errorOf(form, name)}>
      {(control) => (
        <input
          {...input}
          {...control}
          // A pincode is digits only, as typed or pasted ('440 010').
          {...form.register(name, name === 'pincode' ? rewriteAsTyped(form, name, (s) => s.replace(/\D/g, '')) : {})}
        />
      )}
    </Field>
  );
  return (
    <section aria-labelledby={`${id}-where`} className="checkout__section">
      <h2 id={`${id}-where`}>{bookingText('checkout.where')}</h2>
      <PlacePicker
        id={`${id}-pickupLocation`}
        city={item.city}
        label={bookingText('checkout.pickup')}
        value={pickup}
        onChange={choosePickup}
        error={errorOf(form, 'pickupLocation')}
        required
      />
      <SavedAddresses id={`${id}-savedPickup`} city={item.city} addresses={saved} onPick={choosePickup} />
      {/* For the rider (issue 14): which door, and what is near it. */}
      {riderLine('flat', bookingText('checkout.flat'), 'address-line1')}
      {riderLine('landmark', bookingText('checkout.landmark'), 'off')}
      <fieldset className="fieldset">
        <legend>{bookingText('checkout.drop')}</legend>
        <label className="check">
          <input type="radio" name="drop" checked={dropSame} onChange={() => form.setValue('dropSame', true)} />
          {bookingText('checkout.dropSame')}
        </label>
        <label className="check">
          <input type="radio" name="drop" checked={!dropSame} onChange={() => form.setValue('dropSame', false)} />
          {bookingText('checkout.dropDifferent')}
        </label>
        {dropSame && pickup && <p className="muted">{pickup.address}</p>}
        {!dropSame && (
          <PlacePicker
            id={`${id}-dropLocation`}
            city={item.city}
            label={bookingText('checkout.dropPlace')}
            value={drop}
            onChange={chooseDrop}
            error={errorOf(form, 'dropLocation')}
            required
          />
        )}
        {!dropSame && <SavedAddresses id={`${id}-savedDrop`} city={item.city} addresses={saved} onPick={chooseDrop} />}
        {!dropSame && riderLine('dropFlat', bookingText('checkout.dropFlat'), 'off')}
        {!dropSame && riderLine('dropLandmark', bookingText('checkout.dropLandmark'), 'off')}
      </fieldset>
      {text('state', bookingText('checkout.state'), { autoComplete: 'address-level1' })}
      {text(
        'pincode',
        bookingText('checkout.pincode'),
        {
          inputMode: 'numeric',
          autoComplete: 'postal-code',
          maxLength: PINCODE_DIGITS,
        },
        bookingText('checkout.pincodeHint', { range: PINCODE_RANGES[item.city].label }),
      )}
      {text('alternateNumber', bookingText('checkout.alternate'), {
        type: 'tel',
        inputMode: 'numeric',
        autoComplete: 'tel-national',
      })}
      <Field
        id={`${id}-note`}
        label={bookingText('checkout.note')}
        error={errorOf(form, 'note')}
        count={{ length: (form.watch('note') ?? '').length, max: NOTE_MAX }}
      >
        {(control) => <textarea rows={3} {...control} {...form.register('note')} />}
      </Field>
    </section>
  );
}
