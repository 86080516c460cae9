import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { hashToken } from '../../src/server/auth/tokens.ts';
import type { OrderChange } from '../../src/shared/protocol/changes.ts';
import type { ServerMessage } from '../../src/shared/protocol/socket.ts';
import { useSecondInstance } from '../helpers/second-instance.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

interface LiveSocket {
  socket: WebSocket;
  received: ServerMessage[];
}

const sockets: WebSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.terminate();
});

function openSocket(baseUrl: string, token?: string): WebSocket {
  const url = new URL('/gateway/ws', baseUrl.replace(/^http/, 'ws'));
  if (token !== undefined) url.searchParams.set('token', token);
  const socket = new WebSocket(url);
  sockets.push(socket);
  return socket;
}

/** A signed-in socket that keeps every message it receives. */
async function connect(baseUrl: string, token: string): Promise<LiveSocket> {
  const socket = openSocket(baseUrl, token);
  const received: ServerMessage[] = [];
  socket.on('message', (data) => received.push(JSON.parse(String(data))));
  await once(socket, 'open');
  return { socket, received };
}

async function closeOf(socket: WebSocket) {
  const [code, reason] = (await once(socket, 'close')) as [number, Buffer];
  return { code, reason: reason.toString() };
}

/** Within a second, as the brief for live updates asks. */

const arrives = (live: LiveSocket, message: ServerMessage) =>
  vi.waitFor(() => expect(live.received).toContainEqual(message), { timeout: 1000, interval: 2 });

describe.each(databaseKinds)('live updates on %s', (kind) => {
  const t = useTestApp(kind);
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });

  const anyOpenOrder = async (app: FastifyInstance = t.app) => {
    const { rows } = await app.db.query<{ id: number }>(
      'SELECT id FROM orders WHERE deleted_at IS NULL ORDER BY id LIMIT 1',
    );
    return rows[0].id;
  };
  const versionOf = async (id: number) =>
    (await t.database.pool.query<{ version: number }>('SELECT version FROM orders WHERE id = $1', [id])).rows[0].version;
  /** An edit as a workstation sends it: over HTTP. */
  const editOrder = async (url: string, id: number, comment: string) => {
    const response = await fetch(`${url}/gateway/api/workbench/order/${id}`, {
      method: 'PUT',
      headers: { ...bearer(t.admin), 'content-type': 'application/json' },
      body: JSON.stringify({ version: await versionOf(id), comment }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as OrderChange;
  };

  it('refuses a socket without a token, with an unknown token or with an expired one, with 4401', async () => {
    expect(await closeOf(openSocket(baseUrl))).toEqual({ code: 4401, reason: 'U bent niet ingelogd' });
    expect(await closeOf(openSocket(baseUrl, 'x'.repeat(43)))).toEqual({ code: 4401, reason: 'U bent niet ingelogd' });

    const token = await t.login();
    await t.database.pool.query("UPDATE auth_tokens SET expires_at = now() - interval '1 minute' WHERE token_hash = $1", [
      hashToken(token),
    ]);
    expect(await closeOf(openSocket(baseUrl, token))).toEqual({ code: 4401, reason: 'Uw sessie is verlopen' });
  });

  it("sends an order edit from one workstation to another as one 'change', the same the editor was answered", async () => {
    const colleague = await connect(baseUrl, t.staff);
    const id = await anyOpenOrder();
    const saved = await editOrder(baseUrl, id, 'Graag aanbellen bij de buren');
    expect(saved).toMatchObject({ orderId: id, blocks: { comment: 'Graag aanbellen bij de buren' }, listItem: { id } });
    await arrives(colleague, { type: 'change', change: saved });
  });

  it("sends a feature switch as 'feature'", async () => {
    const colleague = await connect(baseUrl, t.staff);
    const [feature] = (await t.app.inject({ url: '/gateway/api/workbench/feature', headers: bearer(t.staff) })).json();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/gateway/api/workbench/feature/${feature.id}`,
      payload: { extraAttribute_28088961: feature.extraAttribute_28088961 },
      headers: bearer(t.admin),
    });
    expect(response.statusCode).toBe(200);
    await arrives(colleague, { type: 'feature' });
  });

  it("tells every workstation that the folders changed, as 'listitem' for order 0", async () => {
    const colleague = await connect(baseUrl, t.staff);
    const response = await t.app.inject({
      method: 'POST',
      url: '/gateway/api/workbench/tag',
      payload: { title: 'Live bijgewerkt' },
      headers: bearer(t.admin),
    });
    expect(response.statusCode).toBe(201);
    await arrives(colleague, { type: 'listitem', orderId: 0 });
  });

  it('saves an edit even when the live update cannot be sent', async () => {
    const publish = vi.spyOn(t.app.realtime, 'publish').mockRejectedValue(new Error('database weg'));
    try {
      const id = await anyOpenOrder();
      const before = await versionOf(id);
      expect((await editOrder(baseUrl, id, 'Zonder live-update')).version).toBe(before + 1);
      expect(publish).toHaveBeenCalled();
    } finally {
      publish.mockRestore();
    }
  });

  it('records which order a workstation opened, ignores garbage and stays up', async () => {
    const id = await anyOpenOrder();
    const workstation = await connect(baseUrl, t.staff);
    for (const garbage of ['hallo', '{', 'null', '[]', '{"type":"openOrder","orderId":"1","location":"Amsterdam"}']) {
      workstation.socket.send(garbage);
    }
    workstation.socket.send(Buffer.from([0, 1, 2, 3]), { binary: true });
    workstation.socket.send(JSON.stringify({ type: 'openOrder', orderId: id, location: 'Utrecht' }));
    await vi.waitFor(() => expect(t.app.liveSockets.openedBy(id)).toEqual([{ user: 'medewerker', location: 'Utrecht' }]));

    const flooder = openSocket(baseUrl, t.staff);
    await once(flooder, 'open');
    flooder.send('x'.repeat(100_000));
    expect((await closeOf(flooder)).code).toBe(1009);

    const saved = await editOrder(baseUrl, id, 'Na de rommel');
    await arrives(workstation, { type: 'change', change: saved });
    workstation.socket.close();
    await vi.waitFor(() => expect(t.app.liveSockets.openedBy(id)).toEqual([]));
  });

  if (kind === 'postgres') {
    describe('with two instances on one database', () => {
      const second = useSecondInstance(t);

      it('delivers an edit made through one instance to sockets on both', async () => {
        const onA = await connect(baseUrl, t.staff);
        const onB = await connect(second.url, t.staff);
        const id = await anyOpenOrder();
        const saved = await editOrder(baseUrl, id, 'Via instantie A');
        for (const live of [onA, onB]) await arrives(live, { type: 'change', change: saved });
      });

      it('announces a restart only to the sockets of the instance that stops', async () => {
        const onA = await connect(baseUrl, t.staff);
        const onB = await connect(second.url, t.staff);
        second.app.liveSockets.broadcast({ type: 'SERVER_RESTART' });
        await arrives(onB, { type: 'SERVER_RESTART' });
        await t.app.realtime.publish({ type: 'feature' });
        await arrives(onA, { type: 'feature' });
        expect(onA.received).not.toContainEqual({ type: 'SERVER_RESTART' });
      });
    });
  }
});
