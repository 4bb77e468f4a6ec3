// Meta's webhook signature (decision 0019): X-Hub-Signature-256 is "sha256=" and the hex HMAC-SHA256 of the request's
// raw body under the app secret. It is checked on the bytes as they came, before anything of them is read.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Whether `header` signs `raw` under `secret`; compared in constant time. A missing secret signs nothing. */
export function validSignature(raw: Buffer, header: string | string[] | undefined, secret: string | null): boolean {
  if (!secret || typeof header !== 'string') return false;
  const given = /^sha256=([0-9a-f]{64})$/i.exec(header.trim())?.[1];
  if (!given) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  return timingSafeEqual(Buffer.from(given, 'hex'), expected);
}
