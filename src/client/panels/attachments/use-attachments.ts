import { useEffect, useRef, useState } from 'react';
import { DOWNLOAD_URL_WINDOW_SECONDS } from '../../../shared/domain/attachments.ts';
import type { AttachmentFile, ThumbnailBox } from '../../../shared/schema/attachments.ts';
import { useLoaded, type Loaded } from '../../api/use-loaded.ts';
import { listAttachments } from './attachment-requests.ts';

interface OrderAttachments {
  id: number;
  attachments: readonly { id: number }[];
}

/** A number that goes up once per download-URL window, while the screen is open: its URLs are renewed in time. */
function useUrlRenewal(): number {
  const [renewal, setRenewal] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setRenewal((count) => count + 1), DOWNLOAD_URL_WINDOW_SECONDS * 1000);
    return () => clearInterval(timer);
  }, []);
  return renewal;
}

/**
 * The order's attachments with signed URLs for thumbnails in `box`, loaded again whenever the order's attachments
 * change (an upload here, or a colleague's arriving as a live order update) and before the URLs expire. While a
 * changed list loads, the one before stays on screen instead of flashing the loading text.
 */
export function useAttachments(order: OrderAttachments, box: ThumbnailBox): Loaded<AttachmentFile[]> {
  const renewal = useUrlRenewal();
  const key = `${order.id}:${order.attachments.map((attachment) => attachment.id).join(',')}:${renewal}`;
  const loaded = useLoaded(() => listAttachments(order.id, box), key);
  const lastReady = useRef<{ orderId: number; loaded: Loaded<AttachmentFile[]> } | null>(null);
  if (loaded.state === 'ready') lastReady.current = { orderId: order.id, loaded };
  const previous = lastReady.current;
  return loaded.state === 'loading' && previous?.orderId === order.id ? previous.loaded : loaded;
}
