import { goToCommand } from './support/go-to.ts';

export default goToCommand('go.adminFlorists', 'Bloemisten beheren', '/admin/florists', ['bloemist', 'bloemisten', 'collega', 'beheer'], true);
