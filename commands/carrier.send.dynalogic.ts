import { sendCommand } from './carrier-sending.ts';

export default sendCommand('dynalogic', ['koerier', 'rouw']);
