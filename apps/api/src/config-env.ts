// The environment variables the shop reads, with their defaults and rules (one zod schema), and what production must
// be given. config.ts parses process.env with it.
import { DEFAULT_MAP_TILES } from '@motomitra/domain/map-tiles';
import { z } from 'zod';
import { CHANNEL_ENV } from './config-channels.ts';
import { PAYMENT_ENV } from './config-payments.ts';
import { PHOTO_ENV } from './config-photos.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  BRAND_NAME: z.string().min(1).max(40).default('MotoMitra'),
  FORMER_BRAND_NAME: z.string().min(1).max(40).default('BikeSeva'),
  SUPPORT_PHONE: z
    .string()
    .regex(/^\+?[0-9 -]{8,16}$/, 'must be a phone number such as +91 712 555 0100')
    .default('+91 712 555 0100'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  /** `npm run dev` sets it: pages and the browser's files from the web app's sources through Vite (web-dev.ts). */
  WEB_DEV_SERVER: z.enum(['true', 'false']).default('false'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be the shop's public address such as https://motomitra.in" })
    .refine(
      (u) => new URL(u).pathname === '/' && !new URL(u).search,
      'must be an origin with no path, such as https://motomitra.in',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_FORMS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_PASSWORD_RESET_PER_HOUR: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_VEHICLES_PER_HOUR: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_OTP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL such as redis://10.0.0.5:6379' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  RATE_LIMIT_PLACES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  MAP_TILE_URL: z.string().trim().min(1).default(DEFAULT_MAP_TILES.url),
  MAP_TILE_SUBDOMAINS: z
    .string()
    .regex(/^[a-z0-9]*$/i, 'must be letters or digits such as abc')
    .default(DEFAULT_MAP_TILES.subdomains),
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).max(200).default(DEFAULT_MAP_TILES.attribution),
  GEOCODER_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL of a Nominatim-compatible server' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(2000),
  GEOCODER_USER_AGENT: z.string().trim().min(1).max(200).default('MotoMitra/0.1 (vehicle servicing place search)'),
  UPI_VPA: z
    .string()
    .regex(/^[a-z0-9._-]{2,64}@[a-z]{2,64}$/i, 'must be a UPI id such as motomitra@icici')
    .default('motomitra@icici'),
  UPI_PAYEE_NAME: z.string().trim().min(1).max(60).optional(),
  BANK_ACCOUNT_NAME: z.string().trim().min(1).max(80).default('MotoMitra Services Pvt Ltd'),
  BANK_ACCOUNT_NUMBER: z
    .string()
    .regex(/^[0-9]{9,18}$/, 'must be 9 to 18 digits')
    .default('50200012345678'),
  BANK_IFSC: z
    .string()
    .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'must be an IFSC such as HDFC0001234')
    .default('HDFC0000123'),
  BANK_NAME: z.string().trim().min(1).max(80).default('HDFC Bank, Dharampeth, Nagpur'),
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: 'must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.in:587',
    })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().trim().min(3).max(200).default('MotoMitra <no-reply@motomitra.in>'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(200).max(3_600_000).default(5000),
  REMINDER_POLL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(900_000),
  /** The bearer token GET /metrics asks for; unset, /metrics does not exist (404). */
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').max(200).optional(),
  SELLER_NAME: z.string().trim().min(2).max(120).optional(),
  SELLER_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .regex(
      /^27[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
      'must be a Maharashtra GSTIN (15 characters starting 27): invoices charge CGST + SGST',
    )
    .default('27AAAAA0000A1Z5'),
  SELLER_ADDRESS: z
    .string()
    .trim()
    .min(10)
    .max(300)
    .default('2nd Floor, Plot 14, Wardha Road, Dhantoli, Nagpur, Maharashtra 440012'),
  INVOICE_PREFIX: z
    .string()
    .trim()
    .regex(
      /^[A-Z0-9]{1,3}$/,
      'must be 1 to 3 capital letters or digits such as MM (GST caps invoice numbers at 16 characters)',
    )
    .default('MM'),
  /** Unset: true on a developer machine, false in production (demo coupons must never reach real customers). */
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  /**
   * Whom to trust for X-Forwarded-For/-Proto (the client's address for rate limits, https for the cookie's Secure):
   * false (default), a number of proxy hops (1 behind one load balancer), addresses/CIDRs separated by commas, or
   * true (any: the client's own first entry becomes its address, so production warns of it, client-address.ts).
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(
      /^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
      'must be true, false, a number of proxy hops, or addresses such as 10.0.0.0/8,127.0.0.1',
    )
    .default('false'),
  /** WhatsApp's Cloud API and the SMS provider (decision 0019); the SMS templates' ids are read in config-channels.ts. */
  ...CHANNEL_ENV,
  /** The payment gateway (Razorpay); its rules are in config-payments.ts. */
  ...PAYMENT_ENV,
  /** Where inspection photos are kept: DATA_DIR/photos, or S3-compatible storage (config-photos.ts). */
  ...PHOTO_ENV,
});

/**
 * What production must be told, not given a default for: the session secret, the public address, where customers pay
 * (a forgotten one would send payments to the demo account) and the seller on tax invoices (an issued invoice can
 * never change). Each must be set, and not to the demo value the development defaults use.
 */
export const PRODUCTION_REQUIRED = [
  'SESSION_SECRET',
  'PUBLIC_URL',
  'UPI_VPA',
  'UPI_PAYEE_NAME',
  'BANK_ACCOUNT_NAME',
  'BANK_ACCOUNT_NUMBER',
  'BANK_IFSC',
  'BANK_NAME',
  'SELLER_GSTIN',
  'SELLER_NAME',
  'SELLER_ADDRESS',
] as const;

/**
 * What stops production starting, one line naming each variable: a variable of PRODUCTION_REQUIRED unset or left at
 * its demo value, and Vite's dev server, which runs the sources with a relaxed CSP (web-dev.ts): production serves the
 * build.
 */
export function productionProblems(e: z.output<typeof EnvSchema>, env: Record<string, string | undefined>): string[] {
  const demo = EnvSchema.parse({});
  const problems = PRODUCTION_REQUIRED.flatMap((name) => {
    if (!env[name]?.trim()) return [`  ${name}: required when NODE_ENV=production`];
    const value = e[name];
    const isDemo = value !== undefined && value === demo[name as keyof typeof demo];
    return isDemo ? [`  ${name}: the demo value cannot be used when NODE_ENV=production`] : [];
  });
  if (e.WEB_DEV_SERVER === 'true') problems.push('  WEB_DEV_SERVER: development only; production serves the build');
  return problems;
}
