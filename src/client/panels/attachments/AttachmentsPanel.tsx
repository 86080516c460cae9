// The attachments action (spec §2 photos and attachments, §8; issue 12): the order's files with 48×48 thumbnails,
// each a download link with a delete button; files are added with the button, the command or by dropping them here.
import { useState, type DragEvent } from 'react';
import { ATTACHMENT_THUMBNAIL, attachmentMessages } from '../../../shared/domain/attachments.ts';
import { messages } from '../../../shared/domain/messages.ts';
import type { AttachmentFile } from '../../../shared/schema/attachments.ts';
import type { Order } from '../../../shared/schema/order.ts';
import { AddAttachment } from './AddAttachment.tsx';
import { addAttachment } from './attachment-requests.ts';
import { DeleteAttachmentButton } from './DeleteAttachmentButton.tsx';
import { formatFileSize } from './file-size.ts';
import { useAttachments } from './use-attachments.ts';
import './attachments.css';

function AttachmentRow({ orderId, attachment }: { orderId: number; attachment: AttachmentFile }) {
  return (
    <li className="attachments__row">
      {attachment.thumbnailUrl ? (
        <img className="attachments__thumbnail" src={attachment.thumbnailUrl} alt="" width={ATTACHMENT_THUMBNAIL.width} height={ATTACHMENT_THUMBNAIL.height} />
      ) : (
        <span className="attachments__thumbnail attachments__document" aria-hidden="true">{attachment.fileType.toUpperCase()}</span>
      )}
      <a className="attachments__title" href={attachment.url} target="_blank" rel="noopener noreferrer">
        {attachment.title}
      </a>
      <span className="attachments__size">{formatFileSize(attachment.sizeBytes)}</span>
      <DeleteAttachmentButton orderId={orderId} attachment={attachment} />
    </li>
  );
}

function AttachmentList({ order }: { order: Order }) {
  const attachments = useAttachments(order, ATTACHMENT_THUMBNAIL);
  if (attachments.state === 'loading') return <p className="muted">{messages.loading}</p>;
  if (attachments.state === 'error') return <p className="attachments__error" role="alert">{attachments.message}</p>;
  if (attachments.value.length === 0) return <p className="muted">{attachmentMessages.none}</p>;
  return (
    <ul className="attachments__list" aria-label="Bijlages">
      {attachments.value.map((attachment) => <AttachmentRow key={attachment.id} orderId={order.id} attachment={attachment} />)}
    </ul>
  );
}

export function AttachmentsPanel({ order }: { order: Order }) {
  const [uploading, setUploading] = useState(false);
  const [dragging, setDragging] = useState(false);

  // One at a time, in the order chosen: each failure gets its own toast, the others are still added.
  const addFiles = async (files: File[]) => {
    setUploading(true);
    for (const file of files) await addAttachment(order.id, file);
    setUploading(false);
  };

  const dropProps = {
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      const files = [...event.dataTransfer.files];
      if (files.length && !uploading) void addFiles(files);
    },
  };

  return (
    <div className={`attachments${dragging ? ' attachments--dropping' : ''}`} {...dropProps}>
      <AddAttachment uploading={uploading} onFiles={(files) => void addFiles(files)} />
      <AttachmentList order={order} />
    </div>
  );
}
