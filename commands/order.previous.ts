import { stepCommand } from './support/order-stepping.ts';

export default stepCommand('previous', 'order.previous', 'Vorige order', ['vorige', 'omhoog']);
