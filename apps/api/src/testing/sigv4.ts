// AWS Signature Version 4 as S3 checks it, for the fake S3 (fake-s3.ts): every request's signature recomputed with the
// same secret: the canonical request (method, the path's segments URI-encoded once, the sorted query, the signed
// headers' trimmed values, the payload's hash from x-amz-content-sha256), the string to sign (algorithm, x-amz-date,
// scope, the canonical request's SHA-256) and the signing key (HMAC-SHA256 chained over date, region, service and
// aws4_request from "AWS4" + secret). A wrong signature gets S3's 403 SignatureDoesNotMatch, an unknown key 403
// InvalidAccessKeyId, a body that is not the one signed 400 XAmzContentSHA256Mismatch, and a request dated more than
// 15 minutes off 403 RequestTimeTooSkewed.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';

/** What a signature is checked with: the bucket's region and the one access key the fake knows. */
export type Credentials = { region: string; accessKeyId: string; secretAccessKey: string };

/** An answer of S3's own: its status, its code, and the fields its XML adds. */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
  }
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** URI-encoding as SigV4 defines it: every byte but A-Z a-z 0-9 - _ . ~ as %XX (upper-case hex). */
export function uriEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((b) => {
      const c = String.fromCharCode(b);
      return /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;

/** SigV4's canonical request of an HTTP request as it arrived (raw path and query, headers as Node read them). */
export function canonicalRequest(
  method: string,
  rawUrl: string,
  headers: http.IncomingHttpHeaders,
  signedHeaders: string[],
  payloadHash: string,
): string {
  const [rawPath = '/', rawQuery = ''] = rawUrl.split('?', 2);
  // S3 encodes each segment of the path once (other services twice): decoded as received, encoded again.
  const path = rawPath
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
  const query = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      const [k, v] = eq < 0 ? [pair, ''] : [pair.slice(0, eq), pair.slice(eq + 1)];
      const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
      return [uriEncode(decode(k)), uriEncode(decode(v))] as const;
    })
    .sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : av > bv ? 1 : 0) : ak < bk ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalHeaders = signedHeaders
    .map((name) => {
      const value = headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  return [method, path, query, canonicalHeaders, signedHeaders.join(';'), payloadHash].join('\n');
}

/** The signing key of a day, region and service: HMAC-SHA256 chained from "AWS4" + the secret. */
export function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
}

/** Checks a request's SigV4 Authorization header as S3 does; throws the S3Error S3 would answer. */
export function verifySignature(options: Credentials, req: http.IncomingMessage, body: Buffer, now: Date): void {
  const auth = req.headers.authorization;
  if (!auth) throw new S3Error(403, 'AccessDenied', 'Access Denied');
  const m = AUTH.exec(auth);
  if (!m) throw new S3Error(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.');
  const [, accessKeyId = '', date = '', region = '', service = '', signed = '', signature = ''] = m;
  if (accessKeyId !== options.accessKeyId)
    throw new S3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.', {
      AWSAccessKeyId: accessKeyId,
    });
  if (region !== options.region || service !== 's3')
    throw new S3Error(
      400,
      'AuthorizationHeaderMalformed',
      `the region '${region}' is wrong; expecting '${options.region}'`,
    );
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const parsed = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!parsed) throw new S3Error(403, 'AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
  const [, y, mo, d, h, mi, s] = parsed;
  const at = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (Math.abs(at - now.getTime()) > 15 * 60_000)
    throw new S3Error(
      403,
      'RequestTimeTooSkewed',
      'The difference between the request time and the current time is too large.',
    );
  if (amzDate.slice(0, 8) !== date)
    throw new S3Error(400, 'AuthorizationHeaderMalformed', 'The credential date does not match the request date.');
  const signedHeaders = signed.split(';');
  if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date'))
    throw new S3Error(400, 'AuthorizationHeaderMalformed', 'host and x-amz-date must be signed.');
  const payloadHash = req.headers['x-amz-content-sha256'];
  if (typeof payloadHash !== 'string')
    throw new S3Error(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
  if (payloadHash !== 'UNSIGNED-PAYLOAD') {
    if (!/^[0-9a-f]{64}$/.test(payloadHash))
      throw new S3Error(
        400,
        'InvalidArgument',
        'x-amz-content-sha256 must be UNSIGNED-PAYLOAD or a SHA-256 (streaming uploads are not spoken here).',
      );
    if (payloadHash !== sha256(body))
      throw new S3Error(
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
      );
  }
  const canonical = canonicalRequest(req.method ?? 'GET', req.url ?? '/', req.headers, signedHeaders, payloadHash);
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, `${date}/${region}/s3/aws4_request`, sha256(canonical)].join('\n');
  const expected = createHmac('sha256', signingKey(options.secretAccessKey, date, region, 's3'))
    .update(stringToSign)
    .digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex')))
    throw new S3Error(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      {
        AWSAccessKeyId: accessKeyId,
        StringToSign: stringToSign,
        SignatureProvided: signature,
        CanonicalRequest: canonical,
      },
    );
}
