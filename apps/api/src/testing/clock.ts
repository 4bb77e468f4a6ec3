// A clock for the app of a test that reads the IST day (app.now(), decision 0023's plans among others): whatever the
// hour the file starts at, no IST midnight passes while it runs, so the day the server stamps and the day the test
// expects are one.
import { istDate, istInstant } from '@motomitra/domain/ist';

/**
 * The app's clock at 10:00 IST on the IST day it is made, running on in real time from there: an IST midnight comes
 * 14 hours later, far beyond any test file. Real time keeps passing on it (one instant stamped after another is
 * later), and it stays within 14 hours of the wall clock, the same IST day when made, so what reads the wall clock
 * instead (sessions, slots from tomorrow on, the fake gateway's timestamps) works as before.
 */
export function clearOfMidnight(): () => Date {
  const offset = istInstant(istDate(new Date()), '10:00').getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}
