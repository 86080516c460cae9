import { useSyncExternalStore } from 'react';
import { subscribe } from 'valtio';
import { activeOrder } from '../state/active-order.ts';
import { appData } from '../state/app-data.ts';
import { editing } from '../state/order-edit.ts';
import { orderList } from '../state/order-list.ts';
import { session } from '../state/session.ts';
import { ui } from '../state/ui.ts';
import { selection } from '../state/selection.ts';
import { lastBulkJob } from '../selection/last-bulk-job.ts';
import { lastSingleAction } from '../state/last-undo.ts';
import { photoMail } from '../panels/photos/send-photo-mail.ts';
import { commandContext } from './command-context.ts';
import { isCommandEnabled } from './run-command.ts';
import type { CommandContext } from './types.ts';

/** What command-context.ts reads: the stores, and the address (wouter fires these events on navigation). */
const STORES = [orderList, activeOrder, ui, editing, appData, session, selection, lastBulkJob, lastSingleAction, photoMail];
const LOCATION_EVENTS = ['popstate', 'pushState', 'replaceState', 'hashchange'];

function subscribeToCommandInputs(onChange: () => void): () => void {
  const unsubscribers = STORES.map((store) => subscribe(store, onChange));
  for (const event of LOCATION_EVENTS) addEventListener(event, onChange);
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
    for (const event of LOCATION_EVENTS) removeEventListener(event, onChange);
  };
}

let taskContext: CommandContext | null = null;

/**
 * The command context, made once for all the buttons asked together (until the next microtask): a store change or
 * an arrow press asks every button on screen at once, and making the context (the address, the list, the carriers)
 * for each of them was a quarter of the work of stepping to the next order. Later asks read the app afresh.
 */
function sharedContext(): CommandContext {
  if (!taskContext) {
    taskContext = commandContext();
    queueMicrotask(() => {
      taskContext = null;
    });
  }
  return taskContext;
}

/**
 * Whether a command applies now, as a selector: it is worked out again whenever what commands read changes, but
 * the component re-renders only when the answer changes, so a new list page does not re-render every button.
 */
export function useCommandEnabled(id: string): boolean {
  return useSyncExternalStore(subscribeToCommandInputs, () => isCommandEnabled(id, sharedContext()));
}
