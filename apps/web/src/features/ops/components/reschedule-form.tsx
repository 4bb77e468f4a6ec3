// The garage moves a booking to another date and slot before service: the same picker as checkout, the
// booking's own slot shown as where it is now; the API takes the new place and gives back the old one.
import type { OpsOrder } from '@motomitra/domain/ops';
import { RescheduleBodySchema } from '@motomitra/domain/reschedule';
import { useId } from 'react';
import { useZodForm } from '../../../components/form/use-form.ts';
import { opsText } from '../../../i18n/en/ops.ts';
import { ScheduleFields } from '../../schedule/components/schedule-fields.tsx';
import type { Run } from './order-run.ts';

export function RescheduleForm(props: { order: OpsOrder; run: Run; busy: boolean }) {
  const id = useId();
  const { order } = props;
  const form = useZodForm(RescheduleBodySchema, {
    defaultValues: { servicingDate: order.servicingDate, expectedDeliveryDate: order.expectedDeliveryDate },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    await props.run('reschedule', body, 'POST', opsText('ops.order.rescheduled'));
  });
  return (
    <details className="ops-texts">
      <summary>{opsText('ops.order.reschedule')}</summary>
      <form className="form" onSubmit={onSubmit} noValidate>
        <ScheduleFields
          id={id}
          city={order.city}
          form={form}
          busySlot={{ date: order.servicingDate, slot: order.serviceTimeSlot }}
        />
        <button type="submit" className="button button--ghost" disabled={props.busy}>
          {opsText('ops.order.rescheduleSubmit')}
        </button>
      </form>
    </details>
  );
}
