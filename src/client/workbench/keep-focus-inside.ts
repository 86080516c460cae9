import type { KeyboardEvent } from 'react';

/** Tab from the last field goes to the first and Shift+Tab from the first to the last: focus stays in the modal. */
export function keepFocusInside(container: HTMLElement | null, event: KeyboardEvent) {
  const focusable = container ? [...container.querySelectorAll<HTMLElement>('textarea, input, select, button:not(:disabled)')] : [];
  const [first, last] = [focusable[0], focusable.at(-1)];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
