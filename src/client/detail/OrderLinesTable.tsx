import type { ReactNode } from 'react';
import { formatMoney } from '../../shared/domain/format.ts';
import { visibleOrderItems } from '../../shared/domain/order-view.ts';
import type { OrderSnapshot } from './order-snapshot.ts';

type OrderItem = OrderSnapshot['orderItems'][number];

export function TotalRow({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  return (
    <tr className={strong ? 'order-lines__grand-total' : undefined}>
      <th scope="row" colSpan={3}>{label}</th>
      <td className="order-lines__money">{formatMoney(amount)}</td>
    </tr>
  );
}

/** Order lines with the totals given as `children`; the internal products 943233 and 943234 are not shown (spec §3). */
export function OrderLines({ items, children }: { items: readonly OrderItem[]; children: ReactNode }) {
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
        {visibleOrderItems(items).map((item, index) => (
          <tr key={`${item.productId}-${index}`}>
            <td className="order-lines__quantity">{item.quantity}</td>
            <td>{item.title}</td>
            <td className="order-lines__money">{formatMoney(item.pricePerProduct)}</td>
            <td className="order-lines__money">{formatMoney(item.price)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>{children}</tfoot>
    </table>
  );
}

/** The order's lines with its costs and totals. */
export function OrderLinesTable({ order }: { order: OrderSnapshot }) {
  return (
    <OrderLines items={order.orderItems}>
      <TotalRow label="Bezorgkosten" amount={order.deliveryCosts} />
      <TotalRow label="Factuurkosten" amount={order.invoiceCosts} />
      <TotalRow label="Totaal excl. btw" amount={order.totalEx} />
      <TotalRow label="Totaal incl. btw" amount={order.totalIn} strong />
    </OrderLines>
  );
}
