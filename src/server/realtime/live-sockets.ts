import type { WebSocket } from 'ws';
import type { ServerMessage } from '../../shared/protocol/socket.ts';
import type { SessionsEnded } from './sessions-ended.ts';

/** Whose session a socket was opened with: its user and the hex hash of its token. */
export interface SocketSession {
  user: string;
  userId: number;
  tokenHash: string;
  expiresAt: Date;
}

interface Workstation extends SocketSession {
  openOrder?: { orderId: number; location: string };
}

/** The signed-in sockets of this instance, and which order each has open. */
export class LiveSockets {
  private readonly workstations = new Map<WebSocket, Workstation>();

  /** Signed-in sockets open on this instance now. */
  get size() {
    return this.workstations.size;
  }

  add(socket: WebSocket, session: SocketSession) {
    this.workstations.set(socket, { ...session });
    socket.once('close', () => this.workstations.delete(socket));
  }

  broadcast(message: ServerMessage) {
    const text = JSON.stringify(message);
    for (const socket of this.workstations.keys()) {
      if (socket.readyState === socket.OPEN) socket.send(text);
    }
  }

  /** Closes the sockets of sessions that ended; the workstation then shows the login, as for any refused token. */
  closeSessions(ended: SessionsEnded, code: number, reason: string) {
    for (const [socket, workstation] of this.workstations) {
      const matches = 'tokenHash' in ended ? workstation.tokenHash === ended.tokenHash : workstation.userId === ended.userId;
      if (matches) socket.close(code, reason);
    }
  }

  /** Closes the sockets whose session has run out by `now`: they would otherwise hear events for weeks. */
  closeExpired(now: Date, code: number, reason: string) {
    for (const [socket, workstation] of this.workstations) {
      if (workstation.expiresAt <= now) socket.close(code, reason);
    }
  }

  recordOpenOrder(socket: WebSocket, orderId: number, location: string) {
    const workstation = this.workstations.get(socket);
    if (workstation) workstation.openOrder = { orderId, location };
  }

  /** Who has this order open, and where: for "also open at …". */
  openedBy(orderId: number): { user: string; location: string }[] {
    return [...this.workstations.values()]
      .filter((workstation) => workstation.openOrder?.orderId === orderId)
      .map((workstation) => ({ user: workstation.user, location: workstation.openOrder!.location }));
  }
}
