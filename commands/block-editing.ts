// The commands that open a block of the open order for editing: one per block, all alike.
import type { Order } from '../src/shared/schema/order.ts';
import { defineCommand, type CommandContext } from '../src/client/commands/types.ts';
import type { EditableBlockId } from '../src/client/state/order-edit.ts';

const orderIsOpen = (context: CommandContext) => context.activeOrder !== null && context.flags['order.open'] === true;

export const editBlockCommand = (id: string, block: EditableBlockId, title: string, shows: (order: Order) => boolean = () => true) =>
  defineCommand({
    id,
    title,
    group: 'Order bewerken',
    keywords: ['bewerken', 'wijzigen'],
    // A block the detail does not show (no card, no service time) cannot be edited either.
    when: (context) => orderIsOpen(context) && !context.flags['block.editing'] && shows(context.activeOrder!),
    run: (context) => context.app.editBlock(block),
  });
