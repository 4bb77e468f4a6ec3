// /addmyvehiclenew: pick the vehicle from the catalogue (a searchable list, 100 px high), type the
// registration number (upper-cased as typed), see its cc or car type, save. Then back to where the customer came from.
import { AddVehicleBodySchema } from '@motomitra/domain/accounts';
import { useId } from 'react';
import { Field } from '../../../components/form/field.tsx';
import { errorOf, upperCaseAsTyped } from '../../../components/form/use-form.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { accountText } from '../../../i18n/en/account.ts';
import { ChosenVehicle } from '../components/chosen-vehicle.tsx';
import { VehiclePick } from '../components/vehicle-pick.tsx';
import { VehicleRequest } from '../components/vehicle-request.tsx';
import { useAddVehicleForm } from '../use-add-vehicle-form.ts';

export function Component() {
  usePageTitle(accountText('addVehicle.title'));
  const id = useId();
  const { form, chosen, choose, onSubmit } = useAddVehicleForm(id);
  const saving = form.formState.isSubmitting;

  return (
    <section>
      <h1>{accountText('addVehicle.title')}</h1>
      <form className="form" onSubmit={onSubmit} noValidate>
        <VehiclePick
          id={id}
          chosenId={form.watch('catalogue_id')}
          onChoose={choose}
          error={errorOf(form, 'make_model')}
        />

        {chosen && <ChosenVehicle vehicle={chosen} />}

        <Field
          id={`${id}-reg`}
          label={accountText('addVehicle.reg')}
          required
          hint={accountText('addVehicle.regHint')}
          error={errorOf(form, 'reg_number')}
        >
          {(control) => (
            <input
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={AddVehicleBodySchema.shape.reg_number.maxLength ?? undefined}
              placeholder="MH31AB1234"
              {...control}
              // Upper-cased as typed (spec).
              {...form.register('reg_number', upperCaseAsTyped(form, 'reg_number'))}
            />
          )}
        </Field>
        <button type="submit" className="button" disabled={saving}>
          {saving ? accountText('profile.saving') : accountText('addVehicle.save')}
        </button>
      </form>
      <VehicleRequest />
    </section>
  );
}
