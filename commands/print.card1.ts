import { printCommand } from './printing.ts';

export default printCommand('card1', 'Kaart 1 printen', ['kaart', 'kaartje', 'lint']);
