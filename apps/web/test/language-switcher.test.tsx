// The language switcher in a DOM, against the real API and database (harness.tsx): a logged-in customer's choice is
// saved in their profile with a POST before the link is followed (the link alone changes only the page);
// a visitor's click is the plain link, with no call.

import { customers } from '@motomitra/api/db/schema';
import { quickCustomer } from '@motomitra/api/testing/booking';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LanguageSwitcher } from '../src/components/language-switcher.tsx';
import '../src/i18n/en/messages.ts';
import { connect, renderAt } from './harness.tsx';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => vi.restoreAllMocks());

const languageOf = async (id: string) =>
  (await t.database.db.select({ language: customers.language }).from(customers).where(eq(customers.id, id)))[0]
    ?.language;

/** Stops the browser's own following of the link (happy-dom would load the address), after the page's handlers. */
function holdLinks(): () => void {
  const hold = (event: Event) => event.preventDefault();
  document.addEventListener('click', hold);
  return () => document.removeEventListener('click', hold);
}

describe('the language switcher', () => {
  it("saves a logged-in customer's choice in their profile, then follows the link", async () => {
    const c = await quickCustomer(t);
    const net = connect(t, c.cookie);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderAt('/faqs?x=1', <LanguageSwitcher customer />);
    await userEvent.setup().click(screen.getByRole('link', { name: 'मराठी' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(
      new URL(String(assign.mock.calls[0]?.[0])).pathname + new URL(String(assign.mock.calls[0]?.[0])).search,
    ).toBe('/faqs?x=1&lang=mr');
    expect(net.sent.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/customer/language', { language: 'mr' }],
    ]);
    expect(await languageOf(c.id)).toBe('mr');
  });

  it('is a plain link for a visitor: no call, the browser follows it', async () => {
    const net = connect(t, '');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const release = holdLinks();
    try {
      renderAt('/faqs', <LanguageSwitcher />);
      const hindi = screen.getByRole('link', { name: 'हिंदी' });
      expect(hindi.getAttribute('href')).toBe('/faqs?lang=hi');
      await userEvent.setup().click(hindi);
    } finally {
      release();
    }
    expect(net.sent).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });
});
