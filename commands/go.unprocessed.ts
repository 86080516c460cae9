import { SPECIAL_FOLDERS } from '../src/shared/domain/special-folders.ts';
import { goToCommand } from './support/go-to.ts';

const { title, route } = SPECIAL_FOLDERS.unprocessed;
export default goToCommand('go.unprocessed', title, route, ['nieuw', 'onverwerkt']);
