// The photo screen's camera as the commands photo.take, photo.accept and photo.refuse (space, Enter, Escape) reach
// it: the camera on screen registers its controls here. Whether one applies is ui.camera ('live', 'preview').
export interface CameraControls {
  /** Freezes the live picture into a preview. */
  take(): void;
  /** Keeps the preview: it is stored as a JPEG, and the live picture returns. */
  accept(): void;
  /** Drops the preview; the live picture returns. */
  refuse(): void;
}

let controls: CameraControls | null = null;

export function registerCamera(camera: CameraControls): () => void {
  controls = camera;
  return () => {
    if (controls === camera) controls = null;
  };
}

export const takePhoto = () => controls?.take();
export const acceptPhoto = () => controls?.accept();
export const refusePhoto = () => controls?.refuse();
