import { goToCommand } from './support/go-to.ts';

export default goToCommand('go.admin', 'Beheer', '/admin', ['beheer', 'instellingen', 'admin'], true);
