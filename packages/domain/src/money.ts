// Money: integer paise inside the system, rupees only at the edges (display and the spec's wire fields).

export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

/** Whole rupees for the wire; amounts inside are whole rupees in practice, so this does not round away paise. */
export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });
const inrWhole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

const inrPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/**
 * The one money formatter of the shop, on screen, in e-mails and on the invoice: ₹1,23,456 (Indian digit
 * grouping), paise shown only when present, or always with `paise: 'always'` (the invoice's columns).
 */
export function formatRupees(rupees: number, options: { paise?: 'always' } = {}): string {
  if (options.paise === 'always') return inrPaise.format(rupees);
  return Number.isInteger(rupees) ? inrWhole.format(rupees) : inr.format(rupees);
}

export function formatPaise(paise: Paise, options: { paise?: 'always' } = {}): string {
  return formatRupees(paiseToRupees(paise), options);
}

const indianGrouping = new Intl.NumberFormat('en-IN');

/**
 * A count that is not money (an odometer's kilometres), grouped as the amounts are: 1,23,456. It lives beside the
 * money formatter so that every number a customer reads is grouped the one Indian way.
 */
export function formatCount(count: number): string {
  return indianGrouping.format(count);
}

/**
 * What a discount actually took off (rupees): the amount before less the amount paid. The total is floored to
 * whole rupees, so a coupon worth ₹249.90 takes off ₹250 of ₹2,499, and ₹2,499 − ₹250 = ₹2,249 adds up on screen.
 */
export function takenOff(beforeRupees: number, afterRupees: number): number {
  return paiseToRupees(takenOffPaise(rupeesToPaise(beforeRupees), rupeesToPaise(afterRupees)));
}

/** takenOff, in paise (the payment sheet and the invoice, which hold paise). */
export const takenOffPaise = (before: Paise, after: Paise): Paise => Math.max(0, before - after);
