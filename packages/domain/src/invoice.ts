// GST tax invoice arithmetic: prices are GST-inclusive; inside Maharashtra the tax is CGST 9% + SGST 9%.
// Also the financial year of a date, the invoice number, amounts in words, and the UPI payment link.

/** SAC 998714: maintenance and repair services of motor vehicles. */
export const SAC_VEHICLE_SERVICING = '998714';
export const CGST_RATE = 9;
export const SGST_RATE = 9;

export type GstBreakup = { taxablePaise: number; cgstPaise: number; sgstPaise: number; totalPaise: number };

/** Splits a GST-inclusive total so that taxable + CGST + SGST equals it to the paisa. */
export function gstBreakup(totalPaise: number): GstBreakup {
  const taxablePaise = Math.round((totalPaise * 100) / (100 + CGST_RATE + SGST_RATE));
  const tax = totalPaise - taxablePaise;
  const cgstPaise = Math.floor(tax / 2);
  return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, totalPaise };
}

/** The Indian financial year (April–March) of an IST calendar date 'yyyy-mm-dd', as '2026-27'. */
export function financialYear(istDate: string): string {
  const year = Number(istDate.slice(0, 4));
  const month = Number(istDate.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** GST rule 46: an invoice number has at most 16 characters. */
export const INVOICE_NUMBER_MAX = 16;

/**
 * 'MM/26-27/000001': the prefix (1–3 characters), the financial year in short and the gap-free number within it;
 * at most 15 characters, inside GST's limit of 16.
 */
export function invoiceNumber(prefix: string, fy: string, n: number): string {
  return `${prefix}/${fy.slice(2)}/${String(n).padStart(6, '0')}`;
}

/** The key of the credit notes' own gap-free series of a financial year in invoice_counters: 'CN-2026-27'. */
export const creditNoteSeries = (fy: string) => `CN-${fy}`;

/**
 * 'MM/CN26-27/0001': a credit note's number (decision 0023), the invoice's prefix, CN and the financial year in short,
 * then the gap-free number within the year's credit notes. GST rule 53 holds it to 16 characters as rule 46 does an
 * invoice's: with a 3-character prefix that leaves 4 digits (9,999 a year); a 1–2 character prefix leaves room for more.
 */
export function creditNoteNumber(prefix: string, fy: string, n: number): string {
  return `${prefix}/CN${fy.slice(2)}/${String(n).padStart(4, '0')}`;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return n % 10 ? `${tens}-${ONES[n % 10]}` : tens;
}

function belowThousand(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  return [h ? `${ONES[h]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** Whole number in words with Indian grouping (thousand, lakh, crore). */
export function numberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError('a whole, non-negative number');
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${numberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** 'Rupees One Thousand Two Hundred Only' / '… and Fifty Paise Only'. */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const p = paise % 100;
  return `Rupees ${numberInWords(rupees)}${p ? ` and ${belowHundred(p)} Paise` : ''} Only`;
}

/** upi://pay link (NPCI UPI linking spec): payee VPA and name, amount in rupees, order number as note and reference. */
export function upiPayLink(p: { vpa: string; payeeName: string; amountPaise: number; reference: string }): string {
  const params: [string, string][] = [
    ['pa', p.vpa],
    ['pn', p.payeeName],
    ['am', (p.amountPaise / 100).toFixed(2)],
    ['cu', 'INR'],
    ['tn', `Order ${p.reference}`],
    ['tr', p.reference],
  ];
  // Percent-encoding throughout (a space is %20): not every UPI app reads '+' as a space.
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}
