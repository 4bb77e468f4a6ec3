// How the garage's order screen runs a command on the order: it reports the outcome in a toast and answers whether it
// went through (a form then clears); its panels share the one request's busy state.
import type { OpsOrder } from '@motomitra/domain/ops';
import { useFeedback } from '../../components/feedback.tsx';
import { errorText } from '../../components/http.ts';
import { opsText } from '../../i18n/en/ops.ts';
import { useOrderCommand } from './api.ts';
import type { Run } from './components/order-run.ts';

export function useOrderChange(order: OpsOrder) {
  const { toast } = useFeedback();
  const command = useOrderCommand(order._id);
  const run: Run = async (action, body = {}, method = 'POST', done) => {
    try {
      await command.mutateAsync({ action, body, method });
      if (done) toast(done, 'success');
      return true;
    } catch (err) {
      toast(errorText(err, opsText('ops.failed')), 'error');
      return false;
    }
  };
  return { run, busy: command.isPending };
}
