// A technician's time on the job: they start and stop their clock on an order assigned to them, on the
// order's row lock (and the partial unique index keeps one running session per technician and order). Their first
// start on a picked-up vehicle moves it In Service.
import { labourMinutes } from '@motomitra/domain/staff-work';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { labourSessions } from '../../db/schema.ts';
import { conflict, notFound } from '../../http-error.ts';
import { applyStatusMove, loadForUpdate } from '../operators/status-move.ts';
import type { Hooks } from '../orders/hooks.ts';
import { type Actor, recordEvent } from '../orders/timeline.ts';
import { mayTouch, type StaffCaller } from './access.ts';

const ALREADY_RUNNING = 'Your work on this order is already running: stop it first.';
const NOT_RUNNING = 'Your work on this order is not running: start it first.';
const NOT_IN_WORKSHOP = 'Work on an order starts once its vehicle is picked up, and before it goes back.';

export async function recordLabour(
  db: Db,
  hooks: Hooks,
  actor: Actor & StaffCaller,
  orderId: string,
  action: 'start' | 'stop',
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const o = await loadForUpdate(tx, orderId);
    if (!mayTouch(actor, o, 'job')) throw notFound('No such order.');
    const [running] = await tx
      .select()
      .from(labourSessions)
      .where(
        and(
          eq(labourSessions.orderId, o.id),
          eq(labourSessions.technicianId, actor.id),
          isNull(labourSessions.stoppedAt),
        ),
      );
    if (action === 'start') {
      if (running) throw conflict(ALREADY_RUNNING);
      if (o.status !== 'pickedUp' && o.status !== 'inService') throw conflict(NOT_IN_WORKSHOP);
      await tx.insert(labourSessions).values({ orderId: o.id, technicianId: actor.id, startedAt: now });
      await recordEvent(tx, o.id, actor, 'labour', null, null, 'Started work');
      if (o.status === 'pickedUp') await applyStatusMove(tx, hooks, actor, o, 'inService', 'Work started', now);
      return;
    }
    if (!running) throw conflict(NOT_RUNNING);
    // Never before its start (two instances' clocks may differ by a moment).
    const stoppedAt = new Date(Math.max(now.getTime(), running.startedAt.getTime()));
    await tx.update(labourSessions).set({ stoppedAt }).where(eq(labourSessions.id, running.id));
    const spent = labourMinutes([{ startedAt: running.startedAt, stoppedAt }], now);
    await recordEvent(tx, o.id, actor, 'labour', null, null, `Stopped work (${spent} min)`);
  });
}
