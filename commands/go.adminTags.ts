import { goToCommand } from './support/go-to.ts';

export default goToCommand('go.adminTags', 'Mappen beheren', '/admin/tags', ['mappen', 'map', 'tags', 'beheer'], true);
