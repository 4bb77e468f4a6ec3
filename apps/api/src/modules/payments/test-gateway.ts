// The built-in test gateway (no Razorpay keys, never production): a link is only our payment_links row, its page is
// /api/test-gateway/:linkId on the shop itself, and paying there sends the same signed webhook Razorpay would.
import { createHash } from 'node:crypto';
import { splitLanguage } from '@motomitra/domain/language';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paymentLinks } from '../../db/schema.ts';
import type { Gateway, GatewayLink } from './gateway.ts';
import { testId } from './paid-event.ts';

export function testGateway(app: FastifyInstance): Gateway {
  return {
    kind: 'test',
    createLink: async (input) => {
      const linkId = testId('plink');
      return {
        id: linkId,
        // The page sends the customer back to the callback's language (test-gateway-page.ts), since only the link's
        // row outlives this call.
        shortUrl: `${app.config.publicUrl}/api/test-gateway/${linkId}?lang=${splitLanguage(new URL(input.callbackUrl).pathname).language ?? 'en'}`,
        status: 'created',
        amountPaise: input.amountPaise,
        amountPaidPaise: 0,
        referenceId: input.referenceId,
        payments: [],
      };
    },
    fetchLink: async (linkId) => {
      const [row] = await app.db.select().from(paymentLinks).where(eq(paymentLinks.gatewayLinkId, linkId));
      if (!row) throw new Error(`The test gateway has no link ${linkId}.`);
      const paymentId = row.gatewayPaymentId;
      const link: GatewayLink = {
        id: row.gatewayLinkId,
        shortUrl: row.shortUrl,
        status: row.status,
        amountPaise: row.amountPaise,
        amountPaidPaise: paymentId === null ? 0 : row.amountPaise,
        referenceId: row.referenceId,
        payments:
          paymentId === null
            ? []
            : [
                {
                  paymentId,
                  amountPaise: row.amountPaise,
                  method: row.method ?? 'upi',
                  at: row.paidAt ?? row.createdAt,
                },
              ],
      };
      return link;
    },
    // Our row says the link is cancelled: the test gateway has nothing else to tell.
    cancelLink: async () => {},
    // Idempotent as Razorpay's with its key: the same key is the same refund.
    refund: async (_paymentId, _amountPaise, _notes, key) => ({
      id: `rfnd_test${createHash('sha256').update(key).digest('hex').slice(0, 14)}`,
      status: 'processed',
    }),
  };
}
