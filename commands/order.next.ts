import { stepCommand } from './support/order-stepping.ts';

export default stepCommand('next', 'order.next', 'Volgende order', ['volgende', 'omlaag']);
