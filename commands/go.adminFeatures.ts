import { goToCommand } from './support/go-to.ts';

export default goToCommand('go.adminFeatures', 'Features', '/admin/features', ['features', 'functies', 'aan', 'uit', 'beheer'], true);
