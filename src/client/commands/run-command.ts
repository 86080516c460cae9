import { toast } from 'sonner';
import { whenHolds } from '../../shared/commands/when.ts';
import { commandContext } from './command-context.ts';
import { commandsById } from './registry.ts';
import type { Command, CommandContext, CommandSource } from './types.ts';

/** Whether a command applies now: its when-clause over the context's flags, as the keymap's clauses are read. */
export const commandApplies = (command: Command<any>, context: CommandContext): boolean => whenHolds(command.when, context.flags);

export function isCommandEnabled(id: string, context: CommandContext = commandContext()): boolean {
  const command = commandsById.get(id);
  return command !== undefined && commandApplies(command, context);
}

/** Why a command cannot run now, for a key pressed for it: the palette hides it and its buttons are greyed out. */
const unavailable = (command: Command<unknown>) => command.unavailableMessage ?? `${command.title}: dat kan nu niet`;

/**
 * The one way every surface runs a command: checks that it applies, runs it, and shows a Dutch toast when
 * it fails. A key pressed for a command that cannot run now says why rather than doing nothing. Returns whether it ran.
 */
export async function runCommand(id: string, args?: unknown, source: CommandSource = 'api'): Promise<boolean> {
  const command = commandsById.get(id);
  const context = commandContext();
  if (!command) return false;
  if (!commandApplies(command, context)) {
    if (source === 'keyboard') toast.error(unavailable(command));
    return false;
  }
  try {
    await command.run(context, args);
    return true;
  } catch (error) {
    console.warn(`Opdracht ${id} (via ${source}) mislukt`, error);
    toast.error(command.failureMessage ?? (error as Error).message ?? 'Onverwachte fout. Probeer nogmaals');
    return false;
  }
}
