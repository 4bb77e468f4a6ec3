// Add vehicle's form: the catalogue entry chosen fills what the body says of the vehicle, saving goes back to where
// the customer came from, and a refusal is said beside its field and in a toast, the first field focused.
import { AddVehicleBodySchema } from '@motomitra/domain/accounts';
import type { VehicleCatalogueEntry } from '@motomitra/domain/catalogue';
import { useState } from 'react';
import { useFeedback } from '../../components/feedback.tsx';
import { showServerErrors, useZodForm } from '../../components/form/use-form.ts';
import { NetworkError } from '../../components/http.ts';
import { canGoBack, useNavigate } from '../../components/links.tsx';
import { accountText } from '../../i18n/en/account.ts';
import { t } from '../../i18n/t.ts';
import { useAddVehicle } from './api.ts';

/** `id` is the form's: its search field is `${id}-search` and its number `${id}-reg`. */
export function useAddVehicleForm(id: string) {
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const [chosen, setChosen] = useState<VehicleCatalogueEntry | null>(null);
  const form = useZodForm(AddVehicleBodySchema, { defaultValues: { make_model: '', reg_number: '' } });
  const add = useAddVehicle();

  /** The catalogue entry chosen: the body carries what it says of the vehicle. */
  const choose = (v: VehicleCatalogueEntry) => {
    setChosen(v);
    const { reg_number } = form.getValues();
    form.reset(
      {
        catalogue_id: v._id,
        vehicle_type: v.vehicle_type,
        make_model: v.make_model,
        variant: v.variant,
        fuel_type: v.fuel_type,
        bike_cc: v.bike_cc,
        car_type: v.car_type,
        vehicle_image: v.vehicle_image,
        reg_number,
      },
      { keepErrors: true, keepIsSubmitted: true },
    );
    form.clearErrors('make_model');
  };

  const onSubmit = form.handleSubmit(
    async (vehicle) => {
      try {
        await add.mutateAsync(vehicle);
        toast(accountText('vehicleAdded'), 'success');
        // Back to where the customer came from (the product page, or My Vehicles); a direct visit lands on My Vehicles.
        if (canGoBack()) navigate(-1);
        else navigate('/myvehicles', { replace: true });
      } catch (err) {
        showServerErrors(form.setError, err, ['reg_number', 'make_model']);
        toast(err instanceof NetworkError ? t('networkError') : accountText('vehicleAddFailed'), 'error');
      }
    },
    // The spec's order: the registration number first, then the make and model.
    (errors) => {
      const first = errors.reg_number ? 'reg' : errors.make_model ? 'search' : null;
      const message = (errors.reg_number ?? errors.make_model)?.message;
      if (message) toast(message, 'error');
      if (first) document.getElementById(`${id}-${first}`)?.focus();
    },
  );
  return { form, chosen, choose, onSubmit };
}
