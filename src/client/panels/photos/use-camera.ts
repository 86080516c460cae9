import { useEffect, useState, type RefObject } from 'react';
import { scannerMessages } from '../../../shared/domain/attachments.ts';
import { ui } from '../../state/ui.ts';

/** The back camera of a phone or tablet, the laptop's own otherwise; Full HD when it has it. */
const CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: 'environment', width: { ideal: 1920 }, height: { ideal: 1080 } },
};

/** What went wrong, as the user reads it (spec §8 camera). */
export function cameraErrorMessage(error: unknown): string {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return scannerMessages.noCamera;
  return (error as Error | null)?.message || String(error);
}

async function openCamera(): Promise<MediaStream> {
  // Outside https (or localhost) the browser offers no camera at all: navigator.mediaDevices is missing.
  if (window.isSecureContext === false) throw new Error(scannerMessages.insecure);
  if (!navigator.mediaDevices?.getUserMedia) throw new DOMException(scannerMessages.noCamera, 'NotFoundError');
  return navigator.mediaDevices.getUserMedia(CONSTRAINTS);
}

const stop = (stream: MediaStream) => stream.getTracks().forEach((track) => track.stop());

/**
 * Shows the camera's live picture in `video` while the component is there, and says so in ui.camera; every track
 * is stopped when it goes (leaving the screen must not leave the camera on). Answers the camera's error, if any.
 */
export function useCamera(video: RefObject<HTMLVideoElement | null>): string | null {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const element = video.current!;
    let stream: MediaStream | null = null;
    let active = true;
    openCamera()
      .then(async (opened) => {
        // The screen closed while the user was still allowing the camera.
        if (!active) return stop(opened);
        stream = opened;
        element.srcObject = opened;
        await element.play();
        if (active) ui.camera = 'live';
      })
      .catch((failure: unknown) => {
        if (active) setError(cameraErrorMessage(failure));
      });
    return () => {
      active = false;
      if (stream) stop(stream);
      element.srcObject = null;
      ui.camera = 'off';
    };
  }, [video]);
  return error;
}
