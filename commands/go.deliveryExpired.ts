import { SPECIAL_FOLDERS } from '../src/shared/domain/special-folders.ts';
import { goToCommand } from './support/go-to.ts';

const { title, route } = SPECIAL_FOLDERS.deliveryexpired;
export default goToCommand('go.deliveryExpired', title, route, ['verlopen', 'bezorging']);
