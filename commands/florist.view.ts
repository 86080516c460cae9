// 'Bekijken als bloemist': the open order as the colleague florist it went to sees it (spec §2 viewFlorist, §4).
import { defineCommand } from './support/define-command.ts';

export default defineCommand({
  id: 'florist.view',
  title: 'Bekijken als bloemist',
  group: 'Collega bloemist',
  keywords: ['collega', 'bloemist', 'bekijken', 'florist'],
  when: 'order.withColleague',
  run: (context) => context.app.goTo({ ...context.route!, id: context.activeOrder!.id, action: 'viewFlorist' }),
});
