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

/** ₹1,23,456 (Indian digit grouping); paise shown only when present. */
export function formatRupees(rupees: number): string {
  return Number.isInteger(rupees) ? inrWhole.format(rupees) : inr.format(rupees);
}

export function formatPaise(paise: Paise): string {
  return formatRupees(paiseToRupees(paise));
}
