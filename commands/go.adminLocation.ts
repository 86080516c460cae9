import { goToCommand } from './support/go-to.ts';

export default goToCommand('go.adminLocation', 'Locatie configuratie', '/admin/location', ['locatie', 'printers', 'configuratie', 'beheer'], true);
