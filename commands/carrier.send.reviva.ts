import { sendCommand } from './carrier-sending.ts';

export default sendCommand('reviva');
