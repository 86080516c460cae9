import { defineCommand } from './define-command.ts';

/** 'Go to' commands differ only in where they go. */
export function goToCommand(id: string, title: string, path: string, keywords: string[], adminOnly = false) {
  return defineCommand({
    id,
    title,
    group: 'Ga naar',
    keywords,
    adminOnly,
    when: adminOnly ? 'user.admin' : undefined,
    run: (context) => context.app.goTo(path),
  });
}
