// /Test: the legacy add-vehicle screen, kept working through the legacy calls
// (GET /api/vehicles/allvehicles, PUT /api/customer/addvehicle/{customerId} with {vehicleType, make, model, cc_type, reg_number}).
import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { accountText } from '../../../i18n/en/account.ts';
import { vehicleCatalogueQuery } from '../api.ts';
import { LegacyVehicleForm } from '../components/legacy-vehicle-form.tsx';

export function Component() {
  usePageTitle(accountText('legacy.title'));
  const { data: catalogue, isError } = useQuery(vehicleCatalogueQuery);
  return (
    <div className="page page--narrow">
      <h1>{accountText('legacy.title')}</h1>
      {isError && <p role="alert">{accountText('vehiclesFetchFailed')}</p>}
      {!catalogue && !isError && <Spinner />}
      {catalogue && <LegacyVehicleForm catalogue={catalogue} />}
    </div>
  );
}
