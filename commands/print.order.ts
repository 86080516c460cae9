import { printCommand } from './printing.ts';

export default printCommand('order', 'Order printen', ['orderbon', 'order']);
