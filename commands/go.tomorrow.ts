import { messages } from '../src/shared/domain/messages.ts';
import { goToCommand } from './support/go-to.ts';

export default goToCommand('go.tomorrow', `${messages.dayFolders.tomorrow} (nieuwe orders)`, '/order/t[tomorrow]', ['morgen', 'leveren']);
