// The console by role (decision 0021) in a DOM: the console's guard and navigation as the route table nests them, for a
// member of staff with each role. An admin is offered Staff and Yearly plans, an advisor the desk without them; a
// technician or a rider opening the bookings board is sent on to their own screen, and offered only it; a screen of
// another role says it is not theirs. The session is set as the page's handover sets it.

import type { StaffRole } from '@motomitra/domain/staff';
import { screen, within } from '@testing-library/react';
import { useRoutes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireOperator } from '../src/app/guards.tsx';
import { LOGGED_OUT, setSession } from '../src/features/auth/session.ts';
import { OpsLayout } from '../src/features/ops/components/ops-layout.tsx';
import { renderAt } from './harness.tsx';

afterEach(() => setSession(LOGGED_OUT));

/** The /ops branch of app/routes.tsx, each screen a heading naming itself. */
function Console() {
  const screenOf = (name: string) => <h1>{name} screen</h1>;
  return useRoutes([
    {
      path: 'ops',
      element: <RequireOperator />,
      children: [
        {
          element: <OpsLayout />,
          children: [
            { index: true, element: screenOf('board') },
            { path: 'coupons', element: screenOf('coupons') },
            { path: 'staff', element: screenOf('staff') },
            { path: 'plans', element: screenOf('plans') },
            { path: 'jobs', element: screenOf('jobs') },
            { path: 'runs', element: screenOf('runs') },
          ],
        },
      ],
    },
  ]);
}

function openAs(role: StaffRole, path: string) {
  setSession({ isLoggedIn: true, role: 'operator', staffRole: role });
  renderAt(path, <Console />);
}
const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Garage console' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('the console by role', () => {
  it('offers an admin the desk, Reports, Staff, Checklists and Yearly plans', async () => {
    openAs('admin', '/ops/staff');
    await screen.findByRole('heading', { name: 'staff screen' });
    expect(navLinks()).toEqual([
      'Bookings',
      'Catalogue',
      'Coupons',
      'Slots',
      'Enquiries',
      'Reviews',
      'Settlement',
      'Outbox',
      'Plans sold',
      'Reports',
      'Staff',
      'Checklists',
      'Yearly plans',
    ]);
  });

  it('offers an advisor the desk without Staff, and tells them Staff is not for their role', async () => {
    openAs('advisor', '/ops/staff');
    await screen.findByText('This part of the console is not for your role.');
    expect(screen.queryByRole('heading', { name: 'staff screen' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your screens' }).getAttribute('href')).toBe('/ops');
  });

  it('tells an advisor the yearly plans are for admins (decision 0023)', async () => {
    openAs('advisor', '/ops/plans');
    await screen.findByText('This part of the console is not for your role.');
    expect(screen.queryByRole('heading', { name: 'plans screen' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your screens' }).getAttribute('href')).toBe('/ops');
  });

  it.each([
    ['technician', '/ops/jobs', 'jobs', 'My jobs'],
    ['rider', '/ops/runs', 'runs', 'My runs'],
  ] as const)('sends a %s from the board to %s, their only screen', async (role, home, name, link) => {
    openAs(role, '/ops');
    await screen.findByRole('heading', { name: `${name} screen` });
    expect(window.location.pathname).toBe(home);
    expect(screen.queryByRole('heading', { name: 'board screen' })).toBeNull();
    expect(navLinks()).toEqual([link]);
  });

  it('tells a rider the coupons are not theirs, with the way to their runs', async () => {
    openAs('rider', '/ops/coupons');
    await screen.findByText('This part of the console is not for your role.');
    expect(screen.queryByRole('heading', { name: 'coupons screen' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your screens' }).getAttribute('href')).toBe('/ops/runs');
  });
});
