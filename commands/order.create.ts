import { defineCommand } from './support/define-command.ts';

/** Opens the form for a phone or counter order (issue 24) beside the list the user is in. */
export default defineCommand({
  id: 'order.create',
  title: 'Nieuwe order (telefoon/winkel)',
  group: 'Order',
  keywords: ['telefoon', 'winkel', 'toonbank', 'bestelling', 'aanmaken', 'nieuwe order'],
  run: (context) => {
    const route = context.route ?? { tags: ['unprocessed'] };
    context.app.goTo({ tags: route.tags, group: route.group, query: route.query, page: route.page, id: 'create' });
  },
});
