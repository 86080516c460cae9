import { PLAN_DAY_TITLES, planMessages } from '../src/shared/domain/day-plan.ts';
import { goToCommand } from './support/go-to.ts';

export default goToCommand(
  'plan.tomorrow', `${planMessages.title} ${PLAN_DAY_TITLES.tomorrow.toLowerCase()}`, '/plan/tomorrow', ['dagplanning', 'planning', 'morgen'],
);
