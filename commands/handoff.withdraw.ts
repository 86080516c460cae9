// 'Overdracht intrekken' (issue 24): a colleague florist declines, or the relay got the order by mistake — the
// hand-off is taken back with a reason, the order is new again, and B S or B E can send it elsewhere.
import { defineCommand } from './support/define-command.ts';

export default defineCommand({
  id: 'handoff.withdraw',
  title: 'Overdracht intrekken',
  group: 'Collega bloemist',
  keywords: ['intrekken', 'terughalen', 'overdracht', 'bloemist', 'euroflorist', 'weigert'],
  when: 'order.loaded && order.handedOff',
  run: async (context) => {
    await context.app.withdrawHandoff(context.activeOrder!);
  },
});
