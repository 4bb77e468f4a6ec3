// The whole Drizzle schema as one object, for the query builder and drizzle-kit.
export * from './schema/catalogue.ts';
export * from './schema/channels.ts';
export * from './schema/conversations.ts';
export * from './schema/coupons.ts';
export * from './schema/customers.ts';
export * from './schema/enquiries.ts';
export * from './schema/inspection-items.ts';
export * from './schema/inspections.ts';
export * from './schema/operations.ts';
export * from './schema/orders.ts';
export * from './schema/outbox.ts';
export * from './schema/payments.ts';
export * from './schema/plans.ts';
export * from './schema/staff-work.ts';
export * from './schema/subscriptions.ts';
