import { commands } from '../../../commands/index.ts';
import defaultKeymap from '../../../keymaps/default.json';
import { formatKey, type KeyBinding } from '../../shared/commands/keymap.ts';
import { parseWhen, type WhenClause } from '../../shared/commands/when.ts';
import type { Command } from './types.ts';

export const commandsById: ReadonlyMap<string, Command<any>> = new Map(commands.map((command) => [command.id, command]));

export interface CompiledBinding extends KeyBinding {
  matches: WhenClause;
}

export const keyBindings: readonly CompiledBinding[] = (defaultKeymap as KeyBinding[]).map((binding) => ({
  ...binding,
  matches: parseWhen(binding.when),
}));

export const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The key shown for a command (palette, tooltips, overview): its first binding, or undefined. */
export function keyLabel(commandId: string): string | undefined {
  const binding = keyBindings.find((candidate) => candidate.command === commandId);
  return binding && formatKey(binding.key, isMac);
}

/** A tooltip naming a command's key, e.g. 'Opslaan (Ctrl+Enter)'; just the label when it has none. */
export function keyHint(label: string, commandId: string): string {
  const key = keyLabel(commandId);
  return key ? `${label} (${key})` : label;
}
