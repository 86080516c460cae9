import type { WebSocket, WebSocketServer } from 'ws';

/**
 * Pings every socket now and then. A socket that did not answer the previous ping is gone without a goodbye
 * (a laptop went to sleep, Wi-Fi dropped) and is cut off; the pings also keep proxies from closing idle sockets.
 * Browsers answer pings by themselves. Returns the stop function.
 */
export function startHeartbeat(server: WebSocketServer, intervalMs = 30_000): () => void {
  const answered = new WeakSet<WebSocket>();
  const onConnection = (socket: WebSocket) => {
    answered.add(socket);
    socket.on('pong', () => answered.add(socket));
  };
  server.on('connection', onConnection);
  const timer = setInterval(() => {
    for (const socket of server.clients) {
      if (!answered.has(socket)) {
        socket.terminate();
        continue;
      }
      answered.delete(socket);
      socket.ping();
    }
  }, intervalMs);
  return () => {
    clearInterval(timer);
    server.off('connection', onConnection);
  };
}
