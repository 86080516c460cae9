import { TrunkrsWebhook, WebhookReply } from '../../schema/webhooks.ts';
import { endpoint } from '../endpoint.ts';

export const webhookEndpoints = {
  /** Trunkrs pushes a parcel's state; public, but the route checks the shared secret in X-Webhook-Secret. */
  trunkrsWebhook: endpoint('POST', '/webhooks/trunkrs', 'public', {
    body: TrunkrsWebhook, response: { 200: WebhookReply, 202: WebhookReply },
  }),
};
