import { bulkCommand } from './support/bulk-command.ts';

export default bulkCommand({ id: 'bulk.handoff', action: 'handoff', keywords: ['vervoerder', 'aanmelden', 'versturen'] });
