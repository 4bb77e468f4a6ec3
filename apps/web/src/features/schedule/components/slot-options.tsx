// The slots of the servicing date as radio buttons, each with its places left or why it cannot be chosen; read out as
// they change.
import type { Slot } from '@motomitra/domain/booking';
import { slotLabel } from '../../../i18n/t.ts';
import { slotChoice } from '../slot-choice.ts';
import './schedule-fields.css';

export function SlotOptions(props: {
  slots: Slot[] | undefined;
  /** Nothing is listed without a bookable date. */
  servicingDate: string | null;
  chosen: string;
  busySlot?: { date: string; slot: string };
  onChoose(slot: Slot['slot']): void;
}) {
  const { servicingDate } = props;
  return (
    <div className="slots" aria-live="polite">
      {servicingDate &&
        props.slots?.map((s) => {
          const { available, note } = slotChoice(s, servicingDate, props.busySlot, new Date());
          return (
            <label key={s.slot} className={`slot${available ? '' : ' slot--off'}`}>
              <input
                type="radio"
                name="slot"
                value={s.slot}
                disabled={!available}
                checked={props.chosen === s.slot}
                onChange={() => props.onChoose(s.slot)}
              />
              <span>{slotLabel(s.slot)}</span>
              <span className="muted">{note}</span>
            </label>
          );
        })}
    </div>
  );
}
