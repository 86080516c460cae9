import { sendCommand } from './support/carrier-sending.ts';

export default sendCommand('trunkrs', ['avond']);
