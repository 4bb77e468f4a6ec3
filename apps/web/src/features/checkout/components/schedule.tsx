// Checkout's "when": the servicing date (within the booking window), the slot picker with each slot's places, the
// expected delivery date and, for a car, the transmission.
import type { CartItem } from '@motomitra/domain/booking';
import { bookableDates, slotHasStarted } from '@motomitra/domain/checkout';
import { TRANSMISSIONS } from '@motomitra/domain/constants';
import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { Field, RadioGroup, SelectField } from '../../../components/form/field.tsx';
import { errorOf } from '../../../components/form/use-form.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { t } from '../../../i18n/t.ts';
import '../../../i18n/en/booking.ts';
import { slotsQuery } from '../api.ts';
import type { CheckoutValues } from '../form.ts';

export function Schedule({ id, item, form }: { id: string; item: CartItem; form: UseFormReturn<CheckoutValues> }) {
  const range = bookableDates(new Date());
  const [servicingDate, chosenSlot] = form.watch(['servicingDate', 'serviceTimeSlot']);
  const { data: slots, isFetching } = useQuery(slotsQuery(item.city, servicingDate));

  return (
    <section aria-labelledby={`${id}-when`} className="checkout__section">
      <h2 id={`${id}-when`}>{t('checkout.when')}</h2>
      <Field
        id={`${id}-servicingDate`}
        label={t('checkout.servicingDate')}
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
        label={t('checkout.slot')}
        required
        error={errorOf(form, 'serviceTimeSlot')}
      >
        {!servicingDate && <p className="muted">{t('checkout.slotPickDate')}</p>}
        {servicingDate && isFetching && !slots && <Spinner />}
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
                    checked={chosenSlot === s.slot}
                    onChange={() => {
                      form.setValue('serviceTimeSlot', s.slot);
                      form.clearErrors('serviceTimeSlot');
                    }}
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
      </RadioGroup>
      <Field
        id={`${id}-expectedDeliveryDate`}
        label={t('checkout.deliveryDate')}
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
      {item.vehicle_type === 'Car' && (
        <SelectField
          id={`${id}-transmissionType`}
          label={t('checkout.transmission')}
          required
          error={errorOf(form, 'transmissionType')}
          placeholder={t('checkout.chooseTransmission')}
          options={TRANSMISSIONS}
          control={form.register('transmissionType')}
        />
      )}
    </section>
  );
}
