import { sendCommand } from './carrier-sending.ts';

export default sendCommand('regio', ['eigen bezorging', 'regio']);
