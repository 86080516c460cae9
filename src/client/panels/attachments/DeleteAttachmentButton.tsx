import { useState } from 'react';
import { deleteAttachment } from './attachment-requests.ts';
import { attachmentMessages } from '../../../shared/domain/attachments.ts';
import { ConfirmDialog } from '../../workbench/ConfirmDialog.tsx';

/** The ✕ of an attachment or photo: asks first, then deletes; the button waits while the request is under way. */
export function DeleteAttachmentButton({ orderId, attachment }: { orderId: number; attachment: { id: number; title: string } }) {
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    setAsking(false);
    setDeleting(true);
    // On success the list loses the row (and this button); on failure the toast says why and the row stays.
    if (!(await deleteAttachment(orderId, attachment.id))) setDeleting(false);
  };
  return (
    <>
      <button
        type="button"
        className="attachment-delete"
        aria-label={`Verwijderen ${attachment.title}`}
        title={`Verwijderen ${attachment.title}`}
        disabled={deleting}
        onClick={() => setAsking(true)}
      >
        ✕
      </button>
      {asking && (
        // Annuleren has the focus: an Enter pressed out of habit keeps the file.
        <ConfirmDialog
          heading="Bestand verwijderen"
          hideHeading
          text={attachmentMessages.confirmDelete(attachment.title)}
          confirmLabel="OK"
          initialFocus="cancel"
          onConfirm={() => void remove()}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
