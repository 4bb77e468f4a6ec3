// What a sold plan gives and what is left of it, as lines the console shows (the plans sold, an order's plan box).
import type { OpsSubscription } from '@motomitra/domain/sold-plans';
import { soldPlansText } from '../../../i18n/en/sold-plans.ts';

/** What the plan gives, as lines: each service's uses, the calls, the discount on extra work, pickup and drop. */
export function planLines(
  plan: Pick<OpsSubscription, 'uses' | 'breakdownCalls' | 'extraWorkPercent' | 'freePickupDrop'>,
): string[] {
  const lines = plan.uses.map((u) =>
    soldPlansText('ops.sold.uses', { service: u.productName, used: u.used, included: u.included, left: u.left }),
  );
  const calls = plan.breakdownCalls;
  if (calls.included > 0) lines.push(soldPlansText('ops.sold.calls', { ...calls }));
  if (plan.extraWorkPercent > 0) lines.push(soldPlansText('ops.sold.extraWork', { percent: plan.extraWorkPercent }));
  if (plan.freePickupDrop) lines.push(soldPlansText('ops.sold.freePickupDrop'));
  return lines;
}
