import type { CommandContext, FoundOrder } from '../../src/client/commands/types.ts';
import { scannerMessages } from '../../src/shared/domain/attachments.ts';

/** Shows a found order (or one of its actions) in the folder, search and page the user is in, and says so. */
export function showFoundOrder(context: CommandContext, order: FoundOrder, action?: string) {
  const route = context.route ?? { tags: ['unprocessed'] };
  context.app.goTo({ tags: route.tags, group: route.group, query: route.query, page: route.page, id: order.id, action });
  context.app.notify.success(scannerMessages.found(order.orderNumber));
}
