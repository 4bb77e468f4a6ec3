// /api/ops/*: the operator console's calls (401 for visitors, 403 for customers, one hook for the prefix),
// and the customer's side of payment: the payment sheet and the UTR submission.
import { SuccessMessageSchema } from '@motomitra/domain/accounts';
import { upiPayLink } from '@motomitra/domain/invoice';
import { canViewPaymentSheet } from '@motomitra/domain/lifecycle';
import { paiseToRupees } from '@motomitra/domain/money';
import {
  CancelBodySchema,
  ConfirmPaymentBodySchema,
  JobItemBodySchema,
  MoveStatusBodySchema,
  OpsOrderResponseSchema,
  OpsOrdersQuerySchema,
  OpsOrdersResponseSchema,
  PaymentSheetSchema,
  SubmitPaymentBodySchema,
} from '@motomitra/domain/ops';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict } from '../../http-error.ts';
import { requireSession, sessionOf } from '../../plugins/sessions.ts';
import { type Actor, finalPaise, ownOrder } from '../orders/service.ts';
import { orderHooks } from './hooks.ts';
import {
  addJobItem,
  cancelByOperator,
  confirmPayment,
  getOpsOrder,
  listOrders,
  moveStatus,
  removeJobItem,
  requestPayment,
  submitPayment,
} from './service.ts';

const IdParams = z.object({ id: z.string().max(100) });
const ItemParams = z.object({ id: z.string().max(100), itemId: z.string().max(100) });
const OrderAnswer = { 200: OpsOrderResponseSchema };

function actorOf(request: FastifyRequest): Actor {
  const s = sessionOf(request);
  return { id: s.customerId, role: s.role, name: s.name };
}

export const opsOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const hooks = orderHooks(app);
  const answer = async (id: string) => ({ success: true as const, order: await getOpsOrder(app.db, id) });

  app.get(
    '/ops/orders',
    { schema: { querystring: OpsOrdersQuerySchema, response: { 200: OpsOrdersResponseSchema } } },
    async (request) => ({
      success: true as const,
      ...(await listOrders(app.db, request.query)),
    }),
  );

  app.get('/ops/orders/:id', { schema: { params: IdParams, response: OrderAnswer } }, async (request) =>
    answer(request.params.id),
  );

  app.post(
    '/ops/orders/:id/status',
    { schema: { params: IdParams, body: MoveStatusBodySchema, response: OrderAnswer } },
    async (request) => {
      await moveStatus(app.db, hooks, actorOf(request), request.params.id, request.body.to, request.body.note);
      return answer(request.params.id);
    },
  );

  app.post(
    '/ops/orders/:id/cancel',
    { schema: { params: IdParams, body: CancelBodySchema, response: OrderAnswer } },
    async (request) => {
      await cancelByOperator(app.db, hooks, actorOf(request), request.params.id, request.body.reason);
      return answer(request.params.id);
    },
  );

  app.post(
    '/ops/orders/:id/items',
    { schema: { params: IdParams, body: JobItemBodySchema, response: OrderAnswer } },
    async (request) => {
      await addJobItem(app.db, actorOf(request), request.params.id, request.body);
      return answer(request.params.id);
    },
  );

  app.delete(
    '/ops/orders/:id/items/:itemId',
    { schema: { params: ItemParams, response: OrderAnswer } },
    async (request) => {
      await removeJobItem(app.db, actorOf(request), request.params.id, request.params.itemId);
      return answer(request.params.id);
    },
  );

  app.post(
    '/ops/orders/:id/request-payment',
    { schema: { params: IdParams, response: OrderAnswer } },
    async (request) => {
      await requestPayment(app.db, hooks, actorOf(request), request.params.id);
      return answer(request.params.id);
    },
  );

  app.post(
    '/ops/orders/:id/confirm-payment',
    { schema: { params: IdParams, body: ConfirmPaymentBodySchema, response: OrderAnswer } },
    async (request) => {
      await confirmPayment(app.db, hooks, actorOf(request), request.params.id, request.body);
      return answer(request.params.id);
    },
  );
};

/** The customer's side of paying: the sheet (UPI link, bank details) and the UTR they submit. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);

  app.get(
    '/orders/:id/payment',
    { schema: { params: IdParams, response: { 200: PaymentSheetSchema } } },
    async (request) => {
      const o = await ownOrder(app.db, sessionOf(request).customerId, request.params.id);
      if (!canViewPaymentSheet(o.status, o.paymentStatus)) {
        throw conflict('This order is not waiting for a payment.');
      }
      const p = app.config.payments;
      const amountPaise = finalPaise(o);
      return {
        success: true as const,
        OID: o.oid,
        amount: paiseToRupees(amountPaise),
        upiLink: upiPayLink({ vpa: p.upiVpa, payeeName: p.payeeName, amountPaise, reference: o.oid }),
        payeeName: p.payeeName,
        vpa: p.upiVpa,
        bank: p.bank,
        paymentStatus: o.paymentStatus,
        paymentReference: o.paymentReference,
      };
    },
  );

  app.post(
    '/orders/:id/payment',
    { schema: { params: IdParams, body: SubmitPaymentBodySchema, response: { 200: SuccessMessageSchema } } },
    async (request) => {
      await submitPayment(app.db, actorOf(request), request.params.id, request.body.reference);
      return { success: true, message: 'Thank you. We will confirm your payment shortly.' };
    },
  );
};
