import { sendMailCommand } from './support/mail-sending.ts';

export default sendMailCommand('AddressError', ['adres', 'fout']);
