import { defineCommand } from './support/define-command.ts';
import { openSendScreen, suggestion } from './support/carrier-sending.ts';
import { CARRIER_TITLES, CARRIERS } from '../src/shared/domain/constants.ts';
import { formatDate } from '../src/shared/domain/format.ts';

const TITLE = 'Aanmelden bij voorgestelde vervoerder';

/** The send screen of the carrier the rules suggest (postcode, mourning, evening, date and cut-offs). */
export default defineCommand({
  id: 'carrier.sendSuggested',
  title: TITLE,
  paletteTitle: (context) => {
    const suggested = suggestion(context);
    return suggested ? `${TITLE} (${CARRIER_TITLES[suggested.carrier]})` : `${TITLE} (geen)`;
  },
  group: 'Vervoerders',
  keywords: ['aanmelden', 'versturen', 'vervoerder', 'voorstel', 'suggestie'],
  when: `order.loaded && (${CARRIERS.map((carrier) => `carrier.${carrier}`).join(' || ')})`,
  run: (context) => {
    const suggested = suggestion(context);
    if (suggested) openSendScreen(context, suggested.carrier);
    else context.app.notify.info(`Geen vervoerder kan deze order nog op ${formatDate(context.activeOrder!.deliveryDate)} bezorgen`);
  },
});
