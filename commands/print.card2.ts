import { printCommand } from './printing.ts';

export default printCommand('card2', 'Kaart 2 printen', ['kaart', 'kaartje', 'lint']);
