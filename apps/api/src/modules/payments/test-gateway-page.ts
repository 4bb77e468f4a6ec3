// The built-in test gateway's page (no Razorpay keys, never production): /api/test-gateway/:linkId plays Razorpay's
// hosted page for one payment link (amount, order number, Pay and Cancel), and its Pay sends the signed
// payment_link.paid webhook to the shop's own /api/webhooks/razorpay, as Razorpay would, then sends the customer back
// to the order's page with what Razorpay adds to the callback address. A plain HTML form and no script, under the
// shop's CSP; the link's random id is all it takes, which only a test shop's fake money makes acceptable.

import { LANGUAGES, type Language, localizedPath } from '@motomitra/domain/language';
import { formatPaise } from '@motomitra/domain/money';
import { orderPagePath } from '@motomitra/domain/order-page';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { type PaymentLinkRow, paymentLinks } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http-error.ts';
import { gatewayOf } from './gateway.ts';
import { type PaidLink, paidCallbackQuery, paidEventBody, razorpaySignature, testId } from './paid-event.ts';

const METHODS = { upi: 'UPI app', card: 'Card', netbanking: 'Netbanking' } as const;
const Params = z.object({ linkId: z.string().min(1).max(100) });
/** The language of the order's page to go back to (the link's callback's, which its address carries). */
const Query = z.object({ lang: z.enum(LANGUAGES).catch('en') });
const PayForm = z.object({ method: z.enum(Object.keys(METHODS) as [keyof typeof METHODS]).default('upi') });

const html = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Registers the page and its Pay on `app` (under /api), only when the shop runs the built-in test gateway. */
export async function testGatewayRoutes(app: FastifyInstance) {
  if (gatewayOf(app).kind !== 'test') return;
  // The page's Pay is a form post: its body is parsed here only, for this plugin's routes.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get('/test-gateway/:linkId', { schema: { hide: true } }, async (request, reply) => {
    const link = await findLink(app, request.params);
    return page(reply, link, Query.parse(request.query ?? {}).lang);
  });

  app.post(
    '/test-gateway/:linkId/pay',
    { schema: { hide: true }, config: { formPost: true } },
    async (request, reply) => {
      const link = await findLink(app, request.params);
      const form = PayForm.safeParse(request.body ?? {});
      // The page sends one of its choices: anything else comes from no page of ours.
      if (!form.success) throw badRequest('The request is not valid.');
      const { method } = form.data;
      const back = orderPage(link, Query.parse(request.query ?? {}).lang);
      if (link.status !== 'created') return reply.redirect(back, 303);
      const paid: PaidLink = {
        linkId: link.gatewayLinkId,
        shortUrl: link.shortUrl,
        amountPaise: link.amountPaise,
        referenceId: link.referenceId,
      };
      const paymentId = testId('pay');
      const body = paidEventBody(paid, { paymentId, method, at: app.now() });
      const secret = app.config.payments.gateway.webhookSecret;
      const delivered = await app.inject({
        method: 'POST',
        url: '/api/webhooks/razorpay',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': razorpaySignature(body, secret),
          'x-razorpay-event-id': testId('evt'),
        },
        payload: body,
      });
      // Razorpay sends the customer back whatever became of its webhook; the shop's reconcile job catches up later.
      if (delivered.statusCode >= 300)
        request.log.warn({ status: delivered.statusCode }, 'test gateway webhook refused');
      return reply.redirect(`${back}&${paidCallbackQuery(paid, paymentId, secret)}`, 303);
    },
  );
}

/**
 * The order's page in `language` (a yearly plan's link: the plans page, decision 0023): the link's callback, never an
 * address a request names.
 */
const orderPage = (link: PaymentLinkRow, language: Language) =>
  localizedPath(
    link.orderId ? orderPagePath(link.orderId) : `/Subscription?subscription=${link.subscriptionId}`,
    language,
  );

async function findLink(app: FastifyInstance, params: unknown): Promise<PaymentLinkRow> {
  const parsed = Params.safeParse(params);
  if (!parsed.success) throw notFound();
  const [link] = await app.db.select().from(paymentLinks).where(eq(paymentLinks.gatewayLinkId, parsed.data.linkId));
  if (!link) throw notFound();
  return link;
}

/** The hosted page of `link`: Pay while it is open, else what became of it; a way back to the order either way. */
function page(reply: FastifyReply, link: PaymentLinkRow, language: Language) {
  const amount = html(formatPaise(link.amountPaise));
  const order = html(link.referenceId);
  const back = html(orderPage(link, language));
  const action = `/api/test-gateway/${encodeURIComponent(link.gatewayLinkId)}/pay?lang=${language}`;
  const open = link.status === 'created';
  const choices = Object.entries(METHODS)
    .map(
      ([value, label], i) =>
        `<p><label><input type="radio" name="method" value="${value}"${i === 0 ? ' checked' : ''}> ${label}</label></p>`,
    )
    .join('\n');
  const body = open
    ? `<form method="post" action="${html(action)}">
<fieldset><legend>Pay with</legend>
${choices}
</fieldset>
<p><button type="submit">Pay ${amount} (test)</button></p>
</form>
<p><a href="${back}">Cancel and go back to the order</a></p>`
    : `<p>This payment link is ${html(link.status)}.</p>
<p><a href="${back}">Back to the order</a></p>`;
  // The shop's no-referrer makes a browser send "Origin: null" with a form post, which the CSRF check refuses: from
  // this page, its own origin goes with Pay.
  reply.header('referrer-policy', 'same-origin');
  return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${amount} for order ${order} – test payment gateway</title>
</head>
<body>
<main>
<h1>Test payment gateway</h1>
<p>No money moves here: this page stands in for Razorpay while the shop runs without Razorpay keys.</p>
<p>Order <strong>${order}</strong></p>
<p>Amount <strong>${amount}</strong></p>
${body}
</main>
</body>
</html>
`);
}
