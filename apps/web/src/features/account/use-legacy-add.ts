// Saving on the legacy add-vehicle screen (/Test): the registration number as typed (upper-cased), a missing number
// or vehicle said before sending, and the server's first refusal said under the form.
import type { VehicleCatalogueEntry } from '@motomitra/domain/catalogue';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useFeedback } from '../../components/feedback.tsx';
import { ApiError, NetworkError } from '../../components/http.ts';
import { accountText } from '../../i18n/en/account.ts';
import { t } from '../../i18n/t.ts';
import { customerQuery, useAddVehicleLegacy } from './api.ts';
import { legacyBody } from './legacy-vehicle.ts';

export function useLegacyAdd() {
  const { toast } = useFeedback();
  const { data: customer } = useQuery(customerQuery);
  const [reg, setReg] = useState('');
  const [error, setError] = useState('');
  const add = useAddVehicleLegacy();

  const submit = (e: FormEvent, entry: VehicleCatalogueEntry | undefined, vehicleType: string) => {
    e.preventDefault();
    if (!reg.trim()) return setError(accountText('regNumberRequired'));
    if (!entry || !customer) return setError(accountText('selectMakeModel'));
    setError('');
    add.mutate(
      { customerId: customer._id, body: legacyBody(entry, vehicleType, reg) },
      {
        onSuccess: () => {
          toast(accountText('vehicleAdded'), 'success');
          setReg('');
        },
        onError: (err) => {
          if (err instanceof ApiError) setError(Object.values(err.fieldErrors)[0] ?? err.message);
          toast(err instanceof NetworkError ? t('networkError') : accountText('vehicleAddFailed'), 'error');
        },
      },
    );
  };
  return { reg, setReg, error, submit, saving: add.isPending };
}
