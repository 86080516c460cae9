import { planMessages } from '../src/shared/domain/day-plan.ts';
import { goToCommand } from './support/go-to.ts';

export default goToCommand('go.plan', `${planMessages.title} openen`, '/plan', ['dagplanning', 'planning', 'vandaag', 'piekdag', 'vervoerders']);
