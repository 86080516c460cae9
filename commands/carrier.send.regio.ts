import { sendCommand } from './support/carrier-sending.ts';

export default sendCommand('regio', ['eigen bezorging', 'regio']);
