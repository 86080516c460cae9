import { sendMailCommand } from './mail-sending.ts';

export default sendMailCommand('KiB', ['klant in beeld', 'kib']);
