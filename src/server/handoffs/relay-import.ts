// Importing an order into the flower-relay service's own system (issue 24; spec §2, §7 POST
// …/transport/euroflorist/register, §8): the third way to the relay beside its coded mail and the marking, and the
// same one hand-off per order. The form is checked as for the mail, the order claimed under its relay reference,
// imported through app.euroflorist, and recorded with the relay's id and the page that shows the imported order.
import type { FastifyInstance } from 'fastify';
import { cardContent } from '../../shared/domain/card-content.ts';
import type { HandoffResult, RelayRegisterRequest } from '../../shared/schema/handoffs.ts';
import { runHandoff, type HandoffCaller } from './handoff-flow.ts';
import { startRelayForm } from './relay.ts';

export async function importToRelay(app: FastifyInstance, request: RelayRegisterRequest, caller: HandoffCaller): Promise<HandoffResult> {
  const { start, order, values, reference } = await startRelayForm(app, request, caller);
  return runHandoff(app, start, {
    target: 'euroflorist',
    method: 'import',
    floristId: null,
    reference,
    request: { values, transport: { isRegistered: true, status: 'IMPORTED', card: cardContent(order.card) } },
    async deliver() {
      const imported = await app.euroflorist.importOrder({ order, values, reference });
      return { efid: imported.reference, code: imported.reference, url: imported.url };
    },
  }, caller);
}
