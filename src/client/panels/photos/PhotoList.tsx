import { PHOTO_THUMBNAIL, attachmentMessages } from '../../../shared/domain/attachments.ts';
import { messages } from '../../../shared/domain/messages.ts';
import type { Order } from '../../../shared/schema/order.ts';
import { DeleteAttachmentButton } from '../attachments/DeleteAttachmentButton.tsx';
import { useAttachments } from '../attachments/use-attachments.ts';

/** The order's workbench photos, 170 px wide, each opening the full photo; deletable until the photo mail left. */
export function PhotoList({ order, deletable, busy }: { order: Order; deletable: boolean; busy: boolean }) {
  const attachments = useAttachments(order, PHOTO_THUMBNAIL);
  if (attachments.state === 'loading') return <p className="muted">{messages.loading}</p>;
  if (attachments.state === 'error') return <p className="photos__error" role="alert">{attachments.message}</p>;
  const photos = attachments.value.filter((attachment) => attachment.isPhoto);
  if (photos.length === 0 && !busy) return <p className="muted">{attachmentMessages.noPhotos}</p>;
  return (
    <ul className="photos__list" aria-label="Foto's" aria-busy={busy}>
      {photos.map((photo) => (
        <li key={photo.id} className="photos__photo">
          <a href={photo.url} target="_blank" rel="noopener noreferrer">
            <img src={photo.thumbnailUrl ?? photo.url} alt={photo.title} width={PHOTO_THUMBNAIL.width} />
          </a>
          {deletable && <DeleteAttachmentButton orderId={order.id} attachment={photo} />}
        </li>
      ))}
    </ul>
  );
}
