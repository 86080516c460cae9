import { defineCommand } from './support/define-command.ts';

/** Opens a folder staff made, by its id: the palette lists one row per folder (the special folders have their own). */
export default defineCommand<{ tag: number }>({
  id: 'go.folder',
  title: 'Map openen',
  group: 'Ga naar',
  keywords: ['map', 'tag'],
  hidden: true,
  run: (context, { tag }) => context.app.goTo({ tags: [tag] }),
});
