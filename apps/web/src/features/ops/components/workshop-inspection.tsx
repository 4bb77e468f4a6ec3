// The workshop inspection on the technician's phone: each checklist item marked OK / Soon / Now as it is tapped, with
// an optional note and photo; an item marked Now is proposed to the customer in one tap with its price, and then shows
// as proposed. Complete is refused by the server while an item is unmarked.
import {
  type Inspection,
  type InspectionItem,
  ITEM_STATES,
  type ItemState,
  ProposeItemBodySchema,
} from '@motomitra/domain/inspections';
import { useId, useRef, useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { Field, RadioGroup } from '../../../components/form/field.tsx';
import { ApiError, errorText } from '../../../components/http.ts';
import { opsText } from '../../../i18n/en/ops.ts';
import { useChangeInspection, useProposeItem } from '../inspections-api.ts';
import { CompleteInspection } from './complete-inspection.tsx';
import { useFocusOnce } from './focus-once.ts';
import { PhotoSlot } from './photo-slot.tsx';

export function WorkshopInspection({
  inspection,
  focusTitle = false,
}: {
  inspection: Inspection;
  focusTitle?: boolean;
}) {
  const focusOnce = useFocusOnce<HTMLHeadingElement>(focusTitle);
  return (
    <>
      <section className="ops-card" aria-labelledby="inspection-checklist">
        <h2 id="inspection-checklist" tabIndex={-1} ref={focusOnce}>
          {opsText('ops.inspection.checklist')}
        </h2>
        {inspection.items.length === 0 && <p className="empty">{opsText('ops.inspection.noItems')}</p>}
        {inspection.items.map((item) => (
          <ChecklistItem key={item.key} inspection={inspection} item={item} />
        ))}
      </section>
      <CompleteInspection inspection={inspection} />
    </>
  );
}

function ChecklistItem({ inspection, item }: { inspection: Inspection; item: InspectionItem }) {
  const id = useId();
  const { toast } = useFeedback();
  const change = useChangeInspection(inspection.orderId, inspection._id);
  const [note, setNote] = useState(item.note);
  const [noteError, setNoteError] = useState<string>();
  const done = inspection.completedAt !== null;
  // On the job card, what the customer was asked to approve stays marked "now" (the server refuses a change too).
  const proposed = item.jobItemId !== null;

  // The mark as tapped, shown at once (arrowing through the radios sends each): the server's once the last is answered,
  // which a refusal leaves as it was.
  const [choice, setChoice] = useState<ItemState | null>(null);
  const latest = useRef(0);
  const mark = async (state: ItemState) => {
    const n = ++latest.current;
    setChoice(state);
    try {
      await change.mutateAsync({ items: [{ key: item.key, state }] });
    } catch (err) {
      toast(errorText(err, opsText('ops.inspection.saveFailed')), 'error');
    } finally {
      if (n === latest.current) setChoice(null);
    }
  };

  const onSaveNote = async (e: React.FormEvent) => {
    e.preventDefault();
    setNoteError(undefined);
    try {
      // The note alone: the mark shown may be stale (one just tapped still on its way), and re-sending it undid that.
      await change.mutateAsync({ items: [{ key: item.key, note }] });
      toast(opsText('ops.inspection.noteSaved', { item: item.label }), 'success');
    } catch (err) {
      // The body's schema names the note by its path in the body; anything else is said as it is.
      const message = errorText(err, opsText('ops.inspection.saveFailed'));
      setNoteError(err instanceof ApiError ? (err.fieldErrors['items.0.note'] ?? message) : message);
      document.getElementById(`${id}-note`)?.focus();
    }
  };

  return (
    <div className="inspection-item">
      <RadioGroup id={`${id}-state`} label={item.label} className="fieldset inspection-item__states">
        <div className="inspection-choices">
          {ITEM_STATES.map((state) => (
            <label key={state} className={`check inspection-state inspection-state--${state}`}>
              <input
                type="radio"
                name={`${id}-state`}
                value={state}
                checked={(choice ?? item.state) === state}
                // Never off while a mark is sent: the focused radio would lose the focus.
                disabled={done || (proposed && state !== 'now')}
                onChange={() => mark(state)}
              />
              <span>{opsText(`ops.inspection.state.${state}`)}</span>
            </label>
          ))}
        </div>
      </RadioGroup>
      <form className="ops-inline-form" onSubmit={onSaveNote} noValidate>
        <Field id={`${id}-note`} label={opsText('ops.inspection.note', { item: item.label })} error={noteError}>
          {(control) => (
            <textarea {...control} rows={2} disabled={done} value={note} onChange={(e) => setNote(e.target.value)} />
          )}
        </Field>
        {!done && (
          <button
            type="submit"
            className="button button--ghost button--small"
            disabled={change.isPending || note === item.note}
            aria-label={opsText('ops.inspection.saveNoteNamed', { item: item.label })}
          >
            {opsText('ops.inspection.saveNote')}
          </button>
        )}
      </form>
      <PhotoSlot
        orderId={inspection.orderId}
        inspectionId={inspection._id}
        slot={item.key}
        name={item.label}
        photo={item.photo}
        disabled={done || proposed}
        optional
      />
      {proposed ? (
        <p className="job-item__state job-item__state--proposed">{opsText('ops.inspection.proposed')}</p>
      ) : (
        item.state === 'now' && <ProposeForm inspection={inspection} item={item} />
      )}
    </div>
  );
}

/** Describe what is proposed and price it: one tap puts it on the job card, where the customer approves it. */
function ProposeForm({ inspection, item }: { inspection: Inspection; item: InspectionItem }) {
  const id = useId();
  const { toast } = useFeedback();
  const propose = useProposeItem(inspection.orderId, inspection._id);
  const [price, setPrice] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onPropose = async (e: React.FormEvent) => {
    e.preventDefault();
    setErrors({});
    const body = {
      price: price.trim() === '' ? Number.NaN : Number(price),
      ...(description.trim() ? { description } : {}),
    };
    // The API's own rules, checked first so a refusal costs no round trip on a phone; the server checks again.
    const checked = ProposeItemBodySchema.safeParse(body);
    if (!checked.success) {
      const found = Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message]));
      setErrors(found);
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    try {
      await propose.mutateAsync({ key: item.key, body: checked.data });
      toast(opsText('ops.inspection.proposedDone', { item: item.label }), 'success');
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
      toast(errorText(err, opsText('ops.inspection.proposeFailed')), 'error');
    }
  };

  return (
    <form className="ops-inline-form inspection-propose" onSubmit={onPropose} noValidate>
      <Field id={`${id}-price`} label={opsText('ops.inspection.price')} required error={errors.price}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            autoComplete="off"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          />
        )}
      </Field>
      <Field
        id={`${id}-description`}
        label={opsText('ops.inspection.description')}
        hint={opsText('ops.inspection.descriptionHint')}
        error={errors.description}
      >
        {(control) => (
          <input
            {...control}
            autoComplete="off"
            placeholder={item.label}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </Field>
      <button
        type="submit"
        className="button"
        disabled={propose.isPending}
        aria-label={opsText('ops.inspection.proposeNamed', { item: item.label })}
      >
        {opsText('ops.inspection.propose')}
      </button>
    </form>
  );
}
