// What an order handed to a colleague florist keeps of that hand-off: transport.florist {id, data{orderItems, card}} (spec §3).
import type { Order } from '../schema/order.ts';
import type { CardContent } from './card-content.ts';

type OrderItem = Order['orderItems'][number];

export interface FloristHandOver {
  floristId: number;
  /** The lines as the florist received them, when the hand-off stored them. */
  orderItems: readonly OrderItem[] | null;
  /** The card or ribbon as the florist received it, when the hand-off stored it (hand-offs before issue 21 did not). */
  card: CardContent | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isCardContent = (value: unknown): value is CardContent =>
  isRecord(value) && (value.kind === 'card' || value.kind === 'ribbon')
  && ['text', 'left', 'right'].every((key) => typeof value[key] === 'string');

/** The florist the order went to, or null when the order holds no (readable) colleague-florist hand-off. */
export function floristHandOver(order: { transport: Readonly<Record<string, unknown>> }): FloristHandOver | null {
  const florist = order.transport.florist;
  if (!isRecord(florist)) return null;
  const floristId = typeof florist.id === 'string' && /^\d{1,12}$/.test(florist.id) ? Number(florist.id) : florist.id;
  if (typeof floristId !== 'number' || !Number.isInteger(floristId)) return null;
  const data = isRecord(florist.data) ? florist.data : {};
  const items = Array.isArray(data.orderItems) ? (data.orderItems as OrderItem[]) : null;
  return { floristId, orderItems: items, card: isCardContent(data.card) ? data.card : null };
}
