import { bulkCommand } from './support/bulk-command.ts';

export default bulkCommand({
  id: 'bulk.mail',
  action: 'mail',
  keywords: ['mail', 'mailen', 'klant'],
  options: async (context) => {
    const mailType = await context.app.chooseMailType();
    return mailType && { mailType };
  },
});
