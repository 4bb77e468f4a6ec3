// Cancelling a yearly plan (POST /api/customer/subscriptions/{id}/cancel, decision 0023): asked first, the server's
// answer said (cancelled, refunded in full, or why not), and the customer's plans read again.
import { useFeedback } from '../../components/feedback.tsx';
import { useApiMutation } from '../../components/form/mutation.ts';
import { errorText } from '../../components/http.ts';
import { subscriptionText } from '../../i18n/en/subscription.ts';
import { cancelSubscription, mySubscriptionsQuery } from './api.ts';

export function useCancelPlan() {
  const { confirm, toast } = useFeedback();
  const mutation = useApiMutation(cancelSubscription, [mySubscriptionsQuery.queryKey]);
  return {
    isPending: mutation.isPending,
    run: async (id: string, question: string) => {
      if (!(await confirm(question))) return;
      try {
        toast((await mutation.mutateAsync(id)).message, 'success');
      } catch (err) {
        toast(errorText(err, subscriptionText('subscription.cancelFailed')), 'error');
      }
    },
  };
}
