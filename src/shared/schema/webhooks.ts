// What a carrier pushes to us. Trunkrs's webhook body as its Client API 2.0 spec has it (WebhookBody):
//   { count, events: [{ type: 'onStateUpdate' | 'onCreation' | 'onCancellation' | 'onReview', recordedAt,
//                       data?: { trunkrsNr: number, link?, state?: { code, reasonCode?, timestamp } } }] }
// (an onStateUpdate needs data.trunkrsNr and data.state; the route says so in Dutch). Any other field is ignored.
import { Type, type Static } from 'typebox';

export const TrunkrsEventType = Type.Union([
  Type.Literal('onStateUpdate'), Type.Literal('onCreation'), Type.Literal('onCancellation'), Type.Literal('onReview'),
]);

export const TrunkrsWebhookEvent = Type.Object({
  type: TrunkrsEventType,
  recordedAt: Type.String({ minLength: 1, maxLength: 64 }),
  data: Type.Optional(
    Type.Object({
      trunkrsNr: Type.Optional(Type.Integer({ minimum: 0 })),
      state: Type.Optional(
        Type.Object({
          code: Type.String({ minLength: 1, maxLength: 100 }),
          reasonCode: Type.Optional(Type.String({ maxLength: 100 })),
          timestamp: Type.Optional(Type.String({ maxLength: 64 })),
        }),
      ),
    }),
  ),
});
export type TrunkrsWebhookEvent = Static<typeof TrunkrsWebhookEvent>;

export const TrunkrsWebhook = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  events: Type.Array(TrunkrsWebhookEvent, { maxItems: 500 }),
});
export type TrunkrsWebhook = Static<typeof TrunkrsWebhook>;

/** The webhook's answer: applied (or acknowledged), or ignored because none of its parcels is ours. */
export const WebhookReply = Type.Object({ ok: Type.Boolean(), ignored: Type.Optional(Type.Boolean()) });
