// What a yearly plan includes, in the page's language ('2 × Bike General Service', '10% off approved extra work', 'Free
// pickup and drop', '2 breakdown assistance calls'), for a plan on sale and for one a customer bought (which keeps what
// it was sold with, decision 0023), and the lowest of its yearly prices, which a card says it costs from.
import { subscriptionText } from '../../i18n/en/subscription.ts';

type Included = {
  includes?: readonly { productName: string; uses: number }[];
  extraWorkPercent: number;
  freePickupDrop: boolean;
  breakdownCalls: number;
};

/** Each thing the plan includes as a line: its services with their uses first, then the discount, pickup and calls. */
export function includedWords(plan: Included): string[] {
  const words = (plan.includes ?? []).map((s) =>
    subscriptionText('subscription.uses', { uses: s.uses, service: s.productName }),
  );
  if (plan.extraWorkPercent > 0) {
    words.push(subscriptionText('subscription.extraWork', { percent: plan.extraWorkPercent }));
  }
  if (plan.freePickupDrop) words.push(subscriptionText('subscription.freePickupDrop'));
  if (plan.breakdownCalls > 0) words.push(subscriptionText.n('subscription.breakdownCalls', plan.breakdownCalls));
  return words;
}

/** The lowest of a plan's yearly prices (rupees), or null for a plan priced nowhere. */
export function lowestPrice(plan: { prices: readonly { price: number }[] }): number | null {
  return plan.prices.length === 0 ? null : Math.min(...plan.prices.map((p) => p.price));
}
