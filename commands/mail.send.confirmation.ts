import { sendMailCommand } from './mail-sending.ts';

export default sendMailCommand('Confirmation', ['bevestiging']);
