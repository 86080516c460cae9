import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { photoTitle } from '../../../shared/domain/attachments.ts';
import { keyHint } from '../../commands/registry.ts';
import { runCommand } from '../../commands/run-command.ts';
import { ui } from '../../state/ui.ts';
import { registerCamera } from './photo-camera.ts';
import { useCamera } from './use-camera.ts';

const JPEG_QUALITY = 0.9;

/** The buttons run the camera commands, as space, Enter and Escape do. */
const runOnClick = (id: string) => () => void runCommand(id, undefined, 'button');

/**
 * The live camera of the photo screen (spec §2 camera): space (or 'Foto maken') freezes the picture, Enter
 * ('Bewaren') hands it to `onPhoto` as a JPEG named WBP_{timestamp}.jpg, Escape ('Weggooien') drops it.
 */
export function Camera({ onPhoto }: { onPhoto(photo: File): void }) {
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const latestOnPhoto = useRef(onPhoto);
  latestOnPhoto.current = onPhoto;
  const error = useCamera(video);
  const { camera } = useSnapshot(ui);

  // The registration's undo is the effect's cleanup.
  useEffect(() => {
    const unregister = registerCamera({
      take: () => {
        if (ui.camera !== 'live') return;
        const frame = video.current!;
        const picture = canvas.current!;
        picture.width = frame.videoWidth;
        picture.height = frame.videoHeight;
        picture.getContext('2d')?.drawImage(frame, 0, 0, picture.width, picture.height);
        ui.camera = 'preview';
      },
      accept: () => {
        if (ui.camera !== 'preview') return;
        const takenAt = new Date();
        // toBlob encodes the picture as it is now: the next photo may be taken while this one is encoded.
        canvas.current!.toBlob(
          (blob) => blob && latestOnPhoto.current(new File([blob], photoTitle(takenAt), { type: 'image/jpeg' })),
          'image/jpeg',
          JPEG_QUALITY,
        );
        ui.camera = 'live';
      },
      refuse: () => {
        if (ui.camera === 'preview') ui.camera = 'live';
      },
    });
    return unregister;
  }, []);

  if (error) return <p className="camera__error" role="alert">{error}</p>;
  return (
    <div className="camera">
      <video ref={video} className="camera__picture" hidden={camera === 'preview'} muted playsInline aria-label="Camerabeeld" />
      <canvas ref={canvas} className="camera__picture" hidden={camera !== 'preview'} aria-label="Gemaakte foto" />
      <div className="camera__buttons">
        {camera === 'live' && (
          <button type="button" className="camera__primary" title={keyHint('Foto maken', 'photo.take')} onClick={runOnClick('photo.take')}>
            Foto maken
          </button>
        )}
        {camera === 'preview' && (
          <>
            <button type="button" className="camera__primary" title={keyHint('Bewaren', 'photo.accept')} onClick={runOnClick('photo.accept')}>
              Bewaren
            </button>
            <button type="button" title={keyHint('Weggooien', 'photo.refuse')} onClick={runOnClick('photo.refuse')}>
              Weggooien
            </button>
          </>
        )}
      </div>
    </div>
  );
}
