import { ADMIN_ONLY, DESK, STAFF_ROLES } from '@motomitra/domain/staff';
import { describe, expect, it } from 'vitest';
import { opsHomeFor, opsLinksFor, opsMayOpen } from './ops-links.ts';

const paths = (role: Parameters<typeof opsLinksFor>[0]) => opsLinksFor(role).map((l) => l.to);
const DESK_SCREENS = [
  '/ops',
  '/ops/catalogue',
  '/ops/coupons',
  '/ops/slots',
  '/ops/enquiries',
  '/ops/reviews',
  '/ops/settlement',
  '/ops/outbox',
  // The plans sold and their breakdown calls (decision 0023).
  '/ops/subscriptions',
];

describe('the console’s sections by role', () => {
  it('give an admin every desk screen and the admins’ screens, an advisor the desk as before roles', () => {
    expect(paths('admin')).toEqual([...DESK_SCREENS, '/ops/reports', '/ops/staff', '/ops/checklists', '/ops/plans']);
    expect(paths('advisor')).toEqual(DESK_SCREENS);
  });

  it('let a technician open a workshop inspection and a rider a pickup inspection, and nothing else of an order', () => {
    expect(opsMayOpen('technician', '/ops/orders/abc/inspection/workshop')).toBe(true);
    expect(opsMayOpen('technician', '/ops/orders/abc/inspection/pickup')).toBe(false);
    expect(opsMayOpen('technician', '/ops/orders/abc')).toBe(false);
    expect(opsMayOpen('rider', '/ops/orders/abc/inspection/pickup')).toBe(true);
    expect(opsMayOpen('rider', '/ops/orders/abc/inspection/workshop')).toBe(false);
    expect(opsMayOpen('rider', '/ops/orders/abc/inspection/pickup/x')).toBe(false);
  });

  it('give a technician only their jobs and a rider only their runs', () => {
    expect(opsLinksFor('technician')).toEqual([{ to: '/ops/jobs', label: 'ops.nav.myJobs', end: false }]);
    expect(opsLinksFor('rider')).toEqual([{ to: '/ops/runs', label: 'ops.nav.myRuns', end: false }]);
  });

  it('follow the API’s roles: a desk screen for the desk, Staff and Yearly plans for admins only', () => {
    for (const role of STAFF_ROLES) {
      expect(paths(role).includes('/ops/coupons'), role).toBe(DESK.includes(role));
      expect(paths(role).includes('/ops/staff'), role).toBe(ADMIN_ONLY.includes(role));
      expect(paths(role).includes('/ops/plans'), role).toBe(ADMIN_ONLY.includes(role));
    }
  });

  it('land each role on its first screen', () => {
    expect(opsHomeFor('admin')).toBe('/ops');
    expect(opsHomeFor('advisor')).toBe('/ops');
    expect(opsHomeFor('technician')).toBe('/ops/jobs');
    expect(opsHomeFor('rider')).toBe('/ops/runs');
  });

  it('give an operator whose role the page was not told the desk', () => {
    expect(paths(undefined)).toEqual(DESK_SCREENS);
    expect(opsHomeFor(undefined)).toBe('/ops');
  });
});

describe('the screens a role may open', () => {
  it('are its sections and the pages under them, an order’s page under the board', () => {
    expect(opsMayOpen('advisor', '/ops')).toBe(true);
    expect(opsMayOpen('advisor', '/ops/')).toBe(true);
    expect(opsMayOpen('advisor', '/ops/orders/5f0c')).toBe(true);
    expect(opsMayOpen('advisor', '/ops/coupons')).toBe(true);
    expect(opsMayOpen('admin', '/ops/staff')).toBe(true);
    expect(opsMayOpen('admin', '/ops/plans')).toBe(true);
    expect(opsMayOpen('technician', '/ops/jobs')).toBe(true);
    expect(opsMayOpen('technician', '/ops/jobs/5f0c')).toBe(true);
    expect(opsMayOpen('rider', '/ops/runs')).toBe(true);
  });

  it('are not another role’s', () => {
    expect(opsMayOpen('advisor', '/ops/staff')).toBe(false);
    expect(opsMayOpen('advisor', '/ops/plans')).toBe(false);
    expect(opsMayOpen('technician', '/ops')).toBe(false);
    expect(opsMayOpen('technician', '/ops/orders/5f0c')).toBe(false);
    expect(opsMayOpen('technician', '/ops/runs')).toBe(false);
    expect(opsMayOpen('rider', '/ops/coupons')).toBe(false);
    expect(opsMayOpen('rider', '/ops/jobs')).toBe(false);
    // A prefix of a section's name is not the section.
    expect(opsMayOpen('admin', '/ops/staffroom')).toBe(false);
    expect(opsMayOpen('admin', '/ops/jobs')).toBe(false);
  });
});
