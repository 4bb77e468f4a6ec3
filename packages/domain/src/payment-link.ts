// Paying online: the answer that sends a customer to the gateway's page for their order, and what the gateway adds
// to the order's address when it sends them back.
import { z } from 'zod';

/** POST /api/orders/:id/payment/link: the address of the order's open payment link (the gateway's short_url). */
export const PaymentLinkResponseSchema = z.object({ success: z.literal(true), url: z.string().url() });
export type PaymentLinkResponse = z.infer<typeof PaymentLinkResponseSchema>;

/** The query parameter the gateway adds to the callback address, and its value once the link is paid. */
export const LINK_STATUS_PARAM = 'razorpay_payment_link_status';
export const LINK_PAID = 'paid';
