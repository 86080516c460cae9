// The commands that open a block of the open order for editing: one per block, all alike.
import { defineCommand } from './define-command.ts';
import type { EditableBlockId } from '../../src/client/state/order-edit.ts';
import type { WhenFlag } from '../../src/shared/commands/when-flags.ts';

// A block is on the order also while still empty (no card, no service time): editing it adds what is missing.
// `shown` is the flag saying whether the order has the block at all, for the blocks that not every order has.
export const editBlockCommand = (id: string, block: EditableBlockId, title: string, shown?: WhenFlag & `order.${string}`) =>
  defineCommand({
    id,
    title,
    group: 'Order bewerken',
    keywords: ['bewerken', 'wijzigen', 'toevoegen'],
    when: `order.loaded && !block.editing${shown ? ` && ${shown}` : ''}`,
    run: (context) => context.app.editBlock(block),
  });
