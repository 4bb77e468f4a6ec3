// The payment gateway as the shop sees it: payment links for an order's amount, what became of them, and refunds.
// Razorpay's Payment Links with keys (razorpay-client.ts); without them, outside production, the built-in test gateway
// (test-gateway.ts), whose page plays Razorpay's hosted page and sends the same signed webhook.
import type { FastifyInstance } from 'fastify';
import { razorpayGateway } from './razorpay-client.ts';
import { testGateway } from './test-gateway.ts';

export type LinkStatus = 'created' | 'partially_paid' | 'paid' | 'cancelled' | 'expired';
export type GatewayPayment = { paymentId: string; amountPaise: number; method: string; at: Date };
export type GatewayLink = {
  id: string;
  shortUrl: string;
  status: LinkStatus;
  amountPaise: number;
  amountPaidPaise: number;
  referenceId: string;
  payments: GatewayPayment[];
};
export type CreateLinkInput = {
  amountPaise: number;
  referenceId: string;
  description: string;
  customer: { name: string; contact: string; email: string | null };
  callbackUrl: string;
};
export type Gateway = {
  /** 'razorpay' with keys; 'test' = the built-in test gateway (npm start without keys, never production). */
  kind: 'razorpay' | 'test';
  createLink(input: CreateLinkInput): Promise<GatewayLink>;
  fetchLink(id: string): Promise<GatewayLink>;
  cancelLink(id: string): Promise<void>;
  /**
   * A full or part refund of a payment. `key` (10+ letters, digits, - and _) makes it idempotent: asked again with the
   * same key and body, the gateway answers the refund it made and makes no second (a refund whose answer was lost, or
   * whose recording rolled back, is asked for again safely).
   */
  refund(
    paymentId: string,
    amountPaise: number,
    notes: Record<string, string>,
    key: string,
  ): Promise<{ id: string; status: string }>;
};

const gateways = new WeakMap<FastifyInstance, Gateway>();

/** The gateway app.config.payments.gateway names, one per app. */
export function gatewayOf(app: FastifyInstance): Gateway {
  let gateway = gateways.get(app);
  if (!gateway) {
    const config = app.config.payments.gateway;
    gateway = config.kind === 'razorpay' ? razorpayGateway(config) : testGateway(app);
    gateways.set(app, gateway);
  }
  return gateway;
}

/** The idempotency key of the refund of the payment a link holds: one refund per link, however often it is asked for. */
export const refundKey = (linkId: string) => `refund-${linkId}`;
