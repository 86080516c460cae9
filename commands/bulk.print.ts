import { BULK_TEXTS } from '../src/shared/domain/bulk.ts';
import { bulkCommand } from './support/bulk-command.ts';

export default bulkCommand({
  id: 'bulk.print',
  action: 'print',
  title: `${BULK_TEXTS.print.title}: orders en kaarten`,
  keywords: ['printen', 'afdrukken', 'orderblad', 'kaart'],
  options: () => ({ documents: ['order', 'card1'] }),
});
