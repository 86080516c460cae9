import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventChannel, type RealtimeHub } from '../../src/server/realtime/hub.ts';
import { createInProcessHub } from '../../src/server/realtime/in-process-hub.ts';
import { createPostgresHub } from '../../src/server/realtime/postgres-hub.ts';
import type { ServerMessage } from '../../src/shared/protocol/socket.ts';

const log = Fastify({ logger: false }).log;

function collect(hub: RealtimeHub) {
  const received: ServerMessage[] = [];
  hub.subscribe((message) => received.push(message));
  return received;
}

describe('in-process hub', () => {
  it('delivers to subscribers until they unsubscribe', async () => {
    const hub = createInProcessHub();
    const received: ServerMessage[] = [];
    const unsubscribe = hub.subscribe((message) => received.push(message));
    await hub.publish({ type: 'listitem', orderId: 3 });
    unsubscribe();
    await hub.publish({ type: 'feature' });
    expect(received).toEqual([{ type: 'listitem', orderId: 3 }]);
    await hub.close();
  });
});

describe('event channel', () => {
  it('is named after the schema, within PostgreSQL’s 63-byte identifiers', () => {
    expect(eventChannel(undefined)).toBe('werkplaats_events');
    expect(eventChannel('test_ab12')).toBe('werkplaats_events_test_ab12');
    expect(() => eventChannel('s'.repeat(50))).toThrow(/too long/);
  });
});

if (process.env.DATABASE_URL) {
  describe('PostgreSQL hub', () => {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
    const hubs: RealtimeHub[] = [];
    const channel = eventChannel(`hub_${randomBytes(4).toString('hex')}`);
    const otherChannel = eventChannel(`hub_${randomBytes(4).toString('hex')}`);
    const startHub = async (on: string, retryMs?: number) => {
      const hub = await createPostgresHub({ pool, channel: on, log, retryMs });
      hubs.push(hub);
      return hub;
    };
    afterAll(async () => {
      await Promise.all(hubs.map((hub) => hub.close()));
      await pool.end();
    });

    let first: RealtimeHub, second: RealtimeHub, elsewhere: RealtimeHub;
    beforeAll(async () => {
      [first, second, elsewhere] = await Promise.all([startHub(channel), startHub(channel), startHub(otherChannel)]);
    });

    it('lets every hub on a channel hear every event, its own included, and no other channel', async () => {
      const [heardByFirst, heardBySecond, heardElsewhere] = [collect(first), collect(second), collect(elsewhere)];
      await first.publish({ type: 'listitem', orderId: 9 });
      await elsewhere.publish({ type: 'feature' });
      await vi.waitFor(() => {
        expect(heardByFirst).toEqual([{ type: 'listitem', orderId: 9 }]);
        expect(heardBySecond).toEqual([{ type: 'listitem', orderId: 9 }]);
        expect(heardElsewhere).toEqual([{ type: 'feature' }]);
      });
    });

    it('ignores a notification on its channel that is not a message', async () => {
      const heard = collect(second);
      await pool.query('SELECT pg_notify($1, $2)', [channel, 'onzin']);
      await first.publish({ type: 'feature' });
      await vi.waitFor(() => expect(heard).toEqual([{ type: 'feature' }]));
    });

    it('listens again after its connection was cut', async () => {
      const ownChannel = eventChannel(`hub_${randomBytes(4).toString('hex')}`);
      const hub = await startHub(ownChannel, 20);
      const heard = collect(hub);
      const { rowCount } = await pool.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'werkplaats-realtime' AND query = $1`,
        [`LISTEN "${ownChannel}"`],
      );
      expect(rowCount).toBe(1);
      await vi.waitFor(
        async () => {
          await hub.publish({ type: 'listitem', orderId: 1 });
          expect(heard).toContainEqual({ type: 'listitem', orderId: 1 });
        },
        { timeout: 5000, interval: 50 },
      );
    });
  });
}
