// Helpers for end-to-end specs: page sizes, the preparation every page gets (fixtures.ts applies it), axe, toasts and a
// few locators for what has a role but no name of its own (a definition beside its term, a table's cells by column).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { z } from 'zod';

export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Debian's Chromium (never downloaded) and the flags it runs with in a container. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
];

/** Map tiles and anything else outside the shop are not reachable in tests: fail fast instead of waiting. */
export async function blockOutsideRequests(context: BrowserContext): Promise<void> {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
}

/** Playwright's own word when a page registers its service worker, which the walks block (playwright.config.ts). */
const BLOCKED_WORKER = 'Service Worker registration blocked by Playwright';

/** Everything the page's console says at the error or warning level from now on (but Playwright's own warning). */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && m.text() !== BLOCKED_WORKER)
      problems.push(`${m.type()}: ${m.text()}`);
  });
  return problems;
}

const pageErrors = new WeakMap<Page, string[]>();

/**
 * Records the page's script errors (jsErrors) and, unless the page runs without script, makes goto and reload wait
 * until the app has taken the page over. A server-rendered page shows its content before its script has taken it
 * over: a test acts only once the app has (the layout marks <html data-ready>), as a person's tap before that would
 * only reach a plain link.
 */
export function preparePage(page: Page, options: { javaScriptEnabled: boolean }): void {
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (e) => errors.push(e.message));
  if (!options.javaScriptEnabled) return;
  const appReady = () => page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions);
    await appReady();
    return response;
  };
  page.reload = async (reloadOptions) => {
    const response = await reload(reloadOptions);
    await appReady();
    return response;
  };
}

/** Page errors thrown in the browser so far. */
export function jsErrors(page: Page): string[] {
  return pageErrors.get(page) ?? [];
}

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const AxeResultSchema = z.object({
  violations: z.array(
    z.object({
      id: z.string(),
      impact: z.string().nullable().optional(),
      help: z.string(),
      nodes: z.array(z.object({ target: z.array(z.unknown()) })),
    }),
  ),
});

/**
 * Runs axe-core in the page (evaluated through the DevTools protocol, so the CSP does not block it). It is put into a
 * document once: a walk checks several screens of one document, and axe's half a megabyte took its time to compile.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = AxeResultSchema.parse(await page.evaluate("axe.run(document, { resultTypes: ['violations'] })"));
  const summary = result.violations.map(
    (v) => `${v.id} (${v.impact ?? null}): ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Waits until a toast with this text is shown (toasts are announced: errors as alerts, the rest as status). */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const toasts = page.getByRole('status').or(page.getByRole('alert'));
  await expect(toasts.getByText(text).first(), `toast ${String(text)}`).toBeVisible();
}

/** A regular expression matching exactly one of these texts. */
export function exactly(...texts: string[]): RegExp {
  return new RegExp(`^(?:${texts.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
}

/** The value (<dd>) a description list gives for a term (<dt>) in `scope`. */
export function definitionOf(scope: Page | Locator, term: string): Locator {
  return scope
    .getByRole('term')
    .filter({ hasText: exactly(term) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The rows of a table that hold data cells (not its header row). */
export function bodyRows(table: Locator): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('cell') });
}

/** The cell of `row` in the column whose header reads `column` (a table whose rows have no row headers). */
export async function cellIn(table: Locator, row: Locator, column: string): Promise<Locator> {
  const headers = (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const index = headers.indexOf(column);
  if (index < 0) throw new Error(`no column "${column}" among ${headers.join(', ')}`);
  return row.getByRole('cell').nth(index);
}

/** Answers the confirm dialog whose question contains `text`. */
export async function answerDialog(page: Page, text: string, answer: 'Yes' | 'No'): Promise<void> {
  const dialog = page.getByRole('dialog', { name: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: answer, exact: true }).click();
}

/**
 * Opens the e-mail and password forms of /login (already open), folded under the mobile number's way in (decision
 * 0019), and gives them: their fields are found in it (the mobile number's field above has a label like theirs).
 * Left as they are when already open.
 */
export async function openEmailWay(page: Page, text = 'Log in with e-mail and password instead'): Promise<Locator> {
  const way = page.getByText(text, { exact: true });
  const details = page.locator('details', { has: way });
  if (!(await details.evaluate((d: HTMLDetailsElement) => d.open))) await way.click();
  await expect(details).toHaveAttribute('open', '');
  return details;
}

/** Logs in through the e-mail and password form on /login (already open). */
export async function submitLogin(page: Page, account: { email: string; password: string }): Promise<void> {
  await openEmailWay(page);
  await page.getByLabel('Email').fill(account.email);
  await passwordInput(page).fill(account.password);
  await submitButton(page, 'Login').click();
}

/** The password field of the log-in and register forms (its label ends in the required mark, hidden from readers). */
export function passwordInput(page: Page): Locator {
  return page.getByLabel(/^Password( \*)?$/);
}

/**
 * The submit button of the log-in or register form: the Login and Register toggles above the form carry the same
 * names, and the chosen one is pressed (aria-pressed), the submit button never.
 */
export function submitButton(page: Page, name: 'Login' | 'Register'): Locator {
  return page.getByRole('button', { name, exact: true, pressed: false });
}

/** The cards of a product grid (/shop, the category pages, related products): list items headed by the service. */
export function productCards(page: Page): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
}

/**
 * The account area's menu (My Profile, Orders, …): on a phone it is folded into one "Account menu" button above the
 * screen, which this opens first; on a wide screen it is always there.
 */
export async function accountNav(page: Page): Promise<Locator> {
  const fold = page.getByRole('button', { name: 'Account menu' });
  const nav = page.getByRole('navigation', { name: 'My account' });
  // The account screens load with the page: wait for the one or the other to show.
  await fold.or(nav).first().waitFor();
  if ((await fold.isVisible()) && (await fold.getAttribute('aria-expanded')) !== 'true') await fold.click();
  return nav;
}
