// The pickup inspection on the rider's phone: the six photos (four sides, odometer, fuel gauge), the odometer reading
// and the fuel level, and Complete, which the server refuses naming what is still missing.
import { FUEL_LEVELS, type FuelLevel, type Inspection, PICKUP_PHOTO_SLOTS } from '@motomitra/domain/inspections';
import { useId, useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { Field, RadioGroup } from '../../../components/form/field.tsx';
import { ApiError, errorText } from '../../../components/http.ts';
import { opsText } from '../../../i18n/en/ops.ts';
import { useChangeInspection } from '../inspections-api.ts';
import { CompleteInspection } from './complete-inspection.tsx';
import { useFocusOnce } from './focus-once.ts';
import { PhotoSlot } from './photo-slot.tsx';

export function PickupInspection({ inspection, focusTitle = false }: { inspection: Inspection; focusTitle?: boolean }) {
  const focusOnce = useFocusOnce<HTMLHeadingElement>(focusTitle);
  const done = inspection.completedAt !== null;
  return (
    <>
      <section className="ops-card" aria-labelledby="inspection-photos">
        <h2 id="inspection-photos" tabIndex={-1} ref={focusOnce}>
          {opsText('ops.inspection.photos')}
        </h2>
        <p className="muted">{opsText('ops.inspection.photosHint')}</p>
        <div className="photo-slots">
          {PICKUP_PHOTO_SLOTS.map((slot) => (
            <PhotoSlot
              key={slot}
              orderId={inspection.orderId}
              inspectionId={inspection._id}
              slot={slot}
              name={opsText(`ops.inspection.slot.${slot}`)}
              photo={inspection.photos.find((p) => p.slot === slot) ?? null}
              disabled={done}
            />
          ))}
        </div>
      </section>
      <Reading inspection={inspection} />
    </>
  );
}

/** The odometer as typed: empty is not given (never 0 km), anything else the server checks. */
const kmOf = (typed: string) => (typed.trim() === '' ? undefined : Number(typed));

function Reading({ inspection }: { inspection: Inspection }) {
  const id = useId();
  const { toast } = useFeedback();
  const change = useChangeInspection(inspection.orderId, inspection._id);
  const [km, setKm] = useState(inspection.odometerKm === null ? '' : String(inspection.odometerKm));
  const [fuel, setFuel] = useState<FuelLevel | null>(inspection.fuelLevel);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const done = inspection.completedAt !== null;
  // A reading once given is changed, never taken off (the API has no way to): an emptied field changes nothing.
  const typedKm = kmOf(km);
  const changed =
    (typedKm !== undefined && typedKm !== inspection.odometerKm) || (fuel !== null && fuel !== inspection.fuelLevel);

  /** Sends the reading if it changed; false when the server refused it (its messages beside the fields). */
  const save = async (): Promise<boolean> => {
    if (!changed) return true;
    setErrors({});
    try {
      await change.mutateAsync({ odometerKm: typedKm, fuelLevel: fuel ?? undefined });
      return true;
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
      const first = err instanceof ApiError ? Object.keys(err.fieldErrors)[0] : undefined;
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      toast(errorText(err, opsText('ops.inspection.saveFailed')), 'error');
      return false;
    }
  };

  const onSave = async (e: React.FormEvent) => {
    e.preventDefault();
    if (changed && (await save())) toast(opsText('ops.inspection.readingSaved'), 'success');
  };

  return (
    <>
      <section className="ops-card" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{opsText('ops.inspection.reading')}</h2>
        <form className="form" onSubmit={onSave} noValidate>
          <Field id={`${id}-odometerKm`} label={opsText('ops.inspection.odometer')} error={errors.odometerKm}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                autoComplete="off"
                disabled={done}
                value={km}
                onChange={(e) => setKm(e.target.value)}
              />
            )}
          </Field>
          <RadioGroup id={`${id}-fuelLevel`} label={opsText('ops.inspection.fuel')} error={errors.fuelLevel}>
            <div className="inspection-choices">
              {FUEL_LEVELS.map((level) => (
                <label key={level} className="check">
                  <input
                    type="radio"
                    name={`${id}-fuel`}
                    value={level}
                    checked={fuel === level}
                    disabled={done}
                    onChange={() => setFuel(level)}
                  />
                  <span>{opsText(`ops.inspection.fuel.${level}`)}</span>
                </label>
              ))}
            </div>
          </RadioGroup>
          {!done && (
            <button type="submit" className="button button--ghost" disabled={change.isPending || !changed}>
              {opsText('ops.inspection.saveReading')}
            </button>
          )}
        </form>
      </section>
      <CompleteInspection inspection={inspection} before={save} />
    </>
  );
}
