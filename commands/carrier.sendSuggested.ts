import { defineCommand } from './support/define-command.ts';
import { openSendScreen, suggestion } from './support/carrier-sending.ts';
import { bulkMessages } from '../src/shared/domain/bulk.ts';
import { CARRIER_TITLES, CARRIERS } from '../src/shared/domain/constants.ts';
import { formatDate } from '../src/shared/domain/format.ts';
import { transporterName } from '../src/shared/domain/order-view.ts';
import type { CommandContext } from '../src/client/commands/types.ts';

const TITLE = 'Aanmelden bij voorgestelde vervoerder';
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Who has the open order already (a carrier, a colleague florist, the relay): then no other is suggested. */
const handedTo = (context: CommandContext) => {
  const key = context.activeOrder?.activeTransporter;
  return key ? transporterName(key, []) : null;
};

/**
 * The send screen of the carrier the rules suggest (postcode, mourning, evening, date and cut-offs). An order that
 * is with someone already gets no suggestion, as in the bulk hand-off: a second carrier is a second parcel, which
 * is chosen by its own key (S then the carrier's letter), not suggested.
 */
export default defineCommand({
  id: 'carrier.sendSuggested',
  title: TITLE,
  paletteTitle: (context) => {
    const already = handedTo(context);
    if (already) return `${TITLE} (${lowerFirst(bulkMessages.alreadyRegistered(already))})`;
    const suggested = suggestion(context);
    return suggested ? `${TITLE} (${CARRIER_TITLES[suggested.carrier]})` : `${TITLE} (geen)`;
  },
  group: 'Vervoerders',
  keywords: ['aanmelden', 'versturen', 'vervoerder', 'voorstel', 'suggestie'],
  when: `order.loaded && (${CARRIERS.map((carrier) => `carrier.${carrier}`).join(' || ')})`,
  run: (context) => {
    const already = handedTo(context);
    if (already) return context.app.notify.info(bulkMessages.alreadyRegistered(already));
    const suggested = suggestion(context);
    if (suggested) openSendScreen(context, suggested.carrier);
    else context.app.notify.info(`Geen vervoerder kan deze order nog op ${formatDate(context.activeOrder!.deliveryDate)} bezorgen`);
  },
});
