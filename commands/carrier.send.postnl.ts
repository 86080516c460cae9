import { sendCommand } from './carrier-sending.ts';

export default sendCommand('postnl', ['post', 'pakket']);
