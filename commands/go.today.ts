import { messages } from '../src/shared/domain/messages.ts';
import { goToCommand } from './support/go-to.ts';

export default goToCommand('go.today', `${messages.dayFolders.today} (nieuwe orders)`, '/order/t[today]', ['vandaag', 'leveren']);
