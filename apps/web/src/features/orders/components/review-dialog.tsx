// Rating a delivered order's service: 1 to 5 stars (radio buttons, by arrow keys too) and an optional
// comment; once per order.
import type { Order } from '@motomitra/domain/booking';
import { REVIEW_COMMENT_MAX, ReviewBodySchema } from '@motomitra/domain/reviews';
import { useId } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { Field, RadioGroup } from '../../../components/form/field.tsx';
import { errorOf, showServerErrors, useZodForm } from '../../../components/form/use-form.ts';
import { errorText } from '../../../components/http.ts';
import { Modal } from '../../../components/modal.tsx';
import { bookingText } from '../../../i18n/en/booking.ts';
import { useReview } from '../api.ts';
import './review-dialog.css';

export function ReviewDialog({ order, onClose }: { order: Order; onClose(): void }) {
  const id = useId();
  const { toast } = useFeedback();
  const send = useReview(order._id);
  const form = useZodForm(ReviewBodySchema, { defaultValues: { comment: '' } });
  const chosen = form.watch('rating');
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const res = await send.mutateAsync(body);
      toast(res.message, 'success');
      onClose();
    } catch (err) {
      showServerErrors(form.setError, err, ['rating', 'comment']);
      toast(errorText(err, bookingText('review.failed')), 'error');
    }
  });
  return (
    <Modal title={bookingText('review.title', { oid: order.OID })} onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <RadioGroup id={`${id}-rating`} label={bookingText('review.rating')} required error={errorOf(form, 'rating')}>
          <div className="review-stars">
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className="check">
                <input
                  type="radio"
                  name="rating"
                  value={n}
                  checked={chosen === n}
                  onChange={() => {
                    form.setValue('rating', n);
                    form.clearErrors('rating');
                  }}
                />
                <span>{bookingText.n('review.stars', n)}</span>
              </label>
            ))}
          </div>
        </RadioGroup>
        <Field id={`${id}-comment`} label={bookingText('review.comment')} error={errorOf(form, 'comment')}>
          {(control) => <textarea rows={3} maxLength={REVIEW_COMMENT_MAX} {...control} {...form.register('comment')} />}
        </Field>
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {bookingText('review.submit')}
        </button>
      </form>
    </Modal>
  );
}
