import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { SOCKET_PATH } from '../../shared/protocol/socket.ts';
import { connectRealtime, type RealtimeConnection } from '../realtime/socket.ts';
import { applyServerMessage, refetchShown } from '../realtime/live-updates.ts';
import { activeOrder } from '../state/active-order.ts';
import { appData } from '../state/app-data.ts';
import { endExpiredSession, session } from '../state/session.ts';
import { liveConnection } from '../state/live-connection.ts';

/** Keeps the workbench live while it is shown, and tells the server which order this workstation opened. */
export function useRealtime() {
  const { auth } = useSnapshot(session);
  const { id: openOrderId } = useSnapshot(activeOrder);
  const token = auth?.token;

  useEffect(() => {
    if (!token) return;
    const connection = connectRealtime({
      url: appData.env?.updateSocket ?? SOCKET_PATH,
      token,
      onMessage: applyServerMessage,
      onReconnect: refetchShown,
      onRefused: endExpiredSession,
      onConnectionChange: (open) => {
        liveConnection.status = open ? 'connected' : 'connecting';
      },
    });
    current = connection;
    return () => {
      liveConnection.status = 'connecting';
      connection.close();
      if (current === connection) current = null;
    };
  }, [token]);

  useEffect(() => {
    if (openOrderId !== null) {
      current?.send({ type: 'openOrder', orderId: openOrderId, location: appData.env?.location ?? '' });
    }
  }, [openOrderId]);
}

let current: RealtimeConnection | null = null;
