// Times of day as each language writes them: English keeps the spec's 12-hour times in capitals ("10:00 AM", the time
// slots word for word); Marathi and Hindi put the part of the day in words before the time ("सकाळी 10:00",
// "शाम 4:00"), as people there write it, with the digits 0–9 the shop uses everywhere.
import type { TimeSlot } from './constants.ts';
import type { Language } from './language.ts';

/** The part of the day an hour (0–23) falls in, by the hour it starts. */
const DAY_PARTS: Record<Exclude<Language, 'en'>, [from: number, word: string][]> = {
  mr: [
    [0, 'रात्री'],
    [4, 'पहाटे'],
    [6, 'सकाळी'],
    [12, 'दुपारी'],
    [16, 'संध्याकाळी'],
    [20, 'रात्री'],
  ],
  hi: [
    [0, 'रात'],
    [4, 'सुबह'],
    [12, 'दोपहर'],
    [16, 'शाम'],
    [20, 'रात'],
  ],
};

const two = (n: number) => String(n).padStart(2, '0');

/** A time of day (hour 0–23, minute) in `language`: "6:46 AM", "सकाळी 6:46", "सुबह 6:46". */
export function clockIn(hour: number, minute: number, language: Language): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  if (language === 'en') return `${h12}:${two(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
  const parts = DAY_PARTS[language];
  const word = parts.reduce((found, [from, w]) => (hour >= from ? w : found), parts[0]?.[1] ?? '');
  return `${word} ${h12}:${two(minute)}`;
}

/** "10:00 AM" or "06:00 PM" → [10, 0] or [18, 0]. */
function parseClock(text: string): [number, number] {
  const m = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(text.trim());
  if (!m) throw new Error(`not a slot time: ${text}`);
  const h = Number(m[1]) % 12;
  return [m[3] === 'PM' ? h + 12 : h, Number(m[2])];
}

/** A time slot as the language writes it: the spec's words in English, "सकाळी 10:00 – दुपारी 12:00" in Marathi. */
export function slotLabelIn(slot: TimeSlot, language: Language): string {
  if (language === 'en') return slot;
  return slot
    .split(' - ')
    .map((part) => clockIn(...parseClock(part), language))
    .join(' – ');
}
