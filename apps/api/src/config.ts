// The environment, parsed once by one zod schema; the only module that reads process.env.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DEFAULT_MAP_TILES, tileOrigins } from '@motomitra/domain/map-tiles';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const EnvSchema = z.object({
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
   * false (default), true (any), a number of proxy hops, or addresses/CIDRs separated by commas.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(
      /^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
      'must be true, false, a number of proxy hops, or addresses such as 10.0.0.0/8,127.0.0.1',
    )
    .default('false'),
});

/**
 * What production must be told, not given a default for: the session secret, the public address, where customers pay
 * (a forgotten one would send payments to the demo account) and the seller on tax invoices (an issued invoice can
 * never change). Each must be set, and not to the demo value the development defaults use.
 */
const PRODUCTION_REQUIRED = [
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

/** The seller on GST tax invoices. */
export type SellerConfig = { name: string; gstin: string; address: string; invoicePrefix: string };

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** PostgreSQL at a URL, or the embedded PostgreSQL this process starts with its data in dataDir (decision 0007). */
  database:
    | { kind: 'postgres'; url: string; poolSize: number }
    | { kind: 'embedded'; dataDir: string; poolSize: number };
  brandName: string;
  formerBrandName: string;
  supportPhone: string;
  sessionSecret: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** The built web app (dist/client and dist/server); null serves the API only (API tests). */
  webDistDir: string | null;
  /** The shop's public origin, without a trailing slash: canonical links, link previews, sitemap. */
  publicUrl: string;
  seedDemoData: boolean;
  /** Fastify's trustProxy: whom to believe about the client's address and protocol (TRUST_PROXY). */
  trustProxy: boolean | number | string;
  /** How long each instance reuses the serialized public catalogue lists (0 = always read). */
  catalogueCacheMs: number;
  /** Requests per client address (log-in failures are throttled per account as well, in the database). */
  rateLimits: { registerPerHour: number; loginPerMinute: number; formsPerHour: number; passwordResetPerHour: number };
  /** Where every instance keeps its rate-limit counts together (REDIS_URL); null: each process counts on its own. */
  redisUrl: string | null;
  /** Map tiles for the web, and the exact origins the CSP lets images load from. */
  map: { url: string; subdomains: string; attribution: string; origins: string[] };
  /** Where customers pay: the UPI payee and the bank account for NEFT/IMPS shown on the payment sheet. */
  payments: {
    upiVpa: string;
    payeeName: string;
    bank: { accountName: string; accountNumber: string; ifsc: string; bankName: string };
  };
  places: {
    /** Search and reverse requests per client address and minute. */
    rateLimitPerMinute: number;
    /** An optional Nominatim-compatible geocoder that place search asks after the bundled gazetteer. */
    geocoder: { url: string; timeoutMs: number; userAgent: string } | null;
  };
  /** Customer e-mail: kept in the outbox, and sent by the outbox worker only when smtpUrl is set. */
  mail: { smtpUrl: string | null; from: string; pollMs: number };
  seller: SellerConfig;
};

function trustProxyOf(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value.replace(/\s+/g, '');
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Parses an environment (process.env by default). Throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') {
    const demo = EnvSchema.parse({});
    const problems = PRODUCTION_REQUIRED.flatMap((name) => {
      if (!env[name]?.trim()) return [`  ${name}: required when NODE_ENV=production`];
      const value = e[name];
      const isDemo = value !== undefined && value === demo[name as keyof typeof demo];
      return isDemo ? [`  ${name}: the demo value cannot be used when NODE_ENV=production`] : [];
    });
    if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  let mapOrigins: string[];
  try {
    mapOrigins = tileOrigins(e.MAP_TILE_URL, e.MAP_TILE_SUBDOMAINS);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw new ConfigError(`Invalid configuration:\n  MAP_TILE_URL: ${why}`);
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'embedded', dataDir: path.resolve(repoRoot, e.DATA_DIR), poolSize: e.DATABASE_POOL_SIZE },
    brandName: e.BRAND_NAME,
    formerBrandName: e.FORMER_BRAND_NAME,
    supportPhone: e.SUPPORT_PHONE,
    // A development default that changes every start: sessions then end with the process, which is fine locally.
    sessionSecret: e.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    seedDemoData: e.SEED_DEMO_DATA ? e.SEED_DEMO_DATA === 'true' : e.NODE_ENV !== 'production',
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    catalogueCacheMs: e.CATALOGUE_CACHE_MS,
    rateLimits: {
      registerPerHour: e.RATE_LIMIT_REGISTER_PER_HOUR,
      loginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
      formsPerHour: e.RATE_LIMIT_FORMS_PER_HOUR,
      passwordResetPerHour: e.RATE_LIMIT_PASSWORD_RESET_PER_HOUR,
    },
    redisUrl: e.REDIS_URL ?? null,
    map: {
      url: e.MAP_TILE_URL,
      subdomains: e.MAP_TILE_SUBDOMAINS,
      attribution: e.MAP_TILE_ATTRIBUTION,
      origins: mapOrigins,
    },
    payments: {
      upiVpa: e.UPI_VPA,
      payeeName: e.UPI_PAYEE_NAME ?? e.BRAND_NAME,
      bank: {
        accountName: e.BANK_ACCOUNT_NAME,
        accountNumber: e.BANK_ACCOUNT_NUMBER,
        ifsc: e.BANK_IFSC,
        bankName: e.BANK_NAME,
      },
    },
    places: {
      rateLimitPerMinute: e.RATE_LIMIT_PLACES_PER_MINUTE,
      geocoder: e.GEOCODER_URL
        ? { url: e.GEOCODER_URL, timeoutMs: e.GEOCODER_TIMEOUT_MS, userAgent: e.GEOCODER_USER_AGENT }
        : null,
    },
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM, pollMs: e.OUTBOX_POLL_MS },
    seller: {
      name: e.SELLER_NAME ?? e.BRAND_NAME,
      gstin: e.SELLER_GSTIN,
      address: e.SELLER_ADDRESS,
      invoicePrefix: e.INVOICE_PREFIX,
    },
  };
}

/** A config for tests: quiet logs, no SPA, generous limits; the database comes from testing/test-app.ts. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    webDistDir: null,
    catalogueCacheMs: 0,
    rateLimits: { registerPerHour: 10_000, loginPerMinute: 10_000, formsPerHour: 10_000, passwordResetPerHour: 10_000 },
    ...overrides,
  };
}

/**
 * Which PostgreSQL the API test suite runs on: the embedded cluster the test run starts (testing/embedded-setup.ts),
 * or the server TEST_DATABASE_URL names (vitest sets MM_TEST_DB per project; CI sets TEST_DATABASE_URL).
 */
export function testDatabaseTarget(
  env: Record<string, string | undefined> = process.env,
): { kind: 'embedded' } | { kind: 'postgres'; adminUrl: string } {
  if (env.MM_TEST_DB === 'postgres') {
    if (!env.TEST_DATABASE_URL)
      throw new ConfigError('TEST_DATABASE_URL must be set to run the PostgreSQL test project.');
    return { kind: 'postgres', adminUrl: env.TEST_DATABASE_URL };
  }
  return { kind: 'embedded' };
}
