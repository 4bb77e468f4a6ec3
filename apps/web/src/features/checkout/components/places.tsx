// Checkout's "where": pickup and drop on the map (drop same as pickup unless the customer says otherwise), state,
// pincode (with the city's range as hint), alternate mobile and a note.
import type { CartItem } from '@motomitra/domain/booking';
import { NOTE_MAX, PINCODE_DIGITS, PINCODE_RANGES } from '@motomitra/domain/checkout';
import type { Place } from '@motomitra/domain/places';
import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/form/field.tsx';
import { errorOf } from '../../../components/form/use-form.ts';
import { bookingText } from '../../../i18n/en/booking.ts';
import { PlacePicker } from '../../places/components/place-picker.tsx';
import type { CheckoutValues } from '../form.ts';
import { DropChoice } from './drop-choice.tsx';
import { type SavedAddress, SavedAddresses } from './saved-addresses.tsx';
import { RequiredLine, RiderLine } from './where-fields.tsx';
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
  const pickup = form.watch('pickupLocation');
  const field = { id, form };
  const choosePickup = (place: Place) => {
    form.setValue('pickupLocation', place);
    form.clearErrors('pickupLocation');
    // The place's pincode, where known, fills the pincode (the customer may still change it).
    if (place.pincode) form.setValue('pincode', place.pincode, { shouldValidate: form.formState.isSubmitted });
  };
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
      {/* For the rider: which door, and what is near it. */}
      <RiderLine {...field} name="flat" label={bookingText('checkout.flat')} autoComplete="address-line1" />
      <RiderLine {...field} name="landmark" label={bookingText('checkout.landmark')} autoComplete="off" />
      <DropChoice id={id} city={item.city} form={form} saved={saved} />
      <RequiredLine
        {...field}
        name="state"
        label={bookingText('checkout.state')}
        input={{ autoComplete: 'address-level1' }}
      />
      <RequiredLine
        {...field}
        name="pincode"
        label={bookingText('checkout.pincode')}
        input={{ inputMode: 'numeric', autoComplete: 'postal-code', maxLength: PINCODE_DIGITS }}
        hint={bookingText('checkout.pincodeHint', { range: PINCODE_RANGES[item.city].label })}
      />
      <RequiredLine
        {...field}
        name="alternateNumber"
        label={bookingText('checkout.alternate')}
        input={{ type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' }}
      />
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
