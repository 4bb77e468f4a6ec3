// The legacy add-vehicle form (/Test): type, make and model chosen from the catalogue in turn, the size of the model
// chosen, and the registration number.
import { LegacyAddVehicleBodySchema } from '@motomitra/domain/accounts';
import type { VehicleCatalogueEntry } from '@motomitra/domain/catalogue';
import { VEHICLE_TYPES } from '@motomitra/domain/constants';
import { useId, useState } from 'react';
import { Field, SelectField } from '../../../components/form/field.tsx';
import { accountText } from '../../../i18n/en/account.ts';
import { categoryLabel } from '../../../i18n/t.ts';
import { legacyChoices } from '../legacy-vehicle.ts';
import { useLegacyAdd } from '../use-legacy-add.ts';
import { vehicleSize } from '../vehicle-text.ts';

export function LegacyVehicleForm({ catalogue }: { catalogue: VehicleCatalogueEntry[] }) {
  const id = useId();
  const [vehicleType, setVehicleType] = useState<string>('Bike');
  const [make, setMake] = useState('');
  const [entryId, setEntryId] = useState('');
  const { reg, setReg, error, submit, saving } = useLegacyAdd();
  const { makes, models } = legacyChoices(catalogue, vehicleType, make);
  const entry = models.find((v) => v._id === entryId);

  return (
    <form className="form" onSubmit={(e) => submit(e, entry, vehicleType)} noValidate>
      <SelectField
        id={`${id}-type`}
        label={accountText('addVehicle.type')}
        options={VEHICLE_TYPES.map((value) => ({ value, label: categoryLabel(value) }))}
        control={{
          value: vehicleType,
          onChange: (e) => {
            setVehicleType(e.target.value);
            setMake('');
            setEntryId('');
          },
        }}
      />
      <SelectField
        id={`${id}-make`}
        label={accountText('legacy.make')}
        placeholder={accountText('legacy.chooseMake')}
        options={makes}
        control={{
          value: make,
          onChange: (e) => {
            setMake(e.target.value);
            setEntryId('');
          },
        }}
      />
      <SelectField
        id={`${id}-model`}
        label={accountText('legacy.model')}
        placeholder={accountText('legacy.chooseModel')}
        options={models.map((m) => ({ value: m._id, label: `${m.model} ${m.variant}` }))}
        control={{ value: entryId, onChange: (e) => setEntryId(e.target.value), disabled: !make }}
      />
      {entry && <p>{vehicleSize(entry)}</p>}
      <Field id={`${id}-reg`} label={accountText('addVehicle.reg')}>
        {(control) => (
          <input
            {...control}
            value={reg}
            maxLength={LegacyAddVehicleBodySchema.shape.reg_number.maxLength ?? undefined}
            autoComplete="off"
            onChange={(e) => setReg(e.target.value.toUpperCase())}
          />
        )}
      </Field>
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={saving}>
        {accountText('addVehicle.save')}
      </button>
    </form>
  );
}
