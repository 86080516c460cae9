import type { WebSocket } from 'ws';
import type { ServerMessage } from '../../shared/protocol/socket.ts';

interface Workstation {
  user: string;
  openOrder?: { orderId: number; location: string };
}

/** The signed-in sockets of this instance, and which order each has open. */
export class LiveSockets {
  private readonly workstations = new Map<WebSocket, Workstation>();

  add(socket: WebSocket, user: string) {
    this.workstations.set(socket, { user });
    socket.once('close', () => this.workstations.delete(socket));
  }

  broadcast(message: ServerMessage) {
    const text = JSON.stringify(message);
    for (const socket of this.workstations.keys()) {
      if (socket.readyState === socket.OPEN) socket.send(text);
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
