import { bulkCommand } from './support/bulk-command.ts';

export default bulkCommand({ id: 'bulk.process', action: 'process', keywords: ['verwerkt', 'afronden', 'klaar'] });
