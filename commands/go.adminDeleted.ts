import { goToCommand } from './support/go-to.ts';

export default goToCommand('go.adminDeleted', 'Verwijderde order', '/admin/deleted', ['verwijderd', 'ongedaan maken', 'terugzetten', 'beheer'], true);
