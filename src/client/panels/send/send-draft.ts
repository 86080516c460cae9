import type { DraftKey } from '../../drafts/draft-store.ts';
import type { SendScreenProps } from './types.ts';

/** A send screen's typed values wait per order and carrier (a parcel without an order has one per carrier). */
export const sendDraftKey = ({ carrier, order }: Pick<SendScreenProps, 'carrier' | 'order'>): DraftKey => ({
  orderId: order?.id ?? null,
  form: `send.${carrier}`,
});
