// The garage console's sections by role (decision 0021), in one list: the console's navigation bar, the side menu a
// member of staff gets instead of the customer's, the screen each role lands on, and the paths the console's guard
// lets each role open. The API refuses a role on its own (config.staff on each /api/ops route); this list only keeps
// the console from offering a screen whose calls would be refused. Types only from the domain: the shell loads this.
import type { StaffRole } from '@motomitra/domain/staff';
import type { CoreKey } from '../i18n/t.ts';

export type OpsLink = { to: string; label: CoreKey; end: boolean };

const DESK: readonly StaffRole[] = ['admin', 'advisor'];

/** Each section: its link, the roles it is for, and the paths under it that are not links of their own. */
const SECTIONS: (OpsLink & { roles: readonly StaffRole[]; also?: readonly (string | RegExp)[] })[] = [
  { to: '/ops', label: 'ops.nav.bookings', end: true, roles: DESK, also: ['/ops/orders'] },
  { to: '/ops/catalogue', label: 'ops.nav.catalogue', end: false, roles: DESK },
  { to: '/ops/coupons', label: 'ops.nav.coupons', end: false, roles: DESK },
  { to: '/ops/slots', label: 'ops.nav.slots', end: false, roles: DESK },
  { to: '/ops/enquiries', label: 'ops.nav.enquiries', end: false, roles: DESK },
  { to: '/ops/reviews', label: 'ops.nav.reviews', end: false, roles: DESK },
  { to: '/ops/settlement', label: 'ops.nav.settlement', end: false, roles: DESK },
  { to: '/ops/outbox', label: 'ops.nav.outbox', end: false, roles: DESK },
  { to: '/ops/subscriptions', label: 'ops.nav.soldPlans', end: false, roles: DESK },
  { to: '/ops/reports', label: 'ops.nav.reports', end: false, roles: ['admin'] },
  { to: '/ops/staff', label: 'ops.nav.staff', end: false, roles: ['admin'] },
  { to: '/ops/checklists', label: 'ops.nav.checklists', end: false, roles: ['admin'] },
  { to: '/ops/plans', label: 'ops.nav.plans', end: false, roles: ['admin'] },
  // A technician's and a rider's own screens (their assigned jobs, their pickup and drop runs), and the inspection
  // each records from there (the API checks the order is theirs).
  {
    to: '/ops/jobs',
    label: 'ops.nav.myJobs',
    end: false,
    roles: ['technician'],
    also: [/^\/ops\/orders\/[^/]+\/inspection\/workshop$/],
  },
  {
    to: '/ops/runs',
    label: 'ops.nav.myRuns',
    end: false,
    roles: ['rider'],
    also: [/^\/ops\/orders\/[^/]+\/inspection\/pickup$/],
  },
];

/**
 * An operator whose role the page was not told (a page rendered before roles existed) gets the console as it was
 * then, the desk's; the API decides what they may do either way.
 */
const roleOf = (role: StaffRole | undefined): StaffRole => role ?? 'advisor';

const sectionsFor = (role: StaffRole | undefined) => SECTIONS.filter((s) => s.roles.includes(roleOf(role)));

/** The console's links a member of staff with `role` is shown, in the navigation's order. */
export function opsLinksFor(role: StaffRole | undefined): OpsLink[] {
  return sectionsFor(role).map(({ to, label, end }) => ({ to, label, end }));
}

/** Where a member of staff with `role` starts: the first of their sections (the bookings board for the desk). */
export function opsHomeFor(role: StaffRole | undefined): string {
  return sectionsFor(role)[0]?.to ?? '/ops';
}

const within = (path: string, section: string) => path === section || path.startsWith(`${section}/`);

/** Whether the console's app path `path` is one of the sections of `role`, or a page under one. */
export function opsMayOpen(role: StaffRole | undefined, path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return sectionsFor(role).some(
    (s) =>
      (s.end ? clean === s.to : within(clean, s.to)) ||
      (s.also ?? []).some((a) => (typeof a === 'string' ? within(clean, a) : a.test(clean))),
  );
}
