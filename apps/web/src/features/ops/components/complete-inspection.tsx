// Completing an inspection: the server decides whether it is whole and, if not, says what is missing, which stays on
// the screen (not a passing toast) until the next try. Once completed, when.
import type { Inspection } from '@motomitra/domain/inspections';
import { useId, useRef, useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { formatDateTime } from '../../../components/format.ts';
import { errorText } from '../../../components/http.ts';
import { opsText } from '../../../i18n/en/ops.ts';
import { useCompleteInspection } from '../inspections-api.ts';

export function CompleteInspection(props: {
  inspection: Inspection;
  /** What to save first (a reading typed and not saved yet); false stops the completion. */
  before?: () => Promise<boolean>;
}) {
  const { inspection } = props;
  const id = useId();
  const { toast } = useFeedback();
  const complete = useCompleteInspection(inspection.orderId, inspection._id);
  const [refusal, setRefusal] = useState('');
  const justDone = useRef(false);

  if (inspection.completedAt) {
    return (
      // Completed here, the button the focus was on is gone: the focus goes to what took its place.
      <p
        className="notice-box"
        role="status"
        tabIndex={-1}
        ref={(p) => {
          if (p && justDone.current) {
            justDone.current = false;
            p.focus();
          }
        }}
      >
        {opsText('ops.inspection.completedAt', { when: formatDateTime(inspection.completedAt) })}
      </p>
    );
  }

  const onComplete = async () => {
    setRefusal('');
    if (props.before && !(await props.before())) return;
    try {
      justDone.current = true;
      await complete.mutateAsync();
      toast(opsText('ops.inspection.completed'), 'success');
    } catch (err) {
      justDone.current = false;
      setRefusal(errorText(err, opsText('ops.inspection.saveFailed')));
    }
  };

  return (
    <div className="inspection-complete">
      <button
        type="button"
        className="button"
        disabled={complete.isPending}
        aria-describedby={refusal ? `${id}-refusal` : undefined}
        onClick={onComplete}
      >
        {opsText('ops.inspection.complete')}
      </button>
      <p id={`${id}-refusal`} className="form__error" role="alert">
        {refusal}
      </p>
    </div>
  );
}
