import { sendCommand } from './support/carrier-sending.ts';

export default sendCommand('postnl', ['post', 'pakket']);
