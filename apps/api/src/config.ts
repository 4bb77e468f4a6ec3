// The environment, parsed once by one zod schema; the only module that reads process.env.
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { tileOrigins } from '@motomitra/domain/map-tiles';
import { channelsConfig, type MessagingConfig } from './config-channels.ts';
import { EnvSchema, type LOG_LEVELS, productionProblems } from './config-env.ts';
import { type GatewayConfig, paymentsConfig } from './config-payments.ts';
import { type PhotoStorageConfig, photosConfig } from './config-photos.ts';

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
  /**
   * The web app's sources (apps/web), served through Vite's dev server instead of the build: `npm run dev`
   * (WEB_DEV_SERVER=true). Never in production.
   */
  webDevRoot: string | null;
  /** Log lines formatted for a person (pino-pretty): a terminal outside production. Otherwise one JSON object a line. */
  prettyLogs: boolean;
  /** The shop's public origin, without a trailing slash: canonical links, link previews, sitemap. */
  publicUrl: string;
  seedDemoData: boolean;
  /** Fastify's trustProxy: whom to believe about the client's address and protocol (TRUST_PROXY). */
  trustProxy: boolean | number | string;
  /** How long each instance reuses the serialized public catalogue lists (0 = always read). */
  catalogueCacheMs: number;
  /**
   * Requests per client address (log-in failures are throttled per account as well, in the database); vehicles
   * saved, per customer.
   */
  rateLimits: {
    registerPerHour: number;
    loginPerMinute: number;
    formsPerHour: number;
    passwordResetPerHour: number;
    vehiclesPerHour: number;
    /** One-time codes asked for (log-in and a change of number), per client address; each number has its own cap too. */
    otpPerHour: number;
  };
  /** Where every instance keeps its rate-limit counts together (REDIS_URL); null: each process counts on its own. */
  redisUrl: string | null;
  /** Map tiles for the web, and the exact origins the CSP lets images load from. */
  map: { url: string; subdomains: string; attribution: string; origins: string[] };
  /** Where customers pay: the UPI payee and the bank account for NEFT/IMPS shown on the payment sheet. */
  payments: {
    upiVpa: string;
    payeeName: string;
    bank: { accountName: string; accountNumber: string; ifsc: string; bankName: string };
    /** Razorpay with keys, else the built-in test gateway (never production). */
    gateway: GatewayConfig;
  };
  places: {
    /** Search and reverse requests per client address and minute. */
    rateLimitPerMinute: number;
    /** An optional Nominatim-compatible geocoder that place search asks after the bundled gazetteer. */
    geocoder: { url: string; timeoutMs: number; userAgent: string } | null;
  };
  /** Customer e-mail: kept in the outbox, and sent by the outbox worker only when smtpUrl is set. */
  mail: { smtpUrl: string | null; from: string; pollMs: number };
  /** How often each process looks for service, insurance and PUC reminders that are due (decision 0014). */
  reminders: { pollMs: number };
  /** WhatsApp's and the SMS provider's settings (decision 0019); a channel without them keeps its messages in the outbox. */
  messaging: MessagingConfig;
  /** The bearer token of GET /metrics (Prometheus); null: no /metrics. */
  metricsToken: string | null;
  seller: SellerConfig;
  /** Where inspection photos are kept: DATA_DIR/photos, or an S3-compatible bucket (S3_BUCKET…). */
  photos: PhotoStorageConfig;
};

function trustProxyOf(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value.replace(/\s+/g, '');
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * Parses an environment (process.env by default); `terminal` says whether the log goes to a terminal (stdout's TTY).
 * Throws ConfigError naming every bad variable.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  terminal = process.stdout.isTTY === true,
): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const channels = channelsConfig(e, env, e.NODE_ENV === 'production');
  const gateway = paymentsConfig(e, e.NODE_ENV === 'production');
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);
  const photos = photosConfig(e, dataDir);
  const problems = [
    ...(e.NODE_ENV === 'production' ? productionProblems(e, env) : []),
    // The providers' own rules (message channels, payment gateway, photo storage), which hold outside production too.
    ...channels.problems,
    ...gateway.problems,
    ...photos.problems,
  ];
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
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
      : { kind: 'embedded', dataDir, poolSize: e.DATABASE_POOL_SIZE },
    brandName: e.BRAND_NAME,
    formerBrandName: e.FORMER_BRAND_NAME,
    supportPhone: e.SUPPORT_PHONE,
    // A development default that changes every start: sessions then end with the process, which is fine locally.
    sessionSecret: e.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    webDevRoot: e.WEB_DEV_SERVER === 'true' ? path.join(repoRoot, 'apps/web') : null,
    prettyLogs: terminal && e.NODE_ENV !== 'production',
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    seedDemoData: e.SEED_DEMO_DATA ? e.SEED_DEMO_DATA === 'true' : e.NODE_ENV !== 'production',
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    catalogueCacheMs: e.CATALOGUE_CACHE_MS,
    rateLimits: {
      registerPerHour: e.RATE_LIMIT_REGISTER_PER_HOUR,
      loginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
      formsPerHour: e.RATE_LIMIT_FORMS_PER_HOUR,
      passwordResetPerHour: e.RATE_LIMIT_PASSWORD_RESET_PER_HOUR,
      vehiclesPerHour: e.RATE_LIMIT_VEHICLES_PER_HOUR,
      otpPerHour: e.RATE_LIMIT_OTP_PER_HOUR,
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
      gateway: gateway.gateway,
    },
    places: {
      rateLimitPerMinute: e.RATE_LIMIT_PLACES_PER_MINUTE,
      geocoder: e.GEOCODER_URL
        ? { url: e.GEOCODER_URL, timeoutMs: e.GEOCODER_TIMEOUT_MS, userAgent: e.GEOCODER_USER_AGENT }
        : null,
    },
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM, pollMs: e.OUTBOX_POLL_MS },
    reminders: { pollMs: e.REMINDER_POLL_MS },
    messaging: channels.messaging,
    metricsToken: e.METRICS_TOKEN ?? null,
    seller: {
      name: e.SELLER_NAME ?? e.BRAND_NAME,
      gstin: e.SELLER_GSTIN,
      address: e.SELLER_ADDRESS,
      invoicePrefix: e.INVOICE_PREFIX,
    },
    photos: photos.photos,
  };
}

/**
 * A config for tests: quiet logs, no SPA, generous limits, photos in a directory of their own under the system's
 * temporary one (never the repository's ./data); the database comes from testing/test-app.ts.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, false),
    webDistDir: null,
    photos: { kind: 'disk', dir: path.join(os.tmpdir(), `mm-test-photos-${randomUUID()}`) },
    catalogueCacheMs: 0,
    rateLimits: {
      registerPerHour: 10_000,
      loginPerMinute: 10_000,
      formsPerHour: 10_000,
      passwordResetPerHour: 10_000,
      vehiclesPerHour: 10_000,
      otpPerHour: 10_000,
    },
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
