// /myvehicles: a card per saved vehicle with a delete button (after the spec's confirm) and its reminders (decision 0014),
// and Add vehicle while the customer has fewer than the most they may save.
import { type CustomerVehicle, VEHICLES_MAX } from '@motomitra/domain/accounts';
import { useQuery } from '@tanstack/react-query';
import { useFeedback } from '../../../components/feedback.tsx';
import { errorText } from '../../../components/http.ts';
import { Link } from '../../../components/links.tsx';
import { LoadProblem } from '../../../components/load-problem.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { accountText } from '../../../i18n/en/account.ts';
import { fuelLabel } from '../../../i18n/t.ts';
import { useDeleteVehicle, vehiclesQuery } from '../api.ts';
import { VehicleReminders } from '../components/vehicle-reminders.tsx';
import { vehicleSize } from '../vehicle-text.ts';

export function Component() {
  usePageTitle(accountText('vehicles.title'));
  const { data: vehicles, isError, refetch } = useQuery(vehiclesQuery);
  // At the cap the server refuses another: say so here instead of offering one.
  const full = (vehicles?.length ?? 0) >= VEHICLES_MAX;
  return (
    <section>
      <div className="section-head">
        <h1>{accountText('vehicles.title')}</h1>
        {!full && (
          <Link className="button" to="/addmyvehiclenew">
            {accountText('vehicles.add')}
          </Link>
        )}
      </div>
      {full && <p className="notice">{accountText('vehicles.full', { max: VEHICLES_MAX })}</p>}
      {isError && <LoadProblem text={accountText('vehiclesFetchFailed')} onRetry={() => refetch()} />}
      {!vehicles && !isError && <Spinner />}
      {vehicles?.length === 0 && <p className="empty">{accountText('vehicles.none')}</p>}
      {vehicles && vehicles.length > 0 && (
        <ul className="vehicle-cards">
          {vehicles.map((v) => (
            <VehicleCard key={v._id} vehicle={v} />
          ))}
        </ul>
      )}
    </section>
  );
}

function VehicleCard({ vehicle }: { vehicle: CustomerVehicle }) {
  const { confirm, toast } = useFeedback();
  const remove = useDeleteVehicle();
  const onDelete = async () => {
    if (!(await confirm(accountText('confirmDeleteVehicle')))) return;
    remove.mutate(vehicle._id, {
      onSuccess: (res) => toast(res.message, 'success'),
      onError: (err) => toast(errorText(err, accountText('vehicles.deleteFailed')), 'error'),
    });
  };
  return (
    <li className="vehicle-card">
      <img src={vehicle.vehicle_image} alt="" width="96" height="72" loading="lazy" />
      <div>
        <h2>{vehicle.make_model}</h2>
        <p className="muted">
          {[vehicle.variant, fuelLabel(vehicle.fuel_type), vehicleSize(vehicle)].filter(Boolean).join(' · ')}
        </p>
        <p className="vehicle-card__reg">{vehicle.reg_number}</p>
      </div>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={remove.isPending || remove.isSuccess}
        aria-label={accountText('vehicles.deleteNamed', { name: vehicle.make_model, reg: vehicle.reg_number })}
        onClick={onDelete}
      >
        {accountText('vehicles.delete')}
      </button>
      <VehicleReminders vehicle={vehicle} />
    </li>
  );
}
