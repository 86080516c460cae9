import { TrunkrsWebhook, WebhookReply } from '../../schema/webhooks.ts';
import { webhookRoutes } from '../api-routes/webhooks.ts';
import { withSchemas } from '../endpoint.ts';

export const webhookEndpoints = withSchemas(webhookRoutes, {
  trunkrsWebhook: { body: TrunkrsWebhook, response: { 200: WebhookReply, 202: WebhookReply } },
});
