// The servicing date (within the booking window), the slot picker with each slot's places, and the expected delivery
// date: checkout's, and the same picker for moving a booking. Any form with these three fields uses it.
import { bookableDates, servicingDateProblem } from '@motomitra/domain/checkout';
import type { City } from '@motomitra/domain/constants';
import { isIsoDate } from '@motomitra/domain/ist';
import { useQuery } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Field, RadioGroup } from '../../../components/form/field.tsx';
import { errorOf } from '../../../components/form/use-form.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { bookingText } from '../../../i18n/en/booking.ts';
import { inLanguage } from '../../../i18n/t.ts';
import { slotsQuery } from '../api.ts';
import { SlotOptions } from './slot-options.tsx';
import './schedule-fields.css';

export type ScheduleValues = { servicingDate: string; serviceTimeSlot: string; expectedDeliveryDate: string };

export function ScheduleFields<T extends FieldValues & ScheduleValues>({
  id,
  city,
  form: typed,
  busySlot,
}: {
  id: string;
  city: City;
  form: UseFormReturn<T, unknown, unknown>;
  /** The booking's own date and slot when moving it: shown as where it is now, not offered. */
  busySlot?: { date: string; slot: string };
}) {
  // The three fields by name, whatever else the form has.
  const form = typed as unknown as UseFormReturn<ScheduleValues>;
  const range = bookableDates(new Date());
  const [servicingDate, chosenSlot] = form.watch(['servicingDate', 'serviceTimeSlot']);
  // A date outside the booking window has no slots to ask for: why is said at once, beside the slots.
  const dateProblem =
    servicingDate && isIsoDate(servicingDate) ? servicingDateProblem(servicingDate, new Date()) : null;
  const { data: slots, isFetching } = useQuery(slotsQuery(city, dateProblem ? '' : servicingDate));

  return (
    <>
      <Field
        id={`${id}-servicingDate`}
        label={bookingText('checkout.servicingDate')}
        required
        error={errorOf(form, 'servicingDate')}
      >
        {(control) => (
          <input
            type="date"
            min={range.first}
            max={range.last}
            {...control}
            {...form.register('servicingDate', {
              onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
                // Another day has other slots; a delivery before the servicing moves up to it.
                form.setValue('serviceTimeSlot', '');
                const delivery = form.getValues('expectedDeliveryDate');
                if (delivery && delivery < e.target.value) form.setValue('expectedDeliveryDate', e.target.value);
              },
            })}
          />
        )}
      </Field>
      <RadioGroup
        id={`${id}-serviceTimeSlot`}
        label={bookingText('checkout.slot')}
        required
        error={errorOf(form, 'serviceTimeSlot')}
      >
        {!servicingDate && <p className="muted">{bookingText('checkout.slotPickDate')}</p>}
        {/* Said here at once, unless the date field already says it (after a Place Order). */}
        {dateProblem && !errorOf(form, 'servicingDate') && <p className="form__error">{inLanguage(dateProblem)}</p>}
        {servicingDate && !dateProblem && isFetching && !slots && <Spinner />}
        <SlotOptions
          slots={slots}
          servicingDate={servicingDate && !dateProblem ? servicingDate : null}
          chosen={chosenSlot}
          busySlot={busySlot}
          onChoose={(slot) => {
            form.setValue('serviceTimeSlot', slot);
            form.clearErrors('serviceTimeSlot');
          }}
        />
      </RadioGroup>
      <Field
        id={`${id}-expectedDeliveryDate`}
        label={bookingText('checkout.deliveryDate')}
        required
        error={errorOf(form, 'expectedDeliveryDate')}
      >
        {(control) => (
          <input
            type="date"
            min={servicingDate || range.first}
            {...control}
            {...form.register('expectedDeliveryDate')}
          />
        )}
      </Field>
    </>
  );
}
