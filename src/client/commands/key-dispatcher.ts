// Resolves a keydown against the whole keymap at once: which binding, if any, this key press is for.
import type { WhenContext } from '../../shared/commands/when.ts';
import { createChordGuard } from './chord-guard.ts';
import type { CompiledBinding } from './registry.ts';

export interface KeyEventLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  timeStamp: number;
  defaultPrevented: boolean;
}

/** KeyboardEvent.key as keymaps/default.json writes it ('ArrowDown' is 'down', 'V' is 'v'). */
const KEY_NAMES: Record<string, string> = {
  ArrowDown: 'down', ArrowUp: 'up', ArrowLeft: 'left', ArrowRight: 'right', Escape: 'escape',
  Enter: 'enter', ' ': 'space', Backspace: 'backspace', Delete: 'delete', PageUp: 'pageup', PageDown: 'pagedown',
  Home: 'home', End: 'end',
};
const keyName = (key: string) => KEY_NAMES[key] ?? key.toLowerCase();

interface Step {
  key: string;
  mod: boolean;
  ctrl: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

function parseStep(step: string): Step {
  const parts = step.split('+');
  const key = parts.pop()!;
  const has = (modifier: string) => parts.includes(modifier);
  return { key, mod: has('mod'), ctrl: has('ctrl'), meta: has('meta'), alt: has('alt'), shift: has('shift') };
}

const isSymbol = (key: string) => /^[^\w\s]$/.test(key);

/** 'mod' is ⌘ on a Mac and Ctrl elsewhere; other modifiers must be exactly those of the step ('down' is not Shift+↓). */
function pressed(step: Step, event: KeyEventLike, isMac: boolean): boolean {
  if (keyName(event.key) !== step.key) return false;
  // Symbols are matched by the character typed, so '?' works on every keyboard layout; the Shift that typed it
  // is part of the character, not a modifier to match.
  if (isSymbol(step.key)) return true;
  return (
    event.ctrlKey === (step.ctrl || (step.mod && !isMac)) &&
    event.metaKey === (step.meta || (step.mod && isMac)) &&
    event.altKey === step.alt &&
    event.shiftKey === step.shift
  );
}

export function createKeyDispatcher(bindings: readonly CompiledBinding[], isMac: boolean) {
  const keyed = bindings.map((binding) => ({ binding, steps: binding.key.split(' ').map(parseStep) }));
  const guard = createChordGuard(new Set(keyed.filter(({ steps }) => steps.length === 2).map(({ steps }) => steps[0].key)));
  return {
    /**
     * The binding a keydown is for: the first, in keymap order, whose key it is and whose when-clause holds. Call it
     * for every keydown (chords are followed across them); `flags` is asked only when some binding has the key.
     */
    bindingFor(event: KeyEventLike, typing: boolean, flags: () => WhenContext): CompiledBinding | undefined {
      // Browsers' autofill sends keydowns without a key.
      if (typeof event.key !== 'string') return undefined;
      const chord = guard.observe(event, typing);
      // A key something on the page already acted on is not for the keymap: Radix dialogs (the palette, the
      // pickers) close on Escape in the capture phase and prevent its default, and that Escape would otherwise also
      // clear the selection once the dialog's 'overlay.open' had gone.
      if (event.defaultPrevented) return undefined;
      const candidates =
        chord === null
          ? keyed.filter(({ steps }) => steps.length === 1 && pressed(steps[0], event, isMac))
          : keyed.filter(({ steps }) => steps.length === 2 && steps[0].key === chord && steps[1].key === keyName(event.key));
      if (candidates.length === 0) return undefined;
      const now = flags();
      return candidates.find(({ binding }) => binding.matches(now))?.binding;
    },
  };
}
