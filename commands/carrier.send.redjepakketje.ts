import { sendCommand } from './support/carrier-sending.ts';

export default sendCommand('redjepakketje', ['avond', 'red je pakketje']);
