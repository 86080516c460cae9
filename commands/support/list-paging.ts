import type { CommandContext } from '../../src/client/commands/types.ts';
import { defineCommand } from './define-command.ts';

type Target = 'first' | 'previous' | 'next' | 'last';

const targetPage = (target: Target, { page, pages }: CommandContext['listPages']) =>
  ({ first: 1, previous: page - 1, next: page + 1, last: pages })[target];

/** The four paging commands share one shape; each command file picks its target. */
export function pagingCommand(target: Target, id: string, title: string) {
  return defineCommand({
    id,
    title,
    group: 'Lijst',
    keywords: ['pagina', 'bladeren'],
    when: `page.${target}`,
    run: (context) => {
      const page = targetPage(target, context.listPages);
      context.app.goTo({ tags: context.route!.tags, group: context.route!.group, query: context.route!.query, page: page === 1 ? undefined : page });
    },
  });
}
