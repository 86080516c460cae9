import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { connectRealtime, type RealtimeConnection, type RealtimeOptions } from '../../src/client/realtime/socket.ts';
import type { ServerMessage } from '../../src/shared/protocol/socket.ts';

interface Connection {
  socket: WebSocket;
  url: string;
  received: string[];
}

const RECONNECT_MS = 40;
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A retry then waits on the test's clock, which the test moves on at once to show that none comes. */
const useTestClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

/** A stand-in for the server's socket route. */
async function startServer(options: { refuseFirst?: boolean } = {}) {
  let upgrades = 0;
  const server = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    verifyClient: (_, accept) => accept(!(options.refuseFirst && upgrades++ === 0), 503),
  });
  await once(server, 'listening');
  const connections: Connection[] = [];
  server.on('connection', (socket, request) => {
    const connection: Connection = { socket, url: request.url!, received: [] };
    socket.on('message', (data) => connection.received.push(String(data)));
    connections.push(connection);
  });
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  const { port } = server.address() as AddressInfo;
  return { server, connections, url: `ws://127.0.0.1:${port}/gateway/ws` };
}

function connect(url: string, overrides: Partial<RealtimeOptions> = {}) {
  const received: ServerMessage[] = [];
  const onReconnect = vi.fn();
  const connection: RealtimeConnection = connectRealtime({
    url,
    token: 'geheim-token',
    onMessage: (message) => received.push(message),
    onReconnect,
    WebSocketImpl: WebSocket,
    reconnectMs: RECONNECT_MS,
    ...overrides,
  });
  cleanups.push(() => connection.close());
  return { connection, received, onReconnect };
}

/** The WebSocket class for the client, counting the sockets it opens: a retry opens one the moment its timer fires. */
function countedSockets() {
  let opened = 0;
  class CountedWebSocket extends WebSocket {
    constructor(url: string) {
      super(url);
      opened++;
    }
  }
  return { WebSocketImpl: CountedWebSocket, opened: () => opened };
}

const openOrder = { type: 'openOrder', orderId: 12, location: 'Amsterdam' } as const;

describe('realtime socket client', () => {
  it('connects with the token in the query and hands over valid messages only, bare or wrapped', async () => {
    const server = await startServer();
    const client = connect(server.url);
    await vi.waitFor(() => expect(server.connections).toHaveLength(1));
    const [{ socket, url }] = server.connections;
    expect(new URL(url, 'ws://x').searchParams.get('token')).toBe('geheim-token');

    socket.send(JSON.stringify({ type: 'listitem', orderId: 4 }));
    socket.send('geen json');
    socket.send(JSON.stringify({ type: 'onbekend' }));
    socket.send(JSON.stringify({ fingerprint: 'f1', payload: { type: 'feature' } }));
    await vi.waitFor(() =>
      expect(client.received).toEqual([
        { type: 'listitem', orderId: 4 },
        { type: 'feature' },
      ]),
    );
  });

  it('reconnects after the server dropped the connection, and says so', async () => {
    const server = await startServer();
    const client = connect(server.url);
    await vi.waitFor(() => expect(server.connections).toHaveLength(1));
    expect(client.onReconnect).not.toHaveBeenCalled();

    const droppedAt = Date.now();
    server.connections[0].socket.terminate();
    await vi.waitFor(() => expect(client.onReconnect).toHaveBeenCalledTimes(1));
    expect(Date.now() - droppedAt).toBeGreaterThanOrEqual(RECONNECT_MS - 5);
    expect(server.connections).toHaveLength(2);

    server.connections[1].socket.send(JSON.stringify({ type: 'feature' }));
    await vi.waitFor(() => expect(client.received).toEqual([{ type: 'feature' }]));
  });

  it('tries again after a failed connection', async () => {
    const server = await startServer({ refuseFirst: true });
    const client = connect(server.url);
    await vi.waitFor(() => expect(server.connections).toHaveLength(1));
    await vi.waitFor(() => expect(client.onReconnect).toHaveBeenCalledTimes(1));
  });

  it('sends what was sent while disconnected once connected, and again after every reconnect', async () => {
    const server = await startServer();
    const client = connect(server.url);
    client.connection.send({ ...openOrder, orderId: 11 });
    client.connection.send(openOrder);
    await vi.waitFor(() => expect(server.connections[0]?.received).toEqual([JSON.stringify(openOrder)]));

    server.connections[0].socket.terminate();
    await vi.waitFor(() => expect(server.connections[1]?.received).toEqual([JSON.stringify(openOrder)]));

    const other = { ...openOrder, orderId: 13 };
    client.connection.send(other);
    await vi.waitFor(() => expect(server.connections[1].received).toEqual([JSON.stringify(openOrder), JSON.stringify(other)]));
  });

  it('stops reconnecting once closed', async () => {
    useTestClock();
    const server = await startServer();
    const sockets = countedSockets();
    const client = connect(server.url, { WebSocketImpl: sockets.WebSocketImpl });
    await vi.waitFor(() => expect(server.connections).toHaveLength(1));
    client.connection.close();
    await once(server.connections[0].socket, 'close');
    await vi.advanceTimersByTimeAsync(RECONNECT_MS * 4);
    expect(sockets.opened()).toBe(1);
    expect(client.onReconnect).not.toHaveBeenCalled();
  });

  it('gives up when the server refuses the token, and tells why', async () => {
    useTestClock();
    const server = await startServer();
    const onRefused = vi.fn();
    const sockets = countedSockets();
    connect(server.url, { onRefused, WebSocketImpl: sockets.WebSocketImpl });
    await vi.waitFor(() => expect(server.connections).toHaveLength(1));
    server.connections[0].socket.close(4401, 'Uw sessie is verlopen');
    await vi.waitFor(() => expect(onRefused).toHaveBeenCalledWith('Uw sessie is verlopen'));
    await vi.advanceTimersByTimeAsync(RECONNECT_MS * 4);
    expect(sockets.opened()).toBe(1);
  });
});
