// Webhook signatures: the hex HMAC-SHA256 of the request's raw body under a shared secret, checked on the bytes as they
// came, before anything of them is read. Meta's X-Hub-Signature-256 puts "sha256=" before it (decision 0019);
// Razorpay's X-Razorpay-Signature is the hex alone (decision 0020).
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Whether `hex` is the HMAC-SHA256 of `raw` under `secret`; compared in constant time. */
export function signsBody(raw: Buffer, hex: string | undefined, secret: string): boolean {
  if (hex === undefined || !/^[0-9a-f]{64}$/i.test(hex)) return false;
  return timingSafeEqual(Buffer.from(hex, 'hex'), createHmac('sha256', secret).update(raw).digest());
}

/** Whether Meta's `header` signs `raw` under `secret`. A missing secret signs nothing. */
export function validSignature(raw: Buffer, header: string | string[] | undefined, secret: string | null): boolean {
  if (!secret || typeof header !== 'string') return false;
  return signsBody(raw, /^sha256=(.*)$/i.exec(header.trim())?.[1], secret);
}
