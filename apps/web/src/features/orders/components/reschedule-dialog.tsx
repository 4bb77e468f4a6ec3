// Moving a new booking to another date and slot: the same picker as checkout, the booking's own slot
// shown as where it is now; a slot taken meanwhile is said beside the slots, which are read again.
import type { Order } from '@motomitra/domain/booking';
import { MAX_RESCHEDULES, RescheduleBodySchema } from '@motomitra/domain/reschedule';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { showServerErrors, useZodForm } from '../../../components/form/use-form.ts';
import { formatDate } from '../../../components/format.ts';
import { errorText } from '../../../components/http.ts';
import { Modal } from '../../../components/modal.tsx';
import { bookingText } from '../../../i18n/en/booking.ts';
import { slotLabel } from '../../../i18n/t.ts';
import { SLOTS_KEY } from '../../schedule/api.ts';
import { ScheduleFields } from '../../schedule/components/schedule-fields.tsx';
import { useReschedule } from '../api.ts';

export function RescheduleDialog({ order, onClose }: { order: Order; onClose(): void }) {
  const id = useId();
  const { toast } = useFeedback();
  const queryClient = useQueryClient();
  const move = useReschedule(order._id);
  const form = useZodForm(RescheduleBodySchema, {
    defaultValues: {
      servicingDate: order.servicingDate,
      expectedDeliveryDate: order.expectedDeliveryDate,
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await move.mutateAsync(values);
      toast(res.message, 'success');
      onClose();
    } catch (err) {
      // A slot booked up meanwhile: its places are read again, and the refusal shows beside the slots.
      await queryClient.invalidateQueries({ queryKey: SLOTS_KEY });
      showServerErrors(form.setError, err, ['servicingDate', 'serviceTimeSlot', 'expectedDeliveryDate']);
      toast(errorText(err, bookingText('reschedule.failed')), 'error');
    }
  });
  const left = MAX_RESCHEDULES - (order.reschedules ?? 0);
  return (
    <Modal title={bookingText('reschedule.title', { oid: order.OID })} onClose={onClose}>
      <p>
        {bookingText('reschedule.now', {
          date: formatDate(order.servicingDate),
          slot: slotLabel(order.serviceTimeSlot),
        })}
      </p>
      <p className="muted">{bookingText.n('reschedule.left', left)}</p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <ScheduleFields
          id={id}
          city={order.city}
          form={form}
          busySlot={{ date: order.servicingDate, slot: order.serviceTimeSlot }}
        />
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {bookingText('reschedule.submit')}
        </button>
      </form>
    </Modal>
  );
}
