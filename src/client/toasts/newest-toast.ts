import type { MouseEvent as ReactMouseEvent } from 'react';
import { toast, type Action, type ToastT } from 'sonner';

type ActionToast = ToastT & { action: Action };

const shown = () => toast.getToasts().filter((item): item is ToastT => !('dismiss' in item));
const newest = <T extends ToastT>(items: T[]): T | undefined => items.at(-1);

/** The newest toast on screen that stays until dismissed (an error, or one offering an action). */
export const newestStayingToast = () =>
  newest(shown().filter((item) => item.duration === Infinity && item.type !== 'loading'));

/** The newest toast on screen that offers an action ('Via popup printen', 'Ongedaan maken'). */
export const newestActionToast = () =>
  newest(
    shown().filter(
      (item): item is ActionToast => typeof item.action === 'object' && item.action !== null && 'onClick' in item.action,
    ),
  );

// The actions toasts offer read nothing of the click: the key gives them a plain one.
const keyClick = new MouseEvent('click') as unknown as ReactMouseEvent<HTMLButtonElement, MouseEvent>;

/** Does what the newest toast's action button does, and closes that toast, as its click would. */
export function actOnNewestToast() {
  const target = newestActionToast();
  if (!target) return;
  target.action.onClick(keyClick);
  toast.dismiss(target.id);
}

export function dismissNewestStayingToast() {
  const target = newestStayingToast();
  if (target) toast.dismiss(target.id);
}
