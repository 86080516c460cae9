import { bulkCommand } from './support/bulk-command.ts';

export default bulkCommand({
  id: 'bulk.move',
  action: 'move',
  keywords: ['map', 'tag', 'verplaatsen'],
  options: async (context) => {
    const folder = await context.app.chooseFolder();
    return folder && { tagId: folder.id };
  },
});
