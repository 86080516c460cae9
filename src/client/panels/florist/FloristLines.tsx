import type { Snapshot } from 'valtio';
import { visibleOrderItems } from '../../../shared/domain/order-view.ts';
import type { Order } from '../../../shared/schema/order.ts';
import { OrderLines, TotalRow } from '../../detail/OrderLinesTable.tsx';

type OrderItem = Snapshot<Order['orderItems'][number]>;

/** The lines the florist makes, with their total: the customer's costs and VAT are not the florist's business. */
export function FloristLines({ items }: { items: readonly OrderItem[] }) {
  const total = visibleOrderItems(items).reduce((sum, item) => sum + item.price, 0);
  return (
    <OrderLines items={items}>
      <TotalRow label="Totaal" amount={total} strong />
    </OrderLines>
  );
}
