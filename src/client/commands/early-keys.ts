// Keys pressed while no keymap listens are kept and replayed once one does (issue 21). The workbench is visible a
// moment before that on a slow machine: after a login it shows, gives way to the startup screen while the location's
// data loads, and shows again; going to the administrator area swaps one shell for another. A key pressed then
// was lost ('C' right after the list showed opened no scanner).
import { isTextField } from './text-field.ts';

/** Older keys are not what the user is waiting for any more. */
const KEPT_MS = 3000;
const MAX_KEPT = 20;
const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock']);
/** The screens that have a keymap: a key pressed on another (the login page) is not meant for one. */
const KEYMAP_PATHS = /^\/(order|admin|plan)(\/|$)/;

interface KeptKey {
  init: KeyboardEventInit;
  at: number;
}

let listening = 0;
let kept: KeptKey[] = [];

function keep(event: KeyboardEvent) {
  if (listening > 0 || !event.isTrusted || isTextField(event.target) || MODIFIER_KEYS.has(event.key)) return;
  if (!KEYMAP_PATHS.test(window.location.pathname)) return;
  const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
  kept = [...kept, { init: { key, code, shiftKey, ctrlKey, altKey, metaKey }, at: event.timeStamp }].slice(-MAX_KEPT);
}

if (typeof window !== 'undefined') window.addEventListener('keydown', keep, true);

/** The page itself gets the key, as it would have if the keymap had been listening. */
function replay({ init }: KeptKey) {
  for (const type of ['keydown', 'keyup']) {
    document.body.dispatchEvent(new KeyboardEvent(type, { ...init, bubbles: true, cancelable: true }));
  }
}

/**
 * A keymap listens from now on (call once its listeners are in place); the keys kept meanwhile are replayed right
 * after, before any key pressed later. Returns the call for when it stops listening.
 */
export function keymapListening(): () => void {
  listening++;
  const due = kept.filter((key) => performance.now() - key.at <= KEPT_MS);
  kept = [];
  if (due.length > 0) queueMicrotask(() => due.forEach(replay));
  return () => {
    listening--;
  };
}
