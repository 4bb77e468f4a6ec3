// Two API instances (two pools, two ports) on one fresh, migrated and seeded database, for the concurrency tests:
// real parallel HTTP requests race as they would behind a load balancer.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, testConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import type { BookingTestApp } from './booking.ts';
import { createTestDatabase } from './test-app.ts';

export type Instance = { app: FastifyInstance; database: Database; url: string };
export type TwoInstances = {
  instances: [Instance, Instance];
  /** The first instance, for the fixtures (customers, vehicles, cart items) a test sets up before racing. */
  t: BookingTestApp;
  /** The fresh database (its URL, for a second session that holds locks). */
  fresh: Awaited<ReturnType<typeof createTestDatabase>>;
  close(): Promise<void>;
};

/**
 * `clock`: the instances' shared clock (app.now), for jobs that run by the date; `config`: settings both share (a
 * fake gateway's address, say).
 */
export async function startTwoInstances(
  options: { clock?: () => Date; config?: Partial<Config> } = {},
): Promise<TwoInstances> {
  const fresh = await createTestDatabase('seeded');
  const config: Config = testConfig({ ...options.config, database: fresh.config });
  const start = async (): Promise<Instance> => {
    const database = await openDatabase(config.database);
    const app = await buildApp(config, { database, ...(options.clock ? { clock: options.clock } : {}) });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, database, url };
  };
  const instances: [Instance, Instance] = [await start(), await start()];
  return {
    instances,
    t: { app: instances[0].app, database: instances[0].database, config },
    fresh,
    async close() {
      for (const i of instances) {
        await i.app.close();
        await i.database.close();
      }
      await fresh.drop();
    },
  };
}
