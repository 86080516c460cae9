import { messages } from '../src/shared/domain/messages.ts';
import { goToCommand } from './support/go-to.ts';

export default goToCommand('go.other', `${messages.dayFolders.other} (nieuwe orders)`, '/order/t[other]', ['overig', 'later', 'leveren']);
