// The list of /ops/plans: each yearly plan with its name, vehicle type, whether it is on sale, what it includes and
// its yearly prices city by city (lowest to highest over the tiers), with Edit and Withdraw from sale or Put back on
// sale. A row is a card at phone width, as the console's other tables.
import { CITIES, CITY_LABELS } from '@motomitra/domain/constants';
import { formatCount, formatRupees } from '@motomitra/domain/money';
import { useFeedback } from '../../../components/feedback.tsx';
import { errorText } from '../../../components/http.ts';
import { opsText } from '../../../i18n/en/ops.ts';
import { type PLANS_EN, plansText } from '../../../i18n/en/plans.ts';
import { type OpsPlan, useSetPlanOnSale } from '../plans-api.ts';

/** What a plan includes, one line each. */
export function includesOf(plan: OpsPlan): string[] {
  return [
    ...plan.services.map((s) => plansText('ops.plans.uses', { uses: formatCount(s.uses), service: s.productName })),
    ...(plan.extraWorkPercent > 0
      ? [plansText('ops.plans.extraWork', { percent: formatCount(plan.extraWorkPercent) })]
      : []),
    ...(plan.freePickupDrop ? [plansText('ops.plans.freePickupDrop')] : []),
    ...(plan.breakdownCalls > 0
      ? [plansText.n('ops.plans.breakdownCalls', plan.breakdownCalls, { calls: formatCount(plan.breakdownCalls) })]
      : []),
  ];
}

/** A plan's yearly prices, one line per city it is sold in: its one price, or its lowest to its highest. */
export function pricesOf(plan: OpsPlan): string[] {
  return CITIES.flatMap((city) => {
    const prices = plan.prices.filter((p) => p.city === city).map((p) => p.price);
    if (prices.length === 0) return [];
    const [from, to] = [Math.min(...prices), Math.max(...prices)];
    return from === to
      ? [plansText('ops.plans.priceOne', { city: CITY_LABELS[city], price: formatRupees(from) })]
      : [
          plansText('ops.plans.priceRange', {
            city: CITY_LABELS[city],
            from: formatRupees(from),
            to: formatRupees(to),
          }),
        ];
  });
}

function Lines({ lines, none }: { lines: string[]; none: string }) {
  if (lines.length === 0) return <span className="muted">{none}</span>;
  return (
    <ul className="plan-lines">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

export function PlanTable(props: { plans: OpsPlan[]; onEdit(plan: OpsPlan): void }) {
  const { toast } = useFeedback();
  const onSale = useSetPlanOnSale();

  const toggle = (plan: OpsPlan) => {
    const name = plan.texts.en.name;
    onSale.mutate(
      { id: plan._id, onSale: !plan.onSale },
      {
        onSuccess: () =>
          toast(plansText(plan.onSale ? 'ops.plans.withdrawnDone' : 'ops.plans.putBackDone', { name }), 'success'),
        onError: (err) => toast(errorText(err, plansText('ops.plans.saveFailed')), 'error'),
      },
    );
  };

  const col = (key: keyof typeof PLANS_EN) => plansText(key);
  return (
    <table className="cart-table ops-table">
      <caption className="visually-hidden">{plansText('ops.plans.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{col('ops.plans.col.plan')}</th>
          <th scope="col">{col('ops.plans.col.vehicle')}</th>
          <th scope="col">{col('ops.plans.col.status')}</th>
          <th scope="col">{col('ops.plans.col.includes')}</th>
          <th scope="col">{col('ops.plans.col.prices')}</th>
          <th scope="col">{opsText('ops.col.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {props.plans.map((plan) => {
          const name = plan.texts.en.name;
          return (
            <tr key={plan._id} className={plan.onSale ? undefined : 'ops-table__off'}>
              <th scope="row" data-label={col('ops.plans.col.plan')}>
                {name}
              </th>
              <td data-label={col('ops.plans.col.vehicle')}>{plansText(`ops.plans.vehicle.${plan.vehicleType}`)}</td>
              <td data-label={col('ops.plans.col.status')}>
                <span className={`status${plan.onSale ? ' status--delivered' : ''}`}>
                  {plansText(plan.onSale ? 'ops.plans.onSale' : 'ops.plans.withdrawn')}
                </span>
              </td>
              <td data-label={col('ops.plans.col.includes')}>
                <Lines lines={includesOf(plan)} none={plansText('ops.plans.includesNothing')} />
              </td>
              <td data-label={col('ops.plans.col.prices')}>
                <Lines lines={pricesOf(plan)} none={plansText('ops.plans.notPriced')} />
              </td>
              <td data-label={opsText('ops.col.actions')}>
                <span className="orders-table__actions">
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => props.onEdit(plan)}
                  >
                    {opsText('ops.edit')}
                    <span className="visually-hidden"> {name}</span>
                  </button>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    disabled={onSale.isPending && onSale.variables.id === plan._id}
                    onClick={() => toggle(plan)}
                  >
                    {plansText(plan.onSale ? 'ops.plans.withdraw' : 'ops.plans.putBack')}
                    <span className="visually-hidden"> {name}</span>
                  </button>
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
