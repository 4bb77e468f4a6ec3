// The services a yearly plan includes, in the plan form of /ops/plans: one row per service (chosen among the
// catalogue's services for the plan's vehicle type) with its number of uses in the year, rows added and removed, each
// refusal beside its field and one about the list as a whole under it.
import type { VehicleType } from '@motomitra/domain/constants';
import type { OpsProduct } from '@motomitra/domain/ops-admin';
import { PLAN_MAX_SERVICES } from '@motomitra/domain/plans';
import { categoryServes } from '@motomitra/domain/pricing';
import { Field, FieldError, SelectField } from '../../../components/form/field.tsx';
import { plansText } from '../../../i18n/en/plans.ts';
import type { PlanErrors, ServiceRow } from '../plan-draft.ts';

export type ServicesProps = {
  /** The form's id: each control's id starts with it. */
  id: string;
  rows: ServiceRow[];
  vehicleType: VehicleType;
  /** The console's services (GET /api/ops/products), once loaded. */
  products: OpsProduct[] | undefined;
  /** The names of the services the plan includes as stored, for one the catalogue no longer lists. */
  savedNames: Record<string, string>;
  errors: PlanErrors;
  onAdd(): void;
  onRemove(at: number): void;
  onUpdate(at: number, row: ServiceRow): void;
};

/** The services to choose from: those for the plan's vehicle type, and any the plan already names. */
function choicesFor(props: ServicesProps): { value: string; label: string }[] {
  const served = (props.products ?? []).filter((p) => categoryServes(p.category, props.vehicleType));
  const listed = new Set(served.map((p) => p._id));
  return [
    ...served.map((p) => ({
      value: p._id,
      label: p.published ? p.product_name : plansText('ops.plans.serviceHidden', { name: p.product_name }),
    })),
    ...Object.entries(props.savedNames)
      .filter(([productId]) => !listed.has(productId) && props.rows.some((r) => r.productId === productId))
      .map(([value, label]) => ({ value, label })),
  ];
}

export function PlanServices(props: ServicesProps) {
  const { id, rows, errors } = props;
  const choices = choicesFor(props);
  return (
    <fieldset
      className="fieldset"
      id={`${id}-services`}
      tabIndex={-1}
      aria-describedby={[`${id}-services-hint`, errors.services ? `${id}-services-error` : ''].join(' ').trim()}
    >
      <legend>{plansText('ops.plans.services')}</legend>
      <p id={`${id}-services-hint`} className="muted plan-form__hint">
        {plansText('ops.plans.servicesHint')}
      </p>
      {rows.length === 0 && <p className="muted plan-form__hint">{plansText('ops.plans.noServices')}</p>}
      {rows.length > 0 && (
        <ol className="plan-services">
          {rows.map((row, i) => (
            <li key={row.uid} className="plan-services__row">
              <ServiceRowFields {...props} row={row} at={i} choices={choices} />
            </li>
          ))}
        </ol>
      )}
      <button
        type="button"
        id={`${id}-add-service`}
        className="button button--ghost button--small plan-form__add"
        disabled={rows.length >= PLAN_MAX_SERVICES}
        onClick={props.onAdd}
      >
        {plansText('ops.plans.addService')}
      </button>
      <FieldError id={`${id}-services`} error={errors.services} />
    </fieldset>
  );
}

function ServiceRowFields(
  props: ServicesProps & { row: ServiceRow; at: number; choices: { value: string; label: string }[] },
) {
  const { id, row, at, errors } = props;
  const n = at + 1;
  const path = (field: string) => `services.${at}.${field}`;
  return (
    <>
      <SelectField
        id={`${id}-${path('productId')}`}
        label={plansText('ops.plans.field.service', { n })}
        required
        placeholder={plansText('ops.plans.chooseService')}
        error={errors[path('productId')]}
        options={props.choices}
        control={{ value: row.productId, onChange: (e) => props.onUpdate(at, { ...row, productId: e.target.value }) }}
      />
      <Field
        id={`${id}-${path('uses')}`}
        className="plan-services__uses"
        label={
          <>
            {plansText('ops.plans.field.uses')}
            <span className="visually-hidden"> {plansText('ops.plans.ofService', { n })}</span>
          </>
        }
        required
        error={errors[path('uses')]}
      >
        {(control) => (
          <input
            inputMode="numeric"
            autoComplete="off"
            {...control}
            value={row.uses}
            onChange={(e) => props.onUpdate(at, { ...row, uses: e.target.value })}
          />
        )}
      </Field>
      <button
        type="button"
        className="button button--ghost button--small plan-services__remove"
        aria-label={plansText('ops.plans.removeServiceNamed', { n })}
        onClick={() => props.onRemove(at)}
      >
        {plansText('ops.plans.removeService')}
      </button>
    </>
  );
}
