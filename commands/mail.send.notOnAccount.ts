import { sendMailCommand } from './mail-sending.ts';

export default sendMailCommand('NotOnAccount', ['rekening', 'betaling']);
