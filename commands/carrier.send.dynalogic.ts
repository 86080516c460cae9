import { sendCommand } from './support/carrier-sending.ts';

export default sendCommand('dynalogic', ['koerier', 'rouw']);
