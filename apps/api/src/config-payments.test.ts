// The payment gateway's configuration: Razorpay with keys, the built-in test gateway without them (never in production),
// and what production refuses: no keys, half of them, and test keys unless the shop says it is a staging one.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { DEVELOPMENT_WEBHOOK_SECRET } from './config-payments.ts';
import { PRODUCTION_ENV } from './testing/production-env.ts';

const KEYS = {
  RAZORPAY_KEY_ID: 'rzp_live_MadeUpKey1234',
  RAZORPAY_KEY_SECRET: 'a-made-up-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'a-made-up-webhook-secret',
};
const {
  RAZORPAY_KEY_ID: _id,
  RAZORPAY_KEY_SECRET: _secret,
  RAZORPAY_WEBHOOK_SECRET: _hook,
  ...NO_KEYS
} = PRODUCTION_ENV;

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    return (err as Error).message;
  }
  return 'started';
};

describe('the payment gateway configuration', () => {
  it('is the built-in test gateway on a developer machine without keys', () => {
    expect(loadConfig({}).payments.gateway).toEqual({ kind: 'test', webhookSecret: DEVELOPMENT_WEBHOOK_SECRET });
  });

  it('is Razorpay with keys, at its API unless RAZORPAY_API_URL says another', () => {
    expect(loadConfig(KEYS).payments.gateway).toEqual({
      kind: 'razorpay',
      apiUrl: 'https://api.razorpay.com',
      keyId: KEYS.RAZORPAY_KEY_ID,
      keySecret: KEYS.RAZORPAY_KEY_SECRET,
      webhookSecret: KEYS.RAZORPAY_WEBHOOK_SECRET,
    });
    const local = loadConfig({ ...KEYS, RAZORPAY_API_URL: 'http://127.0.0.1:4003/' });
    expect(local.payments.gateway).toMatchObject({ kind: 'razorpay', apiUrl: 'http://127.0.0.1:4003' });
  });

  it('refuses a key id without its secret, the other way round, and a malformed key id, anywhere', () => {
    expect(refusal({ RAZORPAY_KEY_ID: KEYS.RAZORPAY_KEY_ID })).toContain(
      'RAZORPAY_KEY_SECRET: required with RAZORPAY_KEY_ID',
    );
    expect(refusal({ RAZORPAY_KEY_SECRET: KEYS.RAZORPAY_KEY_SECRET })).toContain(
      'RAZORPAY_KEY_ID: required with RAZORPAY_KEY_SECRET',
    );
    expect(refusal({ RAZORPAY_KEY_ID: 'key_123' })).toContain('RAZORPAY_KEY_ID: must be a Razorpay key id');
  });

  it('in production, refuses the built-in test gateway: every key is required', () => {
    const none = refusal(NO_KEYS);
    for (const name of Object.keys(KEYS)) expect(none).toContain(`${name}: required when NODE_ENV=production`);
    const noHook = refusal({ ...NO_KEYS, RAZORPAY_KEY_ID: KEYS.RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: 'x'.repeat(12) });
    expect(noHook).toContain('RAZORPAY_WEBHOOK_SECRET: required when NODE_ENV=production');
    expect(noHook).not.toContain('RAZORPAY_KEY_ID:');
  });

  it('in production, refuses test keys unless PAYMENTS_TEST_MODE=true', () => {
    const test = { ...PRODUCTION_ENV, RAZORPAY_KEY_ID: 'rzp_test_MadeUpKey1234' };
    expect(refusal(test)).toContain('RAZORPAY_KEY_ID: a test key (rzp_test_) takes no real money');
    expect(refusal({ ...test, PAYMENTS_TEST_MODE: 'false' })).toContain('PAYMENTS_TEST_MODE=true');
    expect(loadConfig({ ...test, PAYMENTS_TEST_MODE: 'true' }).payments.gateway).toMatchObject({ kind: 'razorpay' });
    expect(loadConfig(PRODUCTION_ENV).payments.gateway).toMatchObject({
      kind: 'razorpay',
      keyId: KEYS.RAZORPAY_KEY_ID,
    });
  });
});
