// One write, one change (issue 23): a server operation returns an OrderChange, the route answers with it, the hub
// broadcasts it after commit, and every workstation (the acting one included) applies it with one reducer
// (src/client/state/apply-change.ts). Applying a change twice (the answer, then its echo) is harmless: the list and
// the folder counts move only for a version newer than the one applied, and the blocks replace what they name.
import type { OrderChange } from '../schema/order.ts';

export type { OrderChange } from '../schema/order.ts';

/** The socket message that carries a change to every workstation. */
export interface ChangeMessage {
  type: 'change';
  change: OrderChange;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isFolderFields = (value: unknown) =>
  isRecord(value) &&
  typeof value.treatment === 'string' &&
  typeof value.deliveryDate === 'string' &&
  (value.tag === null || (isRecord(value.tag) && isId(value.tag.id))) &&
  (value.activeTransporter === null || typeof value.activeTransporter === 'string');

/**
 * A change from the socket, or null: checked for what the reducer decides by (ids, version, the fields that say
 * where the order belongs), not field by field — it comes from the server's own hub.
 */
export function parseOrderChange(value: unknown): OrderChange | null {
  if (!isRecord(value) || !isId(value.orderId) || !isId(value.version)) return null;
  const { blocks, listItem, was } = value;
  if (blocks !== undefined && !isRecord(blocks)) return null;
  if (listItem !== undefined && listItem !== null && !(isFolderFields(listItem) && (listItem as { id?: unknown }).id === value.orderId)) {
    return null;
  }
  if (listItem !== undefined && was !== null && !isFolderFields(was)) return null;
  return value as unknown as OrderChange;
}
