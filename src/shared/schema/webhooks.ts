// What a carrier pushes to us. Trunkrs's webhook body as integrations.md lets us tell it (its events OnStateUpdate,
// OnCreation and OnCancellation, the parcel's trunkrsNr and its state code such as SHIPMENT_DELIVERED):
//   { event: 'OnStateUpdate' | 'OnCreation' | 'OnCancellation', trunkrsNr: string,
//     state?: { code: string, reason?: string, timestamp?: string } }   (state is required for OnStateUpdate)
// Any other field Trunkrs sends is accepted and ignored.
import { Type, type Static } from 'typebox';

export const TrunkrsEvent = Type.Union([Type.Literal('OnStateUpdate'), Type.Literal('OnCreation'), Type.Literal('OnCancellation')]);

export const TrunkrsWebhook = Type.Object({
  event: TrunkrsEvent,
  trunkrsNr: Type.String({ minLength: 1, maxLength: 64 }),
  state: Type.Optional(
    Type.Object({
      code: Type.String({ minLength: 1, maxLength: 100 }),
      reason: Type.Optional(Type.String({ maxLength: 500 })),
      timestamp: Type.Optional(Type.String({ maxLength: 64 })),
    }),
  ),
});
export type TrunkrsWebhook = Static<typeof TrunkrsWebhook>;

/** The webhook's answer: applied (or acknowledged), or ignored because the parcel is not ours. */
export const WebhookReply = Type.Object({ ok: Type.Boolean(), ignored: Type.Optional(Type.Boolean()) });
