// The commands that open a block of the open order for editing: one per block, all alike.
import { defineCommand, type CommandContext } from '../src/client/commands/types.ts';
import type { EditableBlockId } from '../src/client/state/order-edit.ts';

const orderIsOpen = (context: CommandContext) => context.activeOrder !== null && context.flags['order.open'] === true;

// Every block is on every order, also one still empty (no card, no service time): editing it adds what is missing.
export const editBlockCommand = (id: string, block: EditableBlockId, title: string) =>
  defineCommand({
    id,
    title,
    group: 'Order bewerken',
    keywords: ['bewerken', 'wijzigen', 'toevoegen'],
    when: (context) => orderIsOpen(context) && !context.flags['block.editing'],
    run: (context) => context.app.editBlock(block),
  });
