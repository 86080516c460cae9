import {
  RECONNECT_MS,
  UNAUTHORIZED_CLOSE_CODE,
  unwrapSocketMessage,
  type ClientMessage,
  type ServerMessage,
} from '../../shared/protocol/socket.ts';

/** What this client needs of a WebSocket: the browser's, or the `ws` package's in Node tests. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  addEventListener(type: 'open' | 'error', listener: () => void): void;
  addEventListener(type: 'close', listener: (event: { code: number; reason: string }) => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export type SocketConstructor = new (url: string) => SocketLike;

export interface RealtimeOptions {
  /** The socket address, absolute or relative to the page (/env's `updateSocket` is '/gateway/ws'). */
  url: string;
  token: string;
  onMessage(message: ServerMessage): void;
  /** A connection came back after a drop: refetch what is shown, since messages sent meanwhile are lost. */
  onReconnect?(): void;
  /** The server refused the token (closed with 4401): no more reconnecting; the app sends the user to the login. */
  onRefused?(reason: string): void;
  /** The socket opened (the server sends this workstation every change from now on) or dropped. */
  onConnectionChange?(open: boolean): void;
  WebSocketImpl?: SocketConstructor;
  reconnectMs?: number;
}

export interface RealtimeConnection {
  send(message: ClientMessage): void;
  /** Closes for good: no reconnecting after this. */
  close(): void;
}

const OPEN = 1;

export function connectRealtime(options: RealtimeOptions): RealtimeConnection {
  const { onMessage, onReconnect, onRefused, onConnectionChange, reconnectMs = RECONNECT_MS } = options;
  const WebSocketImpl: SocketConstructor = options.WebSocketImpl ?? WebSocket;
  const address = socketAddress(options.url, options.token);
  // Sends are queued, not dropped, but only the latest of each type: that is this workstation's state (which
  // order is open). It is sent again on every connection, because the server forgets what a dropped socket said.
  const latest = new Map<ClientMessage['type'], string>();
  let socket: SocketLike | undefined;
  let attempts = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  function open() {
    const current = new WebSocketImpl(address);
    const isRetry = ++attempts > 1;
    socket = current;
    current.addEventListener('open', () => {
      for (const text of latest.values()) current.send(text);
      onConnectionChange?.(true);
      if (isRetry) onReconnect?.();
    });
    current.addEventListener('message', (event) => {
      const message = typeof event.data === 'string' ? unwrapSocketMessage(event.data) : null;
      if (message) onMessage(message);
    });
    current.addEventListener('close', (event) => {
      if (closed || current !== socket) return;
      onConnectionChange?.(false);
      if (event.code === UNAUTHORIZED_CLOSE_CODE) {
        closed = true;
        onRefused?.(event.reason);
        return;
      }
      retryLater();
    });
    current.addEventListener('error', retryLater);
  }

  // 'error' is followed by 'close'; whichever comes first schedules the one retry.
  function retryLater() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      open();
    }, reconnectMs);
  }

  open();
  return {
    send(message) {
      const text = JSON.stringify(message);
      latest.set(message.type, text);
      if (socket?.readyState === OPEN) socket.send(text);
    },
    close() {
      closed = true;
      clearTimeout(retryTimer);
      socket?.close();
    },
  };
}

/** The token goes in the query: browsers cannot set headers on a WebSocket. */
function socketAddress(url: string, token: string): string {
  const address = new URL(url, globalThis.location?.href);
  if (address.protocol === 'http:') address.protocol = 'ws:';
  if (address.protocol === 'https:') address.protocol = 'wss:';
  address.searchParams.set('token', token);
  return address.href;
}
