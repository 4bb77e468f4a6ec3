// The operator console's sections: its own navigation bar, and the side menu an operator gets instead of the
// customer's.
export const OPS_LINKS = [
  { to: '/ops', label: 'ops.nav.bookings', end: true },
  { to: '/ops/catalogue', label: 'ops.nav.catalogue', end: false },
  { to: '/ops/coupons', label: 'ops.nav.coupons', end: false },
  { to: '/ops/slots', label: 'ops.nav.slots', end: false },
  { to: '/ops/enquiries', label: 'ops.nav.enquiries', end: false },
  { to: '/ops/reviews', label: 'ops.nav.reviews', end: false },
  { to: '/ops/settlement', label: 'ops.nav.settlement', end: false },
  // Admins only (the API refuses the rest); the role-aware navigation (ops-nav.ts, issue 26) is to hide it from them.
  { to: '/ops/reports', label: 'ops.nav.reports', end: false },
  { to: '/ops/outbox', label: 'ops.nav.outbox', end: false },
] as const;
