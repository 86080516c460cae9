import { toast } from 'sonner';
import { whenHolds } from '../../shared/commands/when.ts';
import { commandContext } from './command-context.ts';
import { commandsById } from './registry.ts';
import { activeOrder, orderLoaded } from '../state/active-order.ts';
import type { Command, CommandContext, CommandSource } from './types.ts';

/** Whether a command applies now: its when-clause over the context's flags, as the keymap's clauses are read. */
export const commandApplies = (command: Command<any>, context: CommandContext): boolean => whenHolds(command.when, context.flags);

export function isCommandEnabled(id: string, context: CommandContext = commandContext()): boolean {
  const command = commandsById.get(id);
  return command !== undefined && commandApplies(command, context);
}

/** Why a command cannot run now, for a key pressed for it: the palette hides it and its buttons are greyed out. */
function unavailable(command: Command<unknown>, context: CommandContext): string {
  const { unavailableMessage } = command;
  const own = typeof unavailableMessage === 'function' ? unavailableMessage(context) : unavailableMessage;
  return own ?? `${command.title}: dat kan nu niet`;
}

/** How long a key pressed while its order is still on its way waits for it. */
const ORDER_WAIT_MS = 5000;

/**
 * The context a command is judged in. A key pressed for the open order while that order is still on its way (two
 * quick arrow presses, then 'Shift+V') waits for it, rather than being refused for an order the user already sees
 * chosen in the list; if another order is opened meanwhile, the key is judged on that one and is refused.
 */
const awaitsItsOrder = (command: Command<unknown>, context: CommandContext) =>
  !commandApplies(command, context) && context.activeOrder === null && activeOrder.loading;

async function contextOnceLoaded(before: CommandContext): Promise<CommandContext> {
  const openedId = activeOrder.id;
  const loaded = await orderLoaded(ORDER_WAIT_MS);
  const after = commandContext();
  return loaded && after.route?.id === openedId ? after : before;
}

/**
 * The one way every surface runs a command: checks that it applies, runs it, and shows a Dutch toast when
 * it fails. A key pressed for a command that cannot run now says why rather than doing nothing. Returns whether it ran.
 */
export async function runCommand(id: string, args?: unknown, source: CommandSource = 'api'): Promise<boolean> {
  const command = commandsById.get(id);
  if (!command) return false;
  const now = commandContext();
  const context = awaitsItsOrder(command, now) ? await contextOnceLoaded(now) : now;
  if (!commandApplies(command, context)) {
    if (source === 'keyboard') toast.error(unavailable(command, context));
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
