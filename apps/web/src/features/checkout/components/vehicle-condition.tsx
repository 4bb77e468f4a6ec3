// Checkout's vehicle-condition block: the spec's confirmations, breakdown and insurance (each change of those two
// asked first), and the insurance status, which needs the make, model and registration confirmed (spec section 4).
import type { CartItem } from '@motomitra/domain/booking';
import type { UseFormReturn } from 'react-hook-form';
import { useFeedback } from '../../../components/feedback.tsx';
import { RadioGroup } from '../../../components/form/field.tsx';
import { errorOf } from '../../../components/form/use-form.ts';
import { accountText } from '../../../i18n/en/account.ts';
import { bookingText } from '../../../i18n/en/booking.ts';
import type { CheckoutValues } from '../form.ts';
import '../checkout.css';

type Flag = 'verifyMakeModel' | 'verifyRegistrationNumber' | 'verifyTransmissionType' | 'verifyBreakdown';

export function VehicleCondition({
  id,
  item,
  form,
}: {
  id: string;
  item: CartItem;
  form: UseFormReturn<CheckoutValues>;
}) {
  const { toast, confirm } = useFeedback();
  const v = form.watch();
  const set = (name: Flag | 'verifyVehicleInsurance', on: boolean) => {
    form.setValue(name, on, { shouldDirty: true });
    // Turning off a confirmation, or the insurance box, clears the insurance status.
    if (!on && name !== 'verifyBreakdown' && name !== 'verifyTransmissionType') {
      form.setValue('vehicleInsuranceStatus', '');
    }
  };
  const ask = async (text: string, apply: () => void) => {
    if (await confirm(text)) apply();
  };
  const chooseInsurance = async (value: 'valid' | 'invalid') => {
    if (!v.verifyMakeModel || !v.verifyRegistrationNumber) return toast(accountText('confirmVehicleFirst'), 'error');
    const current = v.vehicleInsuranceStatus;
    if (current && current !== value && !(await confirm(accountText('confirmToggleInsuranceStatus')))) return;
    form.setValue('vehicleInsuranceStatus', value);
    form.clearErrors('vehicleInsuranceStatus');
  };
  const check = (name: Flag | 'verifyVehicleInsurance', label: string, onChange?: (on: boolean) => void) => (
    <label className="check">
      <input
        type="checkbox"
        checked={v[name]}
        onChange={(e) => (onChange ? onChange(e.target.checked) : set(name, e.target.checked))}
      />
      {label}
    </label>
  );

  return (
    <fieldset className="fieldset checkout__section">
      <legend>{bookingText('checkout.condition')}</legend>
      {check('verifyMakeModel', bookingText('checkout.confirmMakeModel', { makeModel: item.make_model }))}
      {check('verifyRegistrationNumber', bookingText('checkout.confirmReg', { reg: item.reg_number }))}
      {item.vehicle_type === 'Car' && check('verifyTransmissionType', bookingText('checkout.confirmTransmission'))}
      {check('verifyBreakdown', bookingText('checkout.breakdown'), (on) => {
        void ask(accountText('confirmToggleBreakdown'), () => set('verifyBreakdown', on));
      })}
      {check('verifyVehicleInsurance', bookingText('checkout.insured'), (on) => {
        void ask(accountText('confirmToggleInsuranceServicing'), () => set('verifyVehicleInsurance', on));
      })}
      {v.verifyVehicleInsurance && (
        <RadioGroup
          id={`${id}-vehicleInsuranceStatus`}
          className="fieldset fieldset--inner"
          label={bookingText('checkout.insuranceStatus')}
          error={errorOf(form, 'vehicleInsuranceStatus')}
        >
          {(['valid', 'invalid'] as const).map((value) => (
            <label key={value} className="check">
              <input
                type="radio"
                name="insurance-status"
                checked={v.vehicleInsuranceStatus === value}
                onChange={() => void chooseInsurance(value)}
              />
              {bookingText(value === 'valid' ? 'checkout.insuranceValid' : 'checkout.insuranceInvalid')}
            </label>
          ))}
        </RadioGroup>
      )}
    </fieldset>
  );
}
