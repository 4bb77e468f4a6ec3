// Display formats of the shop: dd/mm/yyyy dates and 12-hour times in IST, in the page's language (month
// names in Marathi or Hindi, digits Western in every language, as customers type them).
import { TIMEZONE } from '@motomitra/domain/constants';
import { INTL_LOCALES } from '@motomitra/domain/language';
import { clockIn } from '@motomitra/domain/time-words';
import { currentLanguage } from '../i18n/t.ts';

const STYLES = {
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  // The hour and minute in IST, 0–23, to be written by the language's clockIn.
  clock: { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const made = new Map<string, Intl.DateTimeFormat>();

/** A format of the page's language; English's numeric dates are dd/mm/yyyy (en-GB), its long ones en-IN. */
function format(style: keyof typeof STYLES): Intl.DateTimeFormat {
  const language = currentLanguage();
  const locale = language === 'en' && style !== 'long' ? 'en-GB' : INTL_LOCALES[language];
  const key = `${style} ${locale}`;
  let f = made.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone: TIMEZONE, ...STYLES[style] });
    made.set(key, f);
  }
  return f;
}

/** 'YYYY-MM-DD' or an ISO timestamp → dd/mm/yyyy. */
export function formatDate(value: string | Date): string {
  const d =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T12:00:00+05:30`)
      : new Date(value);
  return format('date').format(d);
}

/** 'YYYY-MM-DD' → '10 May 2023' for article bylines. */
export function formatLongDate(value: string): string {
  return format('long').format(new Date(`${value}T12:00:00+05:30`));
}

/** An ISO timestamp → '23/11/2026, 4:05 PM' (IST, 12-hour, written as the slots are: 'दुपारी 4:05' in Marathi). */
export function formatDateTime(value: string | Date): string {
  const when = new Date(value);
  const parts = Object.fromEntries(
    format('clock')
      .formatToParts(when)
      .map((p) => [p.type, p.value]),
  );
  return `${formatDate(when)}, ${clockIn(Number(parts.hour) % 24, Number(parts.minute), currentLanguage())}`;
}
