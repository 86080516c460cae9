import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { startHeartbeat } from '../../src/server/realtime/heartbeat.ts';

const INTERVAL_MS = 1000;
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

it('cuts off a socket that stopped answering pings and keeps one that answers', async () => {
  // Only the heartbeat's clock is faked: the sockets themselves talk for real.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  const stop = startHeartbeat(server, INTERVAL_MS);
  cleanups.push(() => new Promise((resolve) => server.close(resolve)), stop);
  let pongs = 0;
  server.on('connection', (socket) => socket.on('pong', () => pongs++));
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const silent = new WebSocket(url, { autoPong: false });
  const answering = new WebSocket(url);
  cleanups.push(() => answering.terminate(), () => silent.terminate());
  await Promise.all([once(silent, 'open'), once(answering, 'open')]);

  vi.advanceTimersByTime(INTERVAL_MS);
  await vi.waitFor(() => expect(pongs).toBe(1));
  vi.advanceTimersByTime(INTERVAL_MS);

  const [code] = await once(silent, 'close');
  expect(code).toBe(1006);
  expect(answering.readyState).toBe(WebSocket.OPEN);
});
