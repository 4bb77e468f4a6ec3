import { describe, expect, it } from 'vitest';
import { secondsLeft } from './use-seconds-left.ts';

describe('the wait before another code', () => {
  it('counts whole seconds up, and stops at 0', () => {
    expect(secondsLeft(1_000, 30, 1_000)).toBe(30);
    expect(secondsLeft(1_000, 30, 1_001)).toBe(30);
    expect(secondsLeft(1_000, 30, 30_000)).toBe(1);
    expect(secondsLeft(1_000, 30, 31_000)).toBe(0);
    expect(secondsLeft(1_000, 30, 99_000)).toBe(0);
  });
});
