import { useLayoutEffect } from 'react';
import { keymapListening } from './early-keys.ts';
import { commandContext } from './command-context.ts';
import { createKeyDispatcher } from './key-dispatcher.ts';
import { isMac, keyBindings } from './registry.ts';
import { runCommand } from './run-command.ts';
import { isTextField } from './text-field.ts';

const dispatcher = createKeyDispatcher(keyBindings, isMac);

/**
 * The keymap's one keydown listener. One key press, one action: the binding it is for takes the key (its default is
 * prevented, so no later listener acts on it too) and runs its command — or, when the command cannot run now, says
 * why. It listens on the document, after the page's own handlers, before the screen is first painted (a layout
 * effect), and replays the keys pressed while no keymap listened.
 */
export function KeymapHost() {
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const binding = dispatcher.bindingFor(event, isTextField(event.target), () => commandContext().flags);
      if (!binding) return;
      event.preventDefault();
      void runCommand(binding.command, binding.args, 'keyboard');
    };
    document.addEventListener('keydown', onKeyDown);
    const stopListening = keymapListening();
    return () => {
      stopListening();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
  return null;
}
