import { IdempotencyHeaders } from '../../schema/mail.ts';
import { IdParams } from '../../schema/common.ts';
import {
  FloristRegisterRequest, HandoffResult, HandoffWithdrawRequest, RelayEmailRequest, RelayMarkRequest, RelayRegisterRequest,
} from '../../schema/handoffs.ts';
import { OrderChange } from '../../schema/order.ts';
import { endpoint } from '../endpoint.ts';

// Handing an order to a colleague florist or the flower-relay service (spec §7). Static paths: they win over
// …/transport/:carrier/register, whose carriers are the parcel carriers.
export const handoffEndpoints = {
  /** Sends the order to the chosen colleague florist as an e-mail; once per order (and per Idempotency-Key). */
  sendToFlorist: endpoint('POST', '/workbench/transport/florist/register', 'user', {
    headers: IdempotencyHeaders, body: FloristRegisterRequest, response: { 200: HandoffResult },
  }),
  /** Sends the order to the flower-relay service as its coded e-mail. */
  sendToRelay: endpoint('POST', '/workbench/transport/euroflorist/email', 'user', {
    headers: IdempotencyHeaders, body: RelayEmailRequest, response: { 200: HandoffResult },
  }),
  /** Marks the order as handled by the flower-relay service, without a mail. */
  markRelayHandled: endpoint('POST', '/workbench/transport/euroflorist/mark', 'user', {
    headers: IdempotencyHeaders, body: RelayMarkRequest, response: { 200: HandoffResult },
  }),
  /** Imports the order into the flower-relay service's own system; its page opens in a popup (issue 24). */
  importToRelay: endpoint('POST', '/workbench/transport/euroflorist/register', 'user', {
    headers: IdempotencyHeaders, body: RelayRegisterRequest, response: { 200: HandoffResult },
  }),
  /** Takes the order's hand-off back ('Overdracht intrekken'): the order is new again; the florist is not mailed. */
  withdrawHandoff: endpoint('POST', '/workbench/order/:id/handoff/withdraw', 'user', {
    params: IdParams, body: HandoffWithdrawRequest, response: { 200: OrderChange },
  }),
};
