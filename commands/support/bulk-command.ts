import type { CommandContext } from '../../src/client/commands/types.ts';
import { BULK_MAX_ORDERS, BULK_TEXTS, bulkMessages, type BulkKind, type BulkOptions } from '../../src/shared/domain/bulk.ts';
import { defineCommand } from './define-command.ts';

interface BulkCommandSpec<Action extends BulkKind> {
  id: string;
  action: Action;
  /** Defaults to the action's title. */
  title?: string;
  keywords: string[];
  /** The action's options, asked of the user when needed; null when they cancel. */
  options?: (context: CommandContext) => BulkOptions[Action] | null | Promise<BulkOptions[Action] | null>;
}

/** A command that runs one bulk job on the selected orders (issue 14); the job's toast tells the rest. */
export function bulkCommand<Action extends BulkKind>({ id, action, title, keywords, options }: BulkCommandSpec<Action>) {
  return defineCommand({
    id,
    title: title ?? BULK_TEXTS[action].title,
    group: 'Selectie',
    keywords: ['selectie', 'bulk', ...keywords],
    when: 'selection.any',
    unavailableMessage: 'Selecteer eerst orders (X of Ctrl+A)',
    run: async (context) => {
      const orderIds = [...context.selection];
      if (orderIds.length > BULK_MAX_ORDERS) throw new Error(bulkMessages.tooMany);
      const chosen = options ? await options(context) : undefined;
      if (chosen === null) return;
      await context.app.runBulkJob({ action, orderIds, ...(chosen && { options: chosen }) });
    },
  });
}
