// The commands that open a block of the open order for editing: one per block, all alike.
import type { CommandContext } from '../src/client/commands/types.ts';
import { defineCommand } from './define-command.ts';
import type { EditableBlockId } from '../src/client/state/order-edit.ts';
import type { Order } from '../src/shared/schema/order.ts';

const orderIsOpen = (context: CommandContext) => context.activeOrder !== null && context.flags['order.open'] === true;

// A block is on the order also while still empty (no card, no service time): editing it adds what is missing.
// `shown` says whether the order has the block at all, for the blocks that not every order has.
export const editBlockCommand = (id: string, block: EditableBlockId, title: string, shown: (order: Order) => boolean = () => true) =>
  defineCommand({
    id,
    title,
    group: 'Order bewerken',
    keywords: ['bewerken', 'wijzigen', 'toevoegen'],
    when: (context) => orderIsOpen(context) && !context.flags['block.editing'] && shown(context.activeOrder!),
    run: (context) => context.app.editBlock(block),
  });
