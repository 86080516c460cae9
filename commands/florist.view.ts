// 'Bekijken als bloemist': the open order as the colleague florist it went to sees it (spec §2 viewFlorist, §4).
import { defineCommand } from './define-command.ts';
import { orderIsOpen } from './printing.ts';
import { floristHandOver } from '../src/shared/domain/florist-transport.ts';

export default defineCommand({
  id: 'florist.view',
  title: 'Bekijken als bloemist',
  group: 'Collega bloemist',
  keywords: ['collega', 'bloemist', 'bekijken', 'florist'],
  when: (context) =>
    orderIsOpen(context) && context.activeOrder!.treatment === 'Collega bloemist' && floristHandOver(context.activeOrder!) !== null,
  run: (context) => context.app.goTo({ ...context.route!, id: context.activeOrder!.id, action: 'viewFlorist' }),
});
