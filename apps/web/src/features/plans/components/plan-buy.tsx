// Buying a yearly plan (decision 0023), in the plan's card, for a logged-in customer: one of their saved vehicles of
// the plan's type and a city (their profile's to start with), the exact yearly price for both by the plan's own rule
// (planPriceFor) or why the plan is not sold for them, and Buy, which has the API make a payment link and goes to the
// gateway's page. A vehicle with a plan running renews it: the form says from when, or, before its last 30 days, from
// when it can be renewed (the API decides; it refuses the same). A refusal (400, 409) is said in the form. Loaded for
// customers only, with the query client.
import type { CustomerVehicle } from '@motomitra/domain/accounts';
import { CITIES, type City } from '@motomitra/domain/constants';
import { istDate } from '@motomitra/domain/ist';
import { formatRupees } from '@motomitra/domain/money';
import { type Plan, planPriceFor } from '@motomitra/domain/plans';
import { runningPlanOf } from '@motomitra/domain/subscriptions';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { SelectField } from '../../../components/form/field.tsx';
import { formatDate } from '../../../components/format.ts';
import { errorText } from '../../../components/http.ts';
import { Link } from '../../../components/links.tsx';
import { LoadProblem } from '../../../components/load-problem.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { subscriptionText } from '../../../i18n/en/subscription.ts';
import { cityLabel } from '../../../i18n/t.ts';
import { customerQuery, vehiclesQuery } from '../../account/api.ts';
import { queryClient } from '../../auth/query-client.ts';
import { mySubscriptionsQuery, usePurchasePlan } from '../api.ts';

export function PlanBuy({ plan }: { plan: Plan }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BuyForm plan={plan} />
    </QueryClientProvider>
  );
}

/** The customer's choice of vehicle and city for `plan`, and the plan's yearly price for both. */
function usePlanChoice(plan: Plan) {
  const vehicles = useQuery(vehiclesQuery);
  // The city starts as the customer's own (their profile), as on a service's page, and can be changed.
  const { data: me } = useQuery(customerQuery);
  const [chosenCity, setCity] = useState<City | ''>('');
  const [vehicleId, setVehicleId] = useState('');
  const fits = (vehicles.data ?? []).filter((v) => v.vehicle_type === plan.vehicleType);
  // A customer with one vehicle of the plan's type has it chosen already.
  const vehicle: CustomerVehicle | undefined =
    fits.find((v) => v._id === vehicleId) ?? (fits.length === 1 ? fits[0] : undefined);
  const city: City | '' = chosenCity || me?.city || '';
  const price = vehicle && city ? planPriceFor(plan, vehicle, city) : undefined;
  // The vehicle's running plan, if any: a purchase renews it (from the day after it ends), once its last 30 days open.
  const { data: mine } = useQuery(mySubscriptionsQuery);
  const today = istDate(new Date());
  const running = vehicle && mine ? runningPlanOf(mine, vehicle._id, today) : null;
  return {
    vehicles,
    fits,
    vehicle,
    setVehicleId,
    city,
    setCity,
    price,
    running,
    notYet: !!running && today < running.opensOn,
  };
}

function BuyForm({ plan }: { plan: Plan }) {
  const id = useId();
  const { vehicles, fits, vehicle, setVehicleId, city, setCity, price, running, notYet } = usePlanChoice(plan);
  const purchase = usePurchasePlan();
  // Once the link is made the browser is on its way to the gateway: the button stays busy until it has gone.
  const leaving = purchase.isPending || purchase.isSuccess;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!vehicle || !city || price == null || notYet || leaving) return;
    purchase.mutate({ planId: plan._id, body: { vehicleId: vehicle._id, city } });
  };

  if (vehicles.isError) {
    return <LoadProblem text={subscriptionText('subscription.vehiclesFailed')} onRetry={() => vehicles.refetch()} />;
  }
  if (!vehicles.data) return <Spinner />;
  if (fits.length === 0) {
    return (
      <p className="plan-buy">
        {subscriptionText(`subscription.noVehicle.${plan.vehicleType}`)}{' '}
        <Link to="/addmyvehiclenew">{subscriptionText('subscription.addVehicle')}</Link>
      </p>
    );
  }
  return (
    <form className="plan-buy" onSubmit={onSubmit} noValidate>
      <SelectField
        id={`${id}-vehicle`}
        label={subscriptionText('subscription.vehicle')}
        required
        {...(fits.length > 1 && { placeholder: subscriptionText('subscription.chooseVehicle') })}
        options={fits.map((v) => ({ value: v._id, label: `${v.make_model} · ${v.reg_number}` }))}
        control={{
          value: vehicle?._id ?? '',
          onChange: (e) => {
            purchase.reset();
            setVehicleId(e.target.value);
          },
        }}
      />
      <SelectField
        id={`${id}-city`}
        label={subscriptionText('subscription.city')}
        required
        placeholder={subscriptionText('subscription.chooseCity')}
        options={CITIES.map((c) => ({ value: c, label: cityLabel(c) }))}
        control={{
          value: city,
          onChange: (e) => {
            purchase.reset();
            setCity(CITIES.find((c) => c === e.target.value) ?? '');
          },
        }}
      />
      <p className="plan-buy__price" aria-live="polite">
        {vehicle && city && price != null && (
          <strong>
            {subscriptionText('subscription.priceFor', {
              price: formatRupees(price),
              reg: vehicle.reg_number,
              city: cityLabel(city),
            })}
          </strong>
        )}
        {vehicle && city && price === null && (
          <span className="form__error">{subscriptionText('subscription.notSold', { city: cityLabel(city) })}</span>
        )}
        {running && notYet && (
          <span className="plan-buy__running">
            {subscriptionText('subscription.renewFrom', {
              date: formatDate(running.endsOn),
              from: formatDate(running.opensOn),
            })}
          </span>
        )}
      </p>
      {purchase.isError && (
        <p role="alert" className="form__error">
          {errorText(purchase.error, subscriptionText('subscription.buyFailed'))}
        </p>
      )}
      <button type="submit" className="button" disabled={price == null || notYet || leaving} aria-busy={leaving}>
        {leaving
          ? subscriptionText('subscription.buying')
          : subscriptionText('subscription.buyNamed', { name: plan.name })}
      </button>
      <p className="muted plan-buy__hint">
        {running
          ? subscriptionText('subscription.payHintRenewal', { date: formatDate(running.startsOn) })
          : subscriptionText('subscription.payHint')}
      </p>
    </form>
  );
}
