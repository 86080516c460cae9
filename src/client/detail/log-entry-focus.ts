export const LOG_ENTRY_INPUT_ID = 'werkplaats-new-log-entry';

/** Where Shift+N came from: the list row the user was stepping through, as a rule. */
let cameFrom: HTMLElement | null = null;

const openOrderRow = () => document.querySelector<HTMLElement>('[role="grid"][aria-label="Orders"] [role="row"][aria-selected="true"]');

/** Shift+N: into the new-note box, remembering where the keys were so they can go back there. */
export function focusNewLogEntry() {
  const field = document.getElementById(LOG_ENTRY_INPUT_ID);
  if (!field) return;
  if (document.activeElement !== field) cameFrom = document.activeElement as HTMLElement | null;
  field.focus();
}

/**
 * Out of the new-note box, back to where Shift+N came from (else the open order's row), so the next key is a
 * command again. After a note added with the keyboard, and on Escape; the text typed stays as its draft.
 */
export function leaveNewLogEntry() {
  const back = cameFrom?.isConnected && cameFrom !== document.body ? cameFrom : openOrderRow();
  cameFrom = null;
  if (back) back.focus({ preventScroll: true });
  else (document.activeElement as HTMLElement | null)?.blur();
}

/** Whether the box was entered by Shift+N (rather than a click), so a note added by keyboard hands the keys back. */
export const enteredByKey = () => cameFrom !== null;
