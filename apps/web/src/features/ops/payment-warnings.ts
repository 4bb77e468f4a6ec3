// The warnings of the garage's payment form, said as the operator types: an amount that is not what the order comes
// to (which the API refuses, by the same rule), and a reference that is not the UTR the customer sent (a card slip has
// its own, so it is only a warning).
import { receivedAmountProblem, referenceDiffers } from '@motomitra/domain/lifecycle';
import { rupeesToPaise } from '@motomitra/domain/money';
import { opsText } from '../../i18n/en/ops.ts';

/** What is wrong with the amount typed so far, by the API's rule; nothing while it is empty or not a number yet. */
export function amountWarning(typed: unknown, duePaise: number): string | null {
  const rupees = typeof typed === 'number' ? typed : Number(typed);
  if (typed === '' || typed === undefined || !Number.isFinite(rupees) || rupees <= 0) return null;
  return receivedAmountProblem(rupeesToPaise(rupees), duePaise);
}

/** `submitted` is the UTR the customer sent, if any. */
export function referenceWarning(reference: string | undefined, submitted: string | null | undefined): string | null {
  return submitted && referenceDiffers(reference ?? '', submitted)
    ? opsText('ops.order.referenceDiffers', { reference: submitted })
    : null;
}
