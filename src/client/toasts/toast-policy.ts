import type { CSSProperties } from 'react';
import { toast, type ExternalToast } from 'sonner';

/** How long a toast that asks nothing of the user stays (spec §2: toasts with a progress bar). */
export const TOAST_MS = 5000;

/** Toasts that stay until dismissed carry this class: no draining bar. */
const STAYING_CLASS = 'toast--stays';

type Kind = 'success' | 'info' | 'warning' | 'error' | 'message';
const KINDS: readonly Kind[] = ['success', 'info', 'warning', 'error', 'message'];

/**
 * How long a toast stays: the time its caller gave (an undo window), else until dismissed when it is an error or
 * offers an action (the user must be able to read and click it), else TOAST_MS.
 */
function toastDuration(kind: Kind, data: ExternalToast | undefined): number {
  if (data?.duration !== undefined) return data.duration;
  return kind === 'error' || data?.action !== undefined ? Infinity : TOAST_MS;
}

function withPolicy(kind: Kind, data: ExternalToast | undefined): ExternalToast {
  const duration = toastDuration(kind, data);
  const stays = duration === Infinity;
  if (stays) return { ...data, duration, className: [data?.className, STAYING_CLASS].filter(Boolean).join(' ') };
  // The progress bar (toasts.css) drains over the toast's own time; an update of a staying toast drops its class.
  return { ...data, duration, className: data?.className, style: { ...data?.style, '--toast-ms': `${duration}ms` } as CSSProperties };
}

let installed = false;

/**
 * Every module shows its toasts with sonner's `toast`; the rule of how long one stays is put on it here, once, so
 * no caller has to remember it and none can miss it.
 */
export function installToastPolicy() {
  if (installed) return;
  installed = true;
  for (const kind of KINDS) {
    const show = toast[kind];
    toast[kind] = (message, data) => show(message, withPolicy(kind, data));
  }
}
