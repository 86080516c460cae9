import { goToCommand } from './go-to.ts';

export default goToCommand('go.processed', 'Verwerkte orders', '/order/t[processed]', ['verwerkt']);
