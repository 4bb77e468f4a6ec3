// The payment gateway's settings (Razorpay Payment Links), part of the configuration config.ts parses: the keys, the
// webhook secret, and what production must be given. Without keys a developer's `npm start` uses the built-in test
// gateway, which production refuses. Nothing here reads process.env: config.ts hands the environment in.
import { z } from 'zod';

const unset = z.literal('').transform(() => undefined);

/** The gateway variables; config-env.ts puts them into the one environment schema. */
export const PAYMENT_ENV = {
  RAZORPAY_API_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) base URL such as https://api.razorpay.com' })
      .transform((u) => u.replace(/\/+$/, ''))
      .default('https://api.razorpay.com'),
  ),
  RAZORPAY_KEY_ID: z
    .string()
    .trim()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]{6,40}$/, 'must be a Razorpay key id such as rzp_live_AbCdEf123456')
    .optional()
    .or(unset),
  RAZORPAY_KEY_SECRET: z.string().trim().min(10, "must be the key's secret").max(200).optional().or(unset),
  RAZORPAY_WEBHOOK_SECRET: z
    .string()
    .trim()
    .min(12, 'must be the webhook secret set in the Razorpay dashboard (at least 12 characters)')
    .max(200)
    .optional()
    .or(unset),
  /** Lets production run on rzp_test_ keys (a staging shop); never set on the real one. */
  PAYMENTS_TEST_MODE: z.enum(['true', 'false']).default('false'),
} as const;

const PAYMENT_SCHEMA = z.object(PAYMENT_ENV);
type PaymentEnv = z.output<typeof PAYMENT_SCHEMA>;

/** Outside production, the webhook secret when none is given (the built-in test gateway signs with it). */
export const DEVELOPMENT_WEBHOOK_SECRET = 'development-razorpay-webhook-secret';

export type GatewayConfig =
  | {
      kind: 'razorpay';
      /** Razorpay's API or a server that speaks it, without a trailing slash. */
      apiUrl: string;
      keyId: string;
      keySecret: string;
      webhookSecret: string;
    }
  /** The built-in test gateway: its page plays the hosted page and sends the signed webhook (never production). */
  | { kind: 'test'; webhookSecret: string };

const REQUIRED = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

/** The gateway's configuration, or the problems (lines naming each variable) that stop start-up. */
export function paymentsConfig(e: PaymentEnv, production: boolean): { gateway: GatewayConfig; problems: string[] } {
  const problems: string[] = [];
  // The key id and its secret go together: one without the other is a mistake anywhere.
  if (Boolean(e.RAZORPAY_KEY_ID) !== Boolean(e.RAZORPAY_KEY_SECRET)) {
    const [missing, given] = e.RAZORPAY_KEY_ID
      ? ['RAZORPAY_KEY_SECRET', 'RAZORPAY_KEY_ID']
      : ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'];
    problems.push(`  ${missing}: required with ${given}`);
  }
  if (production) {
    // Production takes real payments: every key, and no test keys unless the shop says it is a staging one.
    for (const name of REQUIRED) {
      if (!e[name] && !problems.some((p) => p.startsWith(`  ${name}:`)))
        problems.push(`  ${name}: required when NODE_ENV=production (the built-in test gateway is for development)`);
    }
    if (e.RAZORPAY_KEY_ID?.startsWith('rzp_test_') && e.PAYMENTS_TEST_MODE !== 'true')
      problems.push(
        '  RAZORPAY_KEY_ID: a test key (rzp_test_) takes no real money; set PAYMENTS_TEST_MODE=true to allow it',
      );
  }
  const webhookSecret = e.RAZORPAY_WEBHOOK_SECRET ?? DEVELOPMENT_WEBHOOK_SECRET;
  const gateway: GatewayConfig =
    e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
      ? {
          kind: 'razorpay',
          apiUrl: e.RAZORPAY_API_URL,
          keyId: e.RAZORPAY_KEY_ID,
          keySecret: e.RAZORPAY_KEY_SECRET,
          webhookSecret,
        }
      : { kind: 'test', webhookSecret };
  return { gateway, problems };
}
