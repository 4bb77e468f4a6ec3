// An id signed for one purpose: the id and an HMAC of the purpose and the id under the server's secret, for an address
// that works without a login (a reminder's one-click unsubscribe, a payment request's pay address). It never expires
// and proves one thing only: the server wrote it for this id and this purpose.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@motomitra/domain/ids';

const mac = (secret: string, purpose: string, id: string) =>
  createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');

/** `<id>.<hmac>`: `purpose` keeps a token made for one use from opening another. */
export function signId(secret: string, purpose: string, id: string): string {
  return `${id}.${mac(secret, purpose, id)}`;
}

/** The id a token was signed for with `purpose`, or null for anything else (changed, made up, another purpose's). */
export function signedId(secret: string, purpose: string, token: string): string | null {
  const [id = '', given = '', ...rest] = token.split('.');
  if (rest.length > 0 || !isUuid(id)) return null;
  const expected = Buffer.from(mac(secret, purpose, id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null;
}
