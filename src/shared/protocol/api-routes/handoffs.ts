import { route } from '../endpoint.ts';

// Handing an order to a colleague florist or the flower-relay service (spec §7). Static paths: they win over
// …/transport/:carrier/register, whose carriers are the parcel carriers.
export const handoffRoutes = {
  /** Sends the order to the chosen colleague florist as an e-mail; once per order (and per Idempotency-Key). */
  sendToFlorist: route('POST', '/workbench/transport/florist/register', 'user'),
  /** Sends the order to the flower-relay service as its coded e-mail. */
  sendToRelay: route('POST', '/workbench/transport/euroflorist/email', 'user'),
  /** Marks the order as handled by the flower-relay service, without a mail. */
  markRelayHandled: route('POST', '/workbench/transport/euroflorist/mark', 'user'),
  /** Imports the order into the flower-relay service's own system; its page opens in a popup (issue 24). */
  importToRelay: route('POST', '/workbench/transport/euroflorist/register', 'user'),
  /** Takes the order's hand-off back ('Overdracht intrekken'): the order is new again; the florist is not mailed. */
  withdrawHandoff: route('POST', '/workbench/order/:id/handoff/withdraw', 'user'),
};
