import { sendMailCommand } from './mail-sending.ts';

export default sendMailCommand('AddressError', ['adres', 'fout']);
