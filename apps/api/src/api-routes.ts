// The API's routes, all under /api (app.ts mounts them): the customer's and the public calls, and the garage console
// behind one operator check. The API describes itself from the same route schemas (GET /api/openapi.json).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingRoutes } from './modules/booking/routes.ts';
import { catalogueRoutes, opsCatalogueRoutes } from './modules/catalogue/routes.ts';
import { opsCouponRoutes } from './modules/coupons/routes.ts';
import { customerAccountRoutes, customerAuthRoutes } from './modules/customers/routes.ts';
import { enquiryRoutes, opsEnquiryRoutes } from './modules/enquiries/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { opsInspectionRoutes } from './modules/inspections/routes.ts';
import { customerCreditNoteRoutes, opsCreditNoteRoutes } from './modules/invoices/credit-note-routes.ts';
import { customerInvoiceRoutes, opsInvoiceRoutes } from './modules/invoices/routes.ts';
import { outboxRoutes } from './modules/notifications/routes.ts';
import { opsOrderRoutes } from './modules/operators/routes.ts';
import { payRoutes } from './modules/payments/pay-routes.ts';
import { paymentLinkRoutes } from './modules/payments/routes.ts';
import { testGatewayRoutes } from './modules/payments/test-gateway-page.ts';
import { razorpayWebhookRoutes } from './modules/payments/webhook.ts';
import { photoRoutes } from './modules/photos/routes.ts';
import { placeRoutes } from './modules/places/routes.ts';
import { opsPlanRoutes, planRoutes } from './modules/plans/routes.ts';
import { customerReminderRoutes, reminderLinkRoutes } from './modules/reminders/routes.ts';
import { opsReportRoutes } from './modules/reports/routes.ts';
import { opsReviewRoutes, productReviewRoutes } from './modules/reviews/routes.ts';
import { opsSlotRoutes } from './modules/slots/routes.ts';
import { opsStaffRoutes } from './modules/staff/routes.ts';
import { opsStaffWorkRoutes } from './modules/staff-work/routes.ts';
import { opsSubscriptionRoutes } from './modules/subscriptions/ops-routes.ts';
import { subscriptionRoutes } from './modules/subscriptions/routes.ts';
import { webhookRoutes } from './modules/webhooks/routes.ts';
import { requireStaff } from './plugins/sessions.ts';

export const apiRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get('/openapi.json', { schema: { hide: true } }, async () => api.swagger());
  await api.register(healthRoutes);
  await api.register(catalogueRoutes);
  await api.register(productReviewRoutes);
  await api.register(customerAuthRoutes);
  await api.register(customerAccountRoutes);
  await api.register(customerReminderRoutes);
  await api.register(reminderLinkRoutes);
  await api.register(bookingRoutes);
  await api.register(enquiryRoutes);
  await api.register(placeRoutes);
  // Yearly plans on sale (decision 0023).
  await api.register(planRoutes);
  await api.register(subscriptionRoutes);
  await api.register(customerInvoiceRoutes);
  // A refunded yearly plan's GST credit note (decision 0023).
  await api.register(customerCreditNoteRoutes);
  // Inspection photos: to the order's customer and the staff who may touch the order, never cached.
  await api.register(photoRoutes);
  // Meta's calls, signed with the app's secret (no session): WhatsApp's statuses and the customers' messages.
  await api.register(webhookRoutes);
  // The built-in test gateway's page, only when the shop runs without Razorpay keys (never in production).
  await api.register(testGatewayRoutes);
  // The payment gateway's calls, signed with the webhook secret (no session), and the customer's payment link.
  await api.register(razorpayWebhookRoutes);
  await api.register(paymentLinkRoutes);
  // The signed pay address of a payment request (no session): on to the order's payment link.
  await api.register(payRoutes);
  // The garage console (/api/ops/…): one staff check for all of it, each route naming the roles it serves
  // (ops-guard.test.ts walks every route as every role).
  await api.register(async (ops) => {
    ops.addHook('onRequest', requireStaff);
    await ops.register(opsInvoiceRoutes);
    await ops.register(opsCreditNoteRoutes);
    await ops.register(outboxRoutes);
    await ops.register(opsOrderRoutes);
    await ops.register(opsCatalogueRoutes);
    await ops.register(opsCouponRoutes);
    await ops.register(opsSlotRoutes);
    await ops.register(opsEnquiryRoutes);
    await ops.register(opsReviewRoutes);
    await ops.register(opsStaffRoutes);
    await ops.register(opsStaffWorkRoutes);
    await ops.register(opsInspectionRoutes);
    await ops.register(opsReportRoutes);
    await ops.register(opsPlanRoutes);
    await ops.register(opsSubscriptionRoutes);
  });
};
