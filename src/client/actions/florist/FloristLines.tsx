import type { Snapshot } from 'valtio';
import { formatMoney } from '../../../shared/domain/format.ts';
import { visibleOrderItems } from '../../../shared/domain/order-view.ts';
import type { Order } from '../../../shared/schema/order.ts';

type OrderItem = Snapshot<Order['orderItems'][number]>;

/** The lines the florist makes, with their total; the internal products 943233 and 943234 are left out (spec §3). */
export function FloristLines({ items }: { items: readonly OrderItem[] }) {
  const lines = visibleOrderItems(items);
  const total = lines.reduce((sum, item) => sum + item.price, 0);
  return (
    <table className="order-lines">
      <caption>Orderregels</caption>
      <thead>
        <tr>
          <th scope="col" className="order-lines__quantity">Aantal</th>
          <th scope="col">Product</th>
          <th scope="col" className="order-lines__money">Stukprijs</th>
          <th scope="col" className="order-lines__money">Prijs</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((item, index) => (
          <tr key={`${item.productId}-${index}`}>
            <td className="order-lines__quantity">{item.quantity}</td>
            <td>{item.title}</td>
            <td className="order-lines__money">{formatMoney(item.pricePerProduct)}</td>
            <td className="order-lines__money">{formatMoney(item.price)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="order-lines__grand-total">
          <th scope="row" colSpan={3}>Totaal</th>
          <td className="order-lines__money">{formatMoney(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
