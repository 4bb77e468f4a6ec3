// Checkout's vehicle-condition block: the spec's confirmations, breakdown and insurance (each change of those two
// asked first), and the insurance status, which needs the make, model and registration confirmed (spec section 4).
import type { CartItem } from '@motomitra/domain/booking';
import type { UseFormReturn } from 'react-hook-form';
import { useFeedback } from '../../../components/feedback.tsx';
import { RadioGroup } from '../../../components/form/field.tsx';
import { errorOf } from '../../../components/form/use-form.ts';
import { t } from '../../../i18n/t.ts';
import '../../../i18n/en/booking.ts';
import '../../../i18n/en/account.ts';
import type { CheckoutValues } from '../form.ts';

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
    if (!v.verifyMakeModel || !v.verifyRegistrationNumber) return toast(t('confirmVehicleFirst'), 'error');
    const current = v.vehicleInsuranceStatus;
    if (current && current !== value && !(await confirm(t('confirmToggleInsuranceStatus')))) return;
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
      <legend>{t('checkout.condition')}</legend>
      {check('verifyMakeModel', t('checkout.confirmMakeModel', { makeModel: item.make_model }))}
      {check('verifyRegistrationNumber', t('checkout.confirmReg', { reg: item.reg_number }))}
      {item.vehicle_type === 'Car' && check('verifyTransmissionType', t('checkout.confirmTransmission'))}
      {check('verifyBreakdown', t('checkout.breakdown'), (on) => {
        void ask(t('confirmToggleBreakdown'), () => set('verifyBreakdown', on));
      })}
      {check('verifyVehicleInsurance', t('checkout.insured'), (on) => {
        void ask(t('confirmToggleInsuranceServicing'), () => set('verifyVehicleInsurance', on));
      })}
      {v.verifyVehicleInsurance && (
        <RadioGroup
          id={`${id}-vehicleInsuranceStatus`}
          className="fieldset fieldset--inner"
          label={t('checkout.insuranceStatus')}
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
              {t(value === 'valid' ? 'checkout.insuranceValid' : 'checkout.insuranceInvalid')}
            </label>
          ))}
        </RadioGroup>
      )}
    </fieldset>
  );
}
