// An end-to-end test that fails leaves its Playwright trace behind (e2e/playwright.config.ts): the actions, the page
// before and after each, the console and the network, to open with `npx playwright show-trace`. A test that passes
// leaves none. Checked by running the e2e configuration on two tiny tests in Chromium, one failing on purpose.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-trace-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The zip files under a folder, by their paths from there. */
const filesUnder = (folder: string): string[] =>
  fs.existsSync(folder)
    ? (fs.readdirSync(folder, { recursive: true }) as string[]).filter((f) => f.endsWith('.zip'))
    : [];

describe('a failed end-to-end test', () => {
  it('keeps its trace, and a passed one does not', { timeout: 120_000 }, () => {
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    // ES modules, as the e2e folder is, so that its configuration imports as it does there.
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }');
    fs.writeFileSync(
      path.join(dir, 'playwright.config.ts'),
      `import config from ${JSON.stringify(path.join(root, 'e2e/playwright.config.ts'))};
export default { ...config, testDir: '.', testMatch: 'two.spec.ts', outputDir: './results', reporter: 'line',
  projects: [{ name: 'trace' }] };
`,
    );
    fs.writeFileSync(
      path.join(dir, 'two.spec.ts'),
      `import { expect, test } from '@playwright/test';
test('fails', async ({ page }) => {
  await page.setContent('<p>the page as it was</p>');
  await expect(page.getByText('a text that is not there')).toBeVisible({ timeout: 100 });
});
test('passes', async ({ page }) => {
  await page.setContent('<p>fine</p>');
  await expect(page.getByText('fine')).toBeVisible();
});
`,
    );
    const run = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'playwright.config.ts'],
      { cwd: dir, encoding: 'utf8', env: { ...process.env, CI: '' } },
    );
    expect(run.stdout + run.stderr).toMatch(/1 failed[\s\S]*1 passed/);
    const traces = filesUnder(path.join(dir, 'results'));
    expect(traces).toHaveLength(1);
    expect(traces[0]).toMatch(/fails.*trace\.zip$/);
    // A zip archive, with the failing page in it.
    const zip = fs.readFileSync(path.join(dir, 'results', traces[0] ?? ''));
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    expect(zip.length).toBeGreaterThan(1000);
  });
});
