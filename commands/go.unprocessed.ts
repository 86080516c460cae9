import { goToCommand } from './go-to.ts';

export default goToCommand('go.unprocessed', 'Nieuwe orders', '/order/t[unprocessed]', ['nieuw', 'onverwerkt']);
