// Confirming a payment on the garage's order screen: the form (how it was paid, with no default; the amount received,
// typed; the reference, the customer's UTR to start with), its warnings as the operator types, and the question before
// "Yes", which repeats the reference's warning since the invoice it issues cannot be changed. Held by the payment
// panel for the page's life, so that the form keeps what was typed while it is not shown.
import { formatRupees, rupeesToPaise } from '@motomitra/domain/money';
import { confirmPaymentFormFor, type OpsOrder } from '@motomitra/domain/ops';
import { useMemo } from 'react';
import { useFeedback } from '../../components/feedback.tsx';
import { errorOf, useZodForm } from '../../components/form/use-form.ts';
import { opsText } from '../../i18n/en/ops.ts';
import type { Run } from './components/order-run.ts';
import { amountWarning, referenceWarning } from './payment-warnings.ts';

export function useConfirmPayment(order: OpsOrder, run: Run) {
  const { confirm } = useFeedback();
  const due = rupeesToPaise(order.finalTotal);
  const schema = useMemo(() => confirmPaymentFormFor(due), [due]);
  // No method chosen for the operator: cash is not UPI. The amount is typed, not filled in: it is what was received.
  const form = useZodForm(schema, { defaultValues: { reference: order.paymentReference ?? '', amount: '' } });
  const submitted = order.paymentReference;
  // Once the form refused the amount, its error line says it; before that, the warning does.
  const amountNote = errorOf(form, 'amount') ? null : amountWarning(form.watch('amount'), due);
  const referenceNote = referenceWarning(form.watch('reference'), submitted);

  const onConfirm = form.handleSubmit(async (body) => {
    const asked = opsText('ops.order.confirmPayment', {
      amount: formatRupees(body.amount),
      method: body.method,
      reference: body.reference ? ` (${body.reference})` : '',
      oid: order.OID,
    });
    const warning = referenceWarning(body.reference, submitted);
    if (!(await confirm(warning ? `${warning} ${asked}` : asked))) return;
    await run('confirm-payment', body, 'POST', opsText('ops.order.paid'));
  });
  return { form, amountNote, referenceNote, onConfirm };
}
