import { useLayoutEffect } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { createChordGuard } from './chord-guard.ts';
import { keymapListening } from './early-keys.ts';
import { commandContext } from './command-context.ts';
import { keyBindings, type CompiledBinding } from './registry.ts';
import { runCommand } from './run-command.ts';
import { isTextField } from './text-field.ts';

// keymaps/default.json writes chords with a space ('g n'): the library listens for the second key, and the chord
// guard tells whether the first came just before it.
const chordKeys = (key: string) => key.split(' ');
// Symbols are matched by the character typed, so '?' works on every keyboard layout; the Shift that typed it
// is part of the character, not a modifier to match.
const isSymbol = (key: string) => /^[^\w\s]$/.test(key);
const isChord = (key: string) => key.includes(' ');

/**
 * One key press, one action. A key something on the page already acted on reaches no binding: Radix dialogs (the
 * palette, the pickers) close on Escape in the capture phase and prevent its default, so that Escape would otherwise
 * also clear the selection once the dialog's 'overlay.open' had gone. Nor does a key a binding ran for reach the next
 * binding whose when-clause the first one made true (closing the panel must not also clear the selection).
 */
const consumedKeys = new WeakSet<KeyboardEvent>();

const chordGuard = createChordGuard(new Set(keyBindings.filter((b) => isChord(b.key)).map((b) => b.key.split(' ')[0])));

function Binding({ binding }: { binding: CompiledBinding }) {
  const [first, second] = chordKeys(binding.key);
  const keyHere = (event: KeyboardEvent) =>
    second === undefined ? chordGuard.allowsSingleKey(event) : chordGuard.completesChord(event, first);
  const applies = (event: KeyboardEvent) =>
    !consumedKeys.has(event) && binding.matches(commandContext().flags) && keyHere(event);
  useHotkeys(
    second ?? first,
    (event) => {
      if (!applies(event)) return;
      consumedKeys.add(event);
      void runCommand(binding.command, binding.args, 'keyboard');
    },
    {
      // No chord applies while typing: "even" typed into a text field must not open the notes block.
      enableOnFormTags: !isChord(binding.key),
      enableOnContentEditable: true,
      useKey: isSymbol(binding.key),
      ignoreModifiers: isSymbol(binding.key),
      enabled: applies,
      preventDefault: applies,
    },
  );
  return null;
}

/**
 * Listens for every key of the keymap; whether a key does something is decided by its when-clause. It listens
 * before the screen is first painted (layout effects, the bindings' own first), and replays the keys pressed while
 * no keymap listened.
 */
export function KeymapHost() {
  useLayoutEffect(() => {
    const observe = (event: KeyboardEvent) => chordGuard.observe(event, isTextField(event.target));
    // The bindings listen on the document: the body hears a key after the page's own handlers and before them.
    const noteConsumed = (event: KeyboardEvent) => {
      if (event.defaultPrevented) consumedKeys.add(event);
    };
    window.addEventListener('keydown', observe, true);
    document.body.addEventListener('keydown', noteConsumed);
    const stopListening = keymapListening();
    return () => {
      stopListening();
      window.removeEventListener('keydown', observe, true);
      document.body.removeEventListener('keydown', noteConsumed);
    };
  }, []);
  return (
    <>
      {keyBindings.map((binding) => (
        <Binding key={`${binding.key}|${binding.when ?? ''}`} binding={binding} />
      ))}
    </>
  );
}
