import { describe, expect, it } from 'vitest';
import { menuLinks } from './menu-links.ts';

const paths = (links: { to: string }[]) => links.map((l) => l.to);

describe('the side menu’s links', () => {
  it('offers a visitor the shop alone, before the session is known too', () => {
    expect(paths(menuLinks({ isLoggedIn: false, role: null }))).toEqual(['/shop']);
    expect(paths(menuLinks(null))).toEqual(['/shop']);
  });

  it('offers a customer the shop and their own pages', () => {
    expect(menuLinks({ isLoggedIn: true, role: 'customer' })).toEqual([
      { to: '/shop', label: 'Book a service' },
      { to: '/Subscription', label: expect.any(String) },
      { to: '/cart', label: expect.any(String) },
      { to: '/addmyvehiclenew', label: expect.any(String) },
      { to: '/my-account', label: expect.any(String) },
    ]);
  });

  it('offers an operator the console’s sections instead of the shop', () => {
    const links = paths(menuLinks({ isLoggedIn: true, role: 'operator' }));
    expect(links[0]).toBe('/ops');
    expect(links).toContain('/ops/coupons');
    expect(links).not.toContain('/shop');
    expect(links).not.toContain('/cart');
  });

  it('offers a member of staff the sections of their role (ops-links.ts)', () => {
    expect(paths(menuLinks({ isLoggedIn: true, role: 'operator', staffRole: 'admin' }))).toContain('/ops/staff');
    expect(paths(menuLinks({ isLoggedIn: true, role: 'operator', staffRole: 'advisor' }))).not.toContain('/ops/staff');
    expect(paths(menuLinks({ isLoggedIn: true, role: 'operator', staffRole: 'admin' }))).toContain('/ops/plans');
    expect(paths(menuLinks({ isLoggedIn: true, role: 'operator', staffRole: 'advisor' }))).not.toContain('/ops/plans');
    expect(menuLinks({ isLoggedIn: true, role: 'operator', staffRole: 'rider' })).toEqual([
      { to: '/ops/runs', label: 'My runs' },
    ]);
  });
});
