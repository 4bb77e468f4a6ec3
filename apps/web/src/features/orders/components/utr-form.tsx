// The UTR/reference field of a payment sheet, which tells the garage the customer has paid (→ submitted); a refusal
// is said beside the field.
import { type PaymentSheet, SubmitPaymentBodySchema } from '@motomitra/domain/ops';
import { useId } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { Field } from '../../../components/form/field.tsx';
import { errorOf, showServerErrors, upperCaseAsTyped, useZodForm } from '../../../components/form/use-form.ts';
import { ApiError, errorText } from '../../../components/http.ts';
import { bookingText } from '../../../i18n/en/booking.ts';
import { useSubmitPayment } from '../api.ts';

/** `onSent` closes the sheet once the garage has the reference. */
export function UtrForm(props: { orderId: string; sheet: PaymentSheet; onSent(): void }) {
  const { sheet } = props;
  const id = useId();
  const { toast } = useFeedback();
  const form = useZodForm(SubmitPaymentBodySchema, { defaultValues: { reference: '' } });
  const submit = useSubmitPayment(props.orderId);

  const onSubmit = form.handleSubmit(async ({ reference }) => {
    try {
      const res = await submit.mutateAsync(reference);
      toast(res.message, 'success');
      props.onSent();
    } catch (err) {
      if (!(err instanceof ApiError)) return toast(errorText(err, bookingText('pay.failed')), 'error');
      if (!showServerErrors(form.setError, err, ['reference'])) {
        form.setError('reference', { type: 'server', message: err.message }, { shouldFocus: true });
      }
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <Field
        id={`${id}-utr`}
        label={bookingText('pay.utr')}
        hint={
          sheet.paymentStatus === 'submitted'
            ? bookingText('pay.alreadySubmitted', { ref: sheet.paymentReference ?? '' })
            : bookingText('pay.utrHint')
        }
        error={errorOf(form, 'reference')}
      >
        {(control) => (
          <input
            autoComplete="off"
            inputMode="text"
            {...control}
            {...form.register('reference', upperCaseAsTyped(form, 'reference'))}
          />
        )}
      </Field>
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {bookingText('pay.submit')}
      </button>
    </form>
  );
}
