// Checkout's drop: the same place as the pickup unless the customer says otherwise, then a place of its own (on the
// map, or a saved address) and its rider's lines.
import type { City } from '@motomitra/domain/constants';
import type { Place } from '@motomitra/domain/places';
import type { UseFormReturn } from 'react-hook-form';
import { errorOf } from '../../../components/form/use-form.ts';
import { bookingText } from '../../../i18n/en/booking.ts';
import { PlacePicker } from '../../places/components/place-picker.tsx';
import type { CheckoutValues } from '../form.ts';
import { type SavedAddress, SavedAddresses } from './saved-addresses.tsx';
import { RiderLine } from './where-fields.tsx';

/** `id` is the checkout form's; `saved`, the profile's addresses offered as the drop. */
export function DropChoice(props: {
  id: string;
  city: City;
  form: UseFormReturn<CheckoutValues>;
  saved: SavedAddress[];
}) {
  const { id, city, form } = props;
  const [pickup, dropSame, drop] = form.watch(['pickupLocation', 'dropSame', 'dropLocation']);
  const chooseDrop = (place: Place) => {
    form.setValue('dropLocation', place);
    form.clearErrors('dropLocation');
  };
  return (
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
          city={city}
          label={bookingText('checkout.dropPlace')}
          value={drop}
          onChange={chooseDrop}
          error={errorOf(form, 'dropLocation')}
          required
        />
      )}
      {!dropSame && <SavedAddresses id={`${id}-savedDrop`} city={city} addresses={props.saved} onPick={chooseDrop} />}
      {!dropSame && (
        <RiderLine id={id} form={form} name="dropFlat" label={bookingText('checkout.dropFlat')} autoComplete="off" />
      )}
      {!dropSame && (
        <RiderLine
          id={id}
          form={form}
          name="dropLandmark"
          label={bookingText('checkout.dropLandmark')}
          autoComplete="off"
        />
      )}
    </fieldset>
  );
}
