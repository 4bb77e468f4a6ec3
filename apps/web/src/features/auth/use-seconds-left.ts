// The wait before another code may be asked for (decision 0019: the API refuses a new code to a number sooner than
// OTP_RESEND_SECONDS after the last), counted down on the screen from when the last code was sent.
import { useEffect, useState } from 'react';

/** Whole seconds left from `now` until `seconds` after `since` (both epoch milliseconds); 0 once that has passed. */
export function secondsLeft(since: number, seconds: number, now: number): number {
  return Math.max(0, Math.ceil((since + seconds * 1000 - now) / 1000));
}

/** secondsLeft, kept current once a second until it reaches 0. */
export function useSecondsLeft(since: number, seconds: number): number {
  const [left, setLeft] = useState(() => secondsLeft(since, seconds, Date.now()));
  useEffect(() => {
    const tick = () => {
      const next = secondsLeft(since, seconds, Date.now());
      setLeft(next);
      return next;
    };
    if (tick() === 0) return;
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [since, seconds]);
  return left;
}
