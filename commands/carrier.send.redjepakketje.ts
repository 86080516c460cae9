import { sendCommand } from './carrier-sending.ts';

export default sendCommand('redjepakketje', ['avond', 'red je pakketje']);
