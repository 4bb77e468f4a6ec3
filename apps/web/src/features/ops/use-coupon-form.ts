// The coupon form's state and saving: checked before sending, the server's refusals beside their fields, and a
// refusal without a field said inside the form, since toasts sit under the modal's backdrop.
import type { OpsCoupon } from '@motomitra/domain/ops-admin';
import { useForm } from 'react-hook-form';
import { useFeedback } from '../../components/feedback.tsx';
import { showServerErrors } from '../../components/form/use-form.ts';
import { errorText } from '../../components/http.ts';
import { opsText } from '../../i18n/en/ops.ts';
import { useSaveCoupon } from './admin-api.ts';
import { bodyOf, type Draft, draftOf, FIELDS, resolverFor } from './coupon-draft.ts';

/** `coupon` is the one edited, null for a new one; `onDone` closes the form once saved. */
export function useCouponForm(coupon: OpsCoupon | null, onDone: () => void) {
  const { toast } = useFeedback();
  const form = useForm<Draft>({ defaultValues: draftOf(coupon), resolver: resolverFor(coupon === null) });
  const save = useSaveCoupon();
  // Toasts sit under the modal's backdrop, so a refusal is said inside the form.
  const problem = save.error ? errorText(save.error, opsText('ops.coupons.saveFailed')) : '';

  const onSubmit = form.handleSubmit(async (draft) => {
    const body = bodyOf(draft);
    try {
      await save.mutateAsync({ id: coupon?._id ?? null, body });
      toast(
        opsText(coupon ? 'ops.coupons.saved' : 'ops.coupons.created', {
          code: body.couponCode?.toUpperCase() ?? '',
        }),
        'success',
      );
      onDone();
    } catch (err) {
      showServerErrors(form.setError, err, FIELDS);
    }
  });
  return { form, onSubmit, problem };
}
