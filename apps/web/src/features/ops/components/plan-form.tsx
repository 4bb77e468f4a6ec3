// The yearly plan form of /ops/plans (new, or an edit, in a modal; decision 0023): the vehicle type, the name and
// description in English, Marathi and Hindi, what the plan includes and its yearly prices. Checked by the API's own
// schema before sending (OpsPlanInputSchema), the server's refusals beside their fields.
import { VEHICLE_TYPES } from '@motomitra/domain/constants';
import { LANGUAGES, type Language } from '@motomitra/domain/language';
import { formatCount } from '@motomitra/domain/money';
import { PLAN_MAX_BREAKDOWN_CALLS, PLAN_MAX_EXTRA_WORK_PERCENT, type PlanTexts } from '@motomitra/domain/plans';
import { useQuery } from '@tanstack/react-query';
import { CheckboxField, Field, RadioGroup } from '../../../components/form/field.tsx';
import { opsText } from '../../../i18n/en/ops.ts';
import { plansText } from '../../../i18n/en/plans.ts';
import { opsProductsQuery } from '../admin-api.ts';
import type { PlanDraft, PlanErrors } from '../plan-draft.ts';
import type { OpsPlan } from '../plans-api.ts';
import { usePlanForm } from '../use-plan-form.ts';
import { PlanPrices } from './plan-prices.tsx';
import { PlanServices } from './plan-services.tsx';

/** The limits of a plan's texts (the schema's). */
const LIMITS: Record<keyof PlanTexts, number> = { name: 60, description: 400 };

export function PlanForm(props: { plan: OpsPlan | null; onDone(): void }) {
  const { id, draft, errors, problem, change, rows, setVehicleType, onSubmit, saving } = usePlanForm(
    props.plan,
    props.onDone,
  );
  const { data: products } = useQuery(opsProductsQuery);
  const categoryOf = (productId: string) => products?.find((p) => p._id === productId)?.category;
  const savedNames = Object.fromEntries(props.plan?.services.map((s) => [s.productId, s.productName]) ?? []);
  return (
    <form className="form ops-form plan-form" onSubmit={onSubmit} noValidate>
      <RadioGroup id={`${id}-vehicleType`} label={plansText('ops.plans.field.vehicleType')} error={errors.vehicleType}>
        <div className="plan-form__choices">
          {VEHICLE_TYPES.map((type) => (
            <label key={type} className="check">
              <input
                type="radio"
                name={`${id}-vehicleType`}
                value={type}
                checked={draft.vehicleType === type}
                onChange={() => setVehicleType(type, categoryOf)}
              />
              <span>{plansText(`ops.plans.vehicle.${type}`)}</span>
            </label>
          ))}
        </div>
      </RadioGroup>
      {LANGUAGES.map((language) => (
        <TextsFields
          key={language}
          id={id}
          language={language}
          texts={draft.texts[language]}
          errors={errors}
          onChange={(texts) => change({ texts: { ...draft.texts, [language]: texts } })}
        />
      ))}
      <fieldset className="fieldset">
        <legend>{plansText('ops.plans.includes')}</legend>
        <PlanServices
          id={id}
          rows={draft.services}
          vehicleType={draft.vehicleType}
          products={products}
          savedNames={savedNames}
          errors={errors}
          onAdd={rows.add}
          onRemove={rows.remove}
          onUpdate={rows.update}
        />
        <IncludesFields id={id} draft={draft} errors={errors} change={change} />
      </fieldset>
      <PlanPrices
        id={id}
        vehicleType={draft.vehicleType}
        prices={draft.prices}
        errors={errors}
        onChange={(prices) => change({ prices })}
      />
      {problem && (
        <p role="alert" className="form__error">
          {problem}
        </p>
      )}
      <div className="ops-form__actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? opsText('ops.saving') : plansText(props.plan ? 'ops.plans.save' : 'ops.plans.create')}
        </button>
        <button type="button" className="button button--ghost" onClick={props.onDone}>
          {opsText('ops.cancel')}
        </button>
      </div>
    </form>
  );
}

/** A plan's name and description in one language. */
function TextsFields(props: {
  id: string;
  language: Language;
  texts: PlanTexts;
  errors: PlanErrors;
  onChange(texts: PlanTexts): void;
}) {
  const { id, language, texts } = props;
  const field = (name: keyof PlanTexts) => ({
    id: `${id}-texts.${language}.${name}`,
    label: (
      <>
        {plansText(`ops.plans.field.${name}`)}
        <span className="visually-hidden"> {plansText(`ops.plans.inLanguage.${language}`)}</span>
      </>
    ),
    error: props.errors[`texts.${language}.${name}`],
    count: { length: texts[name].length, max: LIMITS[name] },
  });
  const lang = language === 'en' ? undefined : language;
  return (
    <fieldset className="fieldset">
      <legend>{plansText(`ops.plans.texts.${language}`)}</legend>
      <Field {...field('name')} required>
        {(control) => (
          <input
            lang={lang}
            autoComplete="off"
            {...control}
            value={texts.name}
            onChange={(e) => props.onChange({ ...texts, name: e.target.value })}
          />
        )}
      </Field>
      <Field {...field('description')}>
        {(control) => (
          <textarea
            rows={2}
            lang={lang}
            {...control}
            value={texts.description}
            onChange={(e) => props.onChange({ ...texts, description: e.target.value })}
          />
        )}
      </Field>
    </fieldset>
  );
}

/** The discount on extra work, free pickup and drop, and breakdown calls. */
function IncludesFields(props: {
  id: string;
  draft: PlanDraft;
  errors: PlanErrors;
  change(patch: Partial<PlanDraft>): void;
}) {
  const { id, draft, errors, change } = props;
  const count = (name: 'extraWorkPercent' | 'breakdownCalls', max: number) => (
    <Field
      id={`${id}-${name}`}
      label={plansText(`ops.plans.field.${name}`)}
      hint={plansText(`ops.plans.hint.${name}`, { max: formatCount(max) })}
      required
      error={errors[name]}
    >
      {(control) => (
        <input
          inputMode="numeric"
          autoComplete="off"
          {...control}
          value={draft[name]}
          onChange={(e) => change({ [name]: e.target.value })}
        />
      )}
    </Field>
  );
  return (
    <>
      <div className="ops-form__row">
        {count('extraWorkPercent', PLAN_MAX_EXTRA_WORK_PERCENT)}
        {count('breakdownCalls', PLAN_MAX_BREAKDOWN_CALLS)}
      </div>
      <CheckboxField
        id={`${id}-freePickupDrop`}
        label={plansText('ops.plans.field.freePickupDrop')}
        error={errors.freePickupDrop}
        control={{ checked: draft.freePickupDrop, onChange: (e) => change({ freePickupDrop: e.target.checked }) }}
      />
    </>
  );
}
