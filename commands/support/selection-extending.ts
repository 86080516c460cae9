import { STEPPING_WHEN } from './order-stepping.ts';
import { defineCommand } from './define-command.ts';
import { currentRowIndex } from './selection-rows.ts';

/**
 * Shift+↓ and Shift+↑: the row after or before the current one joins the range from the anchor, and becomes the
 * current row (it opens, as ↓ and ↑ open it). At the end of the page the range stops; from nowhere it starts at the top.
 */
export function extendCommand(step: 1 | -1, id: string, title: string, keywords: string[]) {
  return defineCommand({
    id,
    title,
    group: 'Selectie',
    keywords,
    when: STEPPING_WHEN,
    run: (context) => {
      const items = context.listItems;
      const from = currentRowIndex(context);
      const to = from < 0 ? 0 : Math.min(Math.max(from + step, 0), items.length - 1);
      context.app.extendSelection(items[from < 0 ? to : from].id, items[to].id);
      if (to !== from) context.app.goTo({ ...context.route!, id: items[to].id, action: undefined });
    },
  });
}
