import { describe, expect, it } from 'vitest';
import { eventText } from './event-text.ts';

describe('an order timeline’s entry', () => {
  it('names both statuses of a move, and keeps one it does not know as recorded', () => {
    expect(eventText({ kind: 'status', from: 'new', to: 'pickedUp' })).toBe('Booking Confirmed → Vehicle Picked Up');
    expect(eventText({ kind: 'status', from: 'new', to: 'archived' })).toBe('Booking Confirmed → archived');
  });

  it('says a payment’s new state, a placing, a move to another slot and a job card change', () => {
    expect(eventText({ kind: 'payment', from: 'requested', to: 'paid' })).toBe('payment paid');
    expect(eventText({ kind: 'placed', from: null, to: null })).toBe('placed the order');
    expect(eventText({ kind: 'schedule', from: '27/11 10:00', to: '28/11 12:00' })).toBe(
      'moved from 27/11 10:00 to 28/11 12:00',
    );
    expect(eventText({ kind: 'job', from: null, to: null })).toBe('job card');
  });

  it('says staff were assigned, or a technician’s clock changed, not "job card" (the note names who and what)', () => {
    expect(eventText({ kind: 'assign', from: null, to: null })).toBe('staff assigned');
    expect(eventText({ kind: 'labour', from: null, to: null })).toBe('time on the job');
  });
});
