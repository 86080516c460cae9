import { route } from '../endpoint.ts';

export const webhookRoutes = {
  /** Trunkrs pushes a parcel's state; public, but the route checks the shared secret in X-Webhook-Secret. */
  trunkrsWebhook: route('POST', '/webhooks/trunkrs', 'public'),
};
