// The reconcile job of an API process: nothing is lost when a webhook is. Every few minutes it asks the gateway about
// links still open 15 minutes after they were made, settles a paid one through settlePaidLink (the webhook's own
// exactly-once path), marks an expired or cancelled one, and retries a refund the gateway refused before (an order's,
// or a yearly plan's: subscriptions/refunds.ts). One process runs it at a time (a transaction-scoped advisory lock);
// the others skip that run.
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type PaymentLinkRow, paymentLinks } from '../../db/schema.ts';
import { repeatEvery } from '../../repeat.ts';
import { planRefundsDue, refundPlanPayment } from '../subscriptions/refunds.ts';
import { gatewayOf } from './gateway.ts';
import { refundPaidAfterCancel, refundsDue } from './refunds.ts';
import { type SettleOutcome, settlePaidLink } from './settle.ts';

export const RECONCILE_EVERY_MS = 5 * 60_000;
/** A link younger than this is left to its webhook. */
export const OPEN_LINK_GRACE_MS = 15 * 60_000;
const BATCH = 50;
/** The advisory lock's key: one reconcile run at a time over all processes. */
const LOCK_KEY = sql`hashtext('payments:reconcile')`;

export type ReconcileRun = {
  /** False when another process held the run. */
  ran: boolean;
  settled: SettleOutcome[];
  closed: number;
  refunded: number;
};

export type ReconcileJob = {
  runNow(): Promise<ReconcileRun>;
  /** Runs now and then every RECONCILE_EVERY_MS; returns stop, which waits for a run in progress. */
  start(): () => Promise<void>;
};

/** What the gateway says of one open link, done: settled when paid, closed when expired or cancelled. */
async function reconcileLink(app: FastifyInstance, link: PaymentLinkRow, run: ReconcileRun) {
  const seen = await gatewayOf(app).fetchLink(link.gatewayLinkId);
  if (seen.status === 'paid') {
    for (const payment of seen.payments) {
      run.settled.push(
        await settlePaidLink(app, { ...payment, linkId: link.gatewayLinkId, referenceId: seen.referenceId }),
      );
    }
  } else if (seen.status === 'expired' || seen.status === 'cancelled') {
    const closed = await app.db
      .update(paymentLinks)
      .set({ status: seen.status, cancelledAt: app.now() })
      .where(and(eq(paymentLinks.id, link.id), eq(paymentLinks.status, 'created')))
      .returning({ id: paymentLinks.id });
    run.closed += closed.length;
  }
}

async function reconcileOnce(app: FastifyInstance): Promise<ReconcileRun> {
  const run: ReconcileRun = { ran: false, settled: [], closed: 0, refunded: 0 };
  await app.db.transaction(async (tx) => {
    const locked = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as locked`);
    if (!locked.rows[0]?.locked) return;
    run.ran = true;
    const before = new Date(app.now().getTime() - OPEN_LINK_GRACE_MS);
    const open = await app.db
      .select()
      .from(paymentLinks)
      .where(and(eq(paymentLinks.status, 'created'), lt(paymentLinks.createdAt, before)))
      .orderBy(asc(paymentLinks.createdAt))
      .limit(BATCH);
    for (const link of open) {
      try {
        await reconcileLink(app, link, run);
      } catch (err) {
        // Ids only: the next run asks again.
        app.log.error({ err, linkId: link.gatewayLinkId }, 'reconciling a payment link failed');
      }
    }
    for (const id of await refundsDue(app, BATCH)) {
      try {
        if ((await refundPaidAfterCancel(app, id)) === 'refunded') run.refunded++;
      } catch (err) {
        app.log.error({ err, linkId: id }, 'refund after cancel failed');
      }
    }
    // A yearly plan's payments to give back (decision 0023): cancelled within 14 days, or paid for nothing.
    for (const id of await planRefundsDue(app, BATCH)) {
      try {
        if ((await refundPlanPayment(app, id)) === 'refunded') run.refunded++;
      } catch (err) {
        app.log.error({ err, linkId: id }, 'plan refund failed');
      }
    }
  });
  return run;
}

export function reconcileJob(app: FastifyInstance): ReconcileJob {
  const runNow = () => reconcileOnce(app);
  return {
    runNow,
    start: () =>
      repeatEvery(RECONCILE_EVERY_MS, async () => {
        try {
          const run = await runNow();
          if (run.settled.length || run.closed || run.refunded) {
            app.log.info(
              { settled: run.settled.length, closed: run.closed, refunded: run.refunded },
              'payment links reconciled',
            );
          }
        } catch (err) {
          app.log.error({ err }, 'reconciling payment links failed');
        }
      }),
  };
}
