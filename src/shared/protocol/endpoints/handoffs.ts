import { IdempotencyHeaders } from '../../schema/mail.ts';
import { IdParams } from '../../schema/common.ts';
import {
  FloristRegisterRequest, HandoffResult, HandoffWithdrawRequest, RelayEmailRequest, RelayMarkRequest, RelayRegisterRequest,
} from '../../schema/handoffs.ts';
import { OrderChange } from '../../schema/order.ts';
import { handoffRoutes } from '../api-routes/handoffs.ts';
import { withSchemas } from '../endpoint.ts';

export const handoffEndpoints = withSchemas(handoffRoutes, {
  sendToFlorist: { headers: IdempotencyHeaders, body: FloristRegisterRequest, response: { 200: HandoffResult } },
  sendToRelay: { headers: IdempotencyHeaders, body: RelayEmailRequest, response: { 200: HandoffResult } },
  markRelayHandled: { headers: IdempotencyHeaders, body: RelayMarkRequest, response: { 200: HandoffResult } },
  importToRelay: { headers: IdempotencyHeaders, body: RelayRegisterRequest, response: { 200: HandoffResult } },
  withdrawHandoff: { params: IdParams, body: HandoffWithdrawRequest, response: { 200: OrderChange } },
});
