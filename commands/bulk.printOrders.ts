import { BULK_TEXTS } from '../src/shared/domain/bulk.ts';
import { bulkCommand } from './support/bulk-command.ts';

export default bulkCommand({
  id: 'bulk.printOrders',
  action: 'print',
  title: `${BULK_TEXTS.print.title}: alleen orders`,
  keywords: ['printen', 'afdrukken', 'orderblad'],
  options: () => ({ documents: ['order'] }),
});
