import { sendMailCommand } from './support/mail-sending.ts';

export default sendMailCommand('KiB', ['klant in beeld', 'kib']);
