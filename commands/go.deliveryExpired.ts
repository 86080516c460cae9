import { goToCommand } from './go-to.ts';

export default goToCommand('go.deliveryExpired', 'Verlopen bezorgingen', '/order/t[deliveryexpired]', ['verlopen', 'bezorging']);
