// The environment, parsed once by one zod schema; the only module that reads process.env.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
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
  RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_FORMS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  database: { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir: string | null };
  brandName: string;
  formerBrandName: string;
  supportPhone: string;
  sessionSecret: string;
  logLevel: (typeof LOG_LEVELS)[number];
  webDistDir: string | null;
  seedDemoData: boolean;
  /** How long each instance reuses the serialized public catalogue lists (0 = always read). */
  catalogueCacheMs: number;
  /** Requests per client address (log-in failures are throttled per account as well, in the database). */
  rateLimits: { registerPerHour: number; loginPerMinute: number; formsPerHour: number };
};

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
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: required when NODE_ENV=production');
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.resolve(repoRoot, e.DATA_DIR) },
    brandName: e.BRAND_NAME,
    formerBrandName: e.FORMER_BRAND_NAME,
    supportPhone: e.SUPPORT_PHONE,
    // A development default that changes every start: sessions then end with the process, which is fine locally.
    sessionSecret: e.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    seedDemoData: e.SEED_DEMO_DATA,
    catalogueCacheMs: e.CATALOGUE_CACHE_MS,
    rateLimits: {
      registerPerHour: e.RATE_LIMIT_REGISTER_PER_HOUR,
      loginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
      formsPerHour: e.RATE_LIMIT_FORMS_PER_HOUR,
    },
  };
}

/** A config for tests: in-memory PGlite unless a database is given, quiet logs, no SPA. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    database: { kind: 'pglite', dataDir: null },
    webDistDir: null,
    catalogueCacheMs: 0,
    rateLimits: { registerPerHour: 10_000, loginPerMinute: 10_000, formsPerHour: 10_000 },
    ...overrides,
  };
}

/** Which database the API test suite runs on (vitest sets MM_TEST_DB per project; CI sets TEST_DATABASE_URL). */
export function testDatabaseTarget(
  env: Record<string, string | undefined> = process.env,
): { kind: 'pglite' } | { kind: 'postgres'; adminUrl: string } {
  if (env.MM_TEST_DB === 'postgres') {
    if (!env.TEST_DATABASE_URL)
      throw new ConfigError('TEST_DATABASE_URL must be set to run the PostgreSQL test project.');
    return { kind: 'postgres', adminUrl: env.TEST_DATABASE_URL };
  }
  return { kind: 'pglite' };
}
