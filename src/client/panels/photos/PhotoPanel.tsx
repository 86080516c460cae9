// The addPhoto action (spec §2 photos and attachments, §5, §8; issue 12): the bouquet's photos taken with the
// camera, and the mail that sends them to the customer; once it left, the screen only shows what was sent. Its
// title ('Foto's toevoegen' or 'Verstuurde foto's') is the action panel's.
import { useState, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { attachmentMessages, hasPhotoService, isWorkbenchPhoto, photoMailSent } from '../../../shared/domain/attachments.ts';
import type { Order } from '../../../shared/schema/order.ts';
import { keyHint } from '../../commands/registry.ts';
import { runCommand } from '../../commands/run-command.ts';
import { addAttachment } from '../attachments/attachment-requests.ts';
import { Camera } from './Camera.tsx';
import { PhotoList } from './PhotoList.tsx';
import { photoMail } from './send-photo-mail.ts';
import '../attachments/attachments.css';
import './photos.css';

/**
 * Space and Enter on a focused button or link of the screen are that button's or link's: without this the camera
 * keys (space takes, Enter keeps) would act as well, and Enter on 'Weggooien' would keep the photo.
 */
function leaveActivationKeysToFocusedControl(event: KeyboardEvent) {
  if ((event.key === ' ' || event.key === 'Enter') && (event.target as HTMLElement).closest('button, a')) event.stopPropagation();
}

function PhotoScreen({ order }: { order: Order }) {
  const [storing, setStoring] = useState(0);
  const { sendingFor } = useSnapshot(photoMail);
  const sent = photoMailSent(order);

  const store = async (photo: File) => {
    setStoring((count) => count + 1);
    await addAttachment(order.id, photo);
    setStoring((count) => count - 1);
  };

  return (
    <div className="photos" onKeyDown={leaveActivationKeysToFocusedControl}>
      {!sent && <Camera onPhoto={(photo) => void store(photo)} />}
      <PhotoList order={order} deletable={!sent} busy={storing > 0} />
      {!sent && order.attachments.some(isWorkbenchPhoto) && (
        <button
          type="button"
          className="photos__mail"
          // A photo still being stored would be missing from the mail.
          disabled={sendingFor !== null || storing > 0}
          aria-busy={sendingFor === order.id}
          title={keyHint(attachmentMessages.sendPhotoMail, 'photo.mail')}
          onClick={() => void runCommand('photo.mail', undefined, 'button')}
        >
          {attachmentMessages.sendPhotoMail}
        </button>
      )}
    </div>
  );
}

export function PhotoPanel({ order }: { order: Order }) {
  if (!hasPhotoService(order)) return <p className="muted">{attachmentMessages.noPhotoService}</p>;
  return <PhotoScreen order={order} />;
}
