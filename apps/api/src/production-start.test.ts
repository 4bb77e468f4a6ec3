// Production start: `npm start` with NODE_ENV=production never builds, and stops with what to run when a build is
// missing; the server refuses a missing web build, a half-configured channel and test payment keys before it starts
// anything (no database left running).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from './testing/production-env.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const production = { ...process.env, ...PRODUCTION_ENV, LOG_LEVEL: 'warn' };

describe('a production start', () => {
  it('npm start stops with what to run when the shop is not built, and builds nothing', () => {
    // scripts/start.mjs of a checkout that has never been built.
    const root = tempDir('mm-unbuilt-');
    fs.mkdirSync(path.join(root, 'scripts'));
    fs.copyFileSync(path.join(repo, 'scripts/start.mjs'), path.join(root, 'scripts/start.mjs'));
    const run = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs')], {
      env: production,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('MotoMitra is not built (missing apps/api/dist/server.js');
    expect(run.stderr).toContain('With NODE_ENV=production npm start never builds: run `npm run build` first.');
    expect(fs.readdirSync(root)).toEqual(['scripts']);
  });

  it('the server refuses a missing web build before starting the database', () => {
    const dataDir = tempDir('mm-prod-data-');
    const emptyDist = tempDir('mm-prod-dist-');
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(repo, 'apps/api/src/server.ts')], {
      cwd: repo,
      env: { ...production, DATA_DIR: dataDir, WEB_DIST_DIR: emptyDist, PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/The web app is not built \(missing .*index\.html.*\)\. Run `npm run build` first\./);
    expect(run.stderr).not.toContain('    at ');
    expect(fs.existsSync(path.join(dataDir, 'pg'))).toBe(false);
  });

  it('the server refuses a half-configured message channel, naming what is missing, before starting the database', () => {
    const dataDir = tempDir('mm-prod-data-');
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(repo, 'apps/api/src/server.ts')], {
      cwd: repo,
      env: { ...production, DATA_DIR: dataDir, PORT: '0', SMS_AUTH_KEY: 'made-up-auth-key', WHATSAPP_API_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('SMS_SENDER_ID: required when NODE_ENV=production and SMS is configured');
    expect(run.stderr).toContain('SMS_TEMPLATE_LOGIN_CODE: required when NODE_ENV=production');
    expect(run.stderr).not.toContain('WHATSAPP');
    expect(run.stderr).not.toContain('    at ');
    expect(fs.existsSync(path.join(dataDir, 'pg'))).toBe(false);
  });

  it('the server refuses Razorpay test keys without PAYMENTS_TEST_MODE before starting the database', () => {
    const dataDir = tempDir('mm-prod-data-');
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(repo, 'apps/api/src/server.ts')], {
      cwd: repo,
      env: { ...production, DATA_DIR: dataDir, PORT: '0', RAZORPAY_KEY_ID: 'rzp_test_MadeUpKey1234' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('RAZORPAY_KEY_ID: a test key (rzp_test_) takes no real money');
    expect(run.stderr).not.toContain('    at ');
    expect(fs.existsSync(path.join(dataDir, 'pg'))).toBe(false);
  });
});
