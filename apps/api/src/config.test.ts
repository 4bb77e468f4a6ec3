// The environment schema: defaults, and a bad value stops start-up with a message naming it.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { developmentTemplateId, SMS_TEMPLATES, smsTemplateVariable } from './config-channels.ts';
import { PRODUCTION_ENV } from './testing/production-env.ts';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine: port 3000, the embedded PostgreSQL in ./data', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.database).toEqual({ kind: 'embedded', dataDir: expect.stringMatching(/[/\\]data$/), poolSize: 10 });
    expect(c.brandName).toBe('MotoMitra');
    expect(c.formerBrandName).toBe('BikeSeva');
    expect(c.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/db', DATABASE_POOL_SIZE: '5' });
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://u@localhost:5432/db', poolSize: 5 });
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['SESSION_SECRET', { SESSION_SECRET: 'short' }],
    ['SESSION_SECRET', { NODE_ENV: 'production' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'yes please' }],
    ['SEED_DEMO_DATA', { SEED_DEMO_DATA: 'yes' }],
    ['REDIS_URL', { REDIS_URL: 'http://cache:6379' }],
    ['REDIS_URL', { REDIS_URL: 'cache:6379' }],
  ])('names %s when it is bad', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  const PRODUCTION = PRODUCTION_ENV;

  it('in production, names every payee, seller and secret variable that is missing', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (err) {
      message = (err as Error).message;
    }
    for (const name of Object.keys(PRODUCTION).filter((n) => n !== 'NODE_ENV')) {
      expect(message).toContain(`${name}: required when NODE_ENV=production`);
    }
  });

  it('in production, refuses the demo payee and GSTIN even when they are set', () => {
    const demo = { ...PRODUCTION, UPI_VPA: 'motomitra@icici', SELLER_GSTIN: '27AAAAA0000A1Z5' };
    expect(() => loadConfig(demo)).toThrow(/UPI_VPA: the demo value cannot be used/);
    expect(() => loadConfig(demo)).toThrow(/SELLER_GSTIN: the demo value cannot be used/);
  });

  it('in production, starts with real details and seeds demo data only when asked', () => {
    const c = loadConfig(PRODUCTION);
    expect(c.payments.upiVpa).toBe('payments@okaxis');
    expect(c.seller.gstin).toBe('27ABCDE1234F1Z5');
    expect(c.seedDemoData).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({}).seedDemoData).toBe(true);
  });

  it('serves the web app’s sources through Vite only when npm run dev asks, and never in production', () => {
    expect(loadConfig({}).webDevRoot).toBeNull();
    expect(loadConfig({ WEB_DEV_SERVER: 'true' }).webDevRoot).toMatch(/[/\\]apps[/\\]web$/);
    expect(() => loadConfig({ ...PRODUCTION, WEB_DEV_SERVER: 'true' })).toThrow(
      /WEB_DEV_SERVER: development only; production serves the build/,
    );
    expect(loadConfig({ ...PRODUCTION, WEB_DEV_SERVER: 'false' }).webDevRoot).toBeNull();
  });

  it('formats the log for a person in a terminal, and as JSON elsewhere and always in production', () => {
    expect(loadConfig({}, true).prettyLogs).toBe(true);
    expect(loadConfig({}, false).prettyLogs).toBe(false);
    expect(loadConfig(PRODUCTION, true).prettyLogs).toBe(false);
  });

  it('reads TRUST_PROXY as Fastify takes it', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
  });

  it('shares rate limits through Redis only when REDIS_URL is set', () => {
    expect(loadConfig({}).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://10.0.0.5:6379' }).redisUrl).toBe('redis://10.0.0.5:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://:secret@cache.internal:6380/2' }).redisUrl).toBe(
      'rediss://:secret@cache.internal:6380/2',
    );
  });

  describe('the message channels (decision 0019)', () => {
    const WHATSAPP = {
      WHATSAPP_TOKEN: 'EAAG-made-up-access-token-for-tests',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_APP_SECRET: 'a-made-up-app-secret',
      WHATSAPP_VERIFY_TOKEN: 'a-made-up-verify-token',
    };
    // Every essential template of the catalogue has its SMS template id: one variable each.
    const templateIds = Object.fromEntries(SMS_TEMPLATES.map((name, i) => [name, `6541a2b3c4d5e6f${i}`]));
    const SMS = {
      SMS_AUTH_KEY: 'made-up-auth-key',
      SMS_SENDER_ID: 'MOTOMT',
      ...Object.fromEntries(SMS_TEMPLATES.map((name) => [smsTemplateVariable(name), templateIds[name] as string])),
    };
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (err) {
        return (err as Error).message;
      }
      return 'started';
    };

    it('are off with nothing set: their messages stay in the outbox', () => {
      expect(loadConfig({}).messaging).toEqual({ whatsapp: null, sms: null });
      expect(loadConfig(PRODUCTION).messaging).toEqual({ whatsapp: null, sms: null });
    });

    it('outside production, are on with a key (and WhatsApp’s number id): Meta’s and MSG91’s URLs, development template ids', () => {
      const c = loadConfig({
        WHATSAPP_TOKEN: WHATSAPP.WHATSAPP_TOKEN,
        WHATSAPP_PHONE_NUMBER_ID: '1065403',
        SMS_AUTH_KEY: 'k'.repeat(12),
      });
      expect(c.messaging.whatsapp).toEqual({
        apiUrl: 'https://graph.facebook.com',
        version: 'v26.0',
        token: WHATSAPP.WHATSAPP_TOKEN,
        phoneNumberId: '1065403',
        appSecret: null,
        verifyToken: null,
      });
      expect(c.messaging.sms).toEqual({
        apiUrl: 'https://control.msg91.com',
        authKey: 'k'.repeat(12),
        senderId: null,
        templateIds: Object.fromEntries(SMS_TEMPLATES.map((name) => [name, developmentTemplateId(name)])),
      });
      const local = loadConfig({
        ...WHATSAPP,
        WHATSAPP_API_URL: 'http://127.0.0.1:4001/',
        SMS_API_URL: 'http://127.0.0.1:4002',
      });
      expect(local.messaging.whatsapp?.apiUrl).toBe('http://127.0.0.1:4001');
      expect(local.messaging.sms).toBeNull();
    });

    it('refuse a WhatsApp token without the number’s id, and the other way round, anywhere', () => {
      expect(refusal({ WHATSAPP_TOKEN: WHATSAPP.WHATSAPP_TOKEN })).toContain(
        'WHATSAPP_PHONE_NUMBER_ID: required with WHATSAPP_TOKEN',
      );
      expect(refusal({ WHATSAPP_PHONE_NUMBER_ID: '1065403' })).toContain(
        'WHATSAPP_TOKEN: required with WHATSAPP_PHONE_NUMBER_ID',
      );
      expect(refusal({ SMS_TEMPLATE_LOGIN_CODE: 'not an id!' })).toContain(
        'SMS_TEMPLATE_LOGIN_CODE: must be the template id',
      );
    });

    it('in production, each one is all or nothing: a half-configured channel is refused, naming what is missing', () => {
      const whatsappHalf = refusal({
        ...PRODUCTION,
        WHATSAPP_TOKEN: WHATSAPP.WHATSAPP_TOKEN,
        WHATSAPP_PHONE_NUMBER_ID: '1065403',
      });
      expect(whatsappHalf).toContain(
        'WHATSAPP_APP_SECRET: required when NODE_ENV=production and WhatsApp is configured',
      );
      expect(whatsappHalf).toContain('WHATSAPP_VERIFY_TOKEN: required when NODE_ENV=production');
      expect(whatsappHalf).not.toContain('WHATSAPP_TOKEN:');
      const urlOnly = refusal({ ...PRODUCTION, WHATSAPP_API_URL: 'https://graph.facebook.com' });
      for (const name of Object.keys(WHATSAPP)) expect(urlOnly).toContain(`${name}: required when NODE_ENV=production`);

      const smsHalf = refusal({ ...PRODUCTION, SMS_AUTH_KEY: SMS.SMS_AUTH_KEY });
      expect(smsHalf).toContain(
        'SMS_SENDER_ID: required when NODE_ENV=production and SMS is configured (SMS_AUTH_KEY set)',
      );
      expect(smsHalf).toContain('SMS_TEMPLATE_LOGIN_CODE: required when NODE_ENV=production');
      expect(refusal({ ...PRODUCTION, ...SMS, SMS_TEMPLATE_LOGIN_CODE: 'development-login-code' })).toContain(
        'SMS_TEMPLATE_LOGIN_CODE: the development template id cannot be used when NODE_ENV=production',
      );
    });

    it('in production, start with a channel configured whole', () => {
      const c = loadConfig({ ...PRODUCTION, ...WHATSAPP, ...SMS });
      expect(c.messaging.whatsapp).toMatchObject({
        appSecret: WHATSAPP.WHATSAPP_APP_SECRET,
        phoneNumberId: '106540352242922',
      });
      expect(c.messaging.sms).toMatchObject({ senderId: 'MOTOMT', templateIds });
      expect(loadConfig({ ...PRODUCTION, ...SMS }).messaging.whatsapp).toBeNull();
    });
  });
});
