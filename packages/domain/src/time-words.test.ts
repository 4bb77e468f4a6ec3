import { describe, expect, it } from 'vitest';
import { TIME_SLOTS } from './constants.ts';
import { textIn } from './messages-in.ts';
import { say, slotWord } from './say.ts';
import { clockIn, slotLabelIn } from './time-words.ts';

describe('times of day in each language', () => {
  it('keeps the spec’s slots in English, and writes them with the part of the day in Marathi and Hindi', () => {
    expect(TIME_SLOTS.map((s) => slotLabelIn(s, 'en'))).toEqual([...TIME_SLOTS]);
    expect(TIME_SLOTS.map((s) => slotLabelIn(s, 'mr'))).toEqual([
      'सकाळी 10:00 – दुपारी 12:00',
      'दुपारी 12:00 – दुपारी 2:00',
      'दुपारी 2:00 – संध्याकाळी 4:00',
      'संध्याकाळी 4:00 – संध्याकाळी 6:00',
      'संध्याकाळी 6:00 – रात्री 8:30',
    ]);
    expect(TIME_SLOTS.map((s) => slotLabelIn(s, 'hi'))).toEqual([
      'सुबह 10:00 – दोपहर 12:00',
      'दोपहर 12:00 – दोपहर 2:00',
      'दोपहर 2:00 – शाम 4:00',
      'शाम 4:00 – शाम 6:00',
      'शाम 6:00 – रात 8:30',
    ]);
    for (const s of TIME_SLOTS) for (const l of ['mr', 'hi'] as const) expect(slotLabelIn(s, l)).not.toMatch(/AM|PM/);
  });

  it('writes a time of day like the slots: capitals in English, the part of the day in words otherwise', () => {
    expect(clockIn(6, 46, 'en')).toBe('6:46 AM');
    expect(clockIn(0, 5, 'en')).toBe('12:05 AM');
    expect(clockIn(12, 0, 'en')).toBe('12:00 PM');
    expect(clockIn(18, 30, 'en')).toBe('6:30 PM');
    expect(clockIn(6, 46, 'mr')).toBe('सकाळी 6:46');
    expect(clockIn(5, 10, 'mr')).toBe('पहाटे 5:10');
    expect(clockIn(23, 0, 'mr')).toBe('रात्री 11:00');
    expect(clockIn(6, 46, 'hi')).toBe('सुबह 6:46');
    expect(clockIn(13, 15, 'hi')).toBe('दोपहर 1:15');
    expect(clockIn(2, 0, 'hi')).toBe('रात 2:00');
  });
});

describe('a slot inside an answer of the API', () => {
  it('is written as the language writes it when the answer is said in it', () => {
    const moved = say('rescheduled', { date: '28/11/2026', slot: slotWord('02:00 PM - 04:00 PM') });
    expect(textIn(moved, 'en')).toBe('Your booking is moved to 28/11/2026, 02:00 PM - 04:00 PM.');
    expect(textIn(moved, 'mr')).toContain('दुपारी 2:00 – संध्याकाळी 4:00');
    expect(textIn(moved, 'hi')).toContain('दोपहर 2:00 – शाम 4:00');
    expect(textIn(moved, 'mr')).not.toMatch(/PM/);
  });
});
