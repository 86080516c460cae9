import type { OrderListItem } from '../../shared/schema/order.ts';

// Short marks for the payment methods the shop knows; an unknown method shows the start of its title.
const MARKS: Record<string, string> = {
  ideal: 'iD',
  invoice: 'RK',
  creditcard: 'CC',
  paypal: 'PP',
  bancontact: 'BC',
  afterpay: 'AB',
  banktransfer: 'OV',
};

export function PaymentIcon({ method, isPaid }: { method: OrderListItem['paymentMethod']; isPaid: boolean }) {
  const label = `${method.title} (${isPaid ? 'betaald' : 'niet betaald'})`;
  return (
    <span
      className={`payment-icon payment-icon--${method.icon}${isPaid ? '' : ' payment-icon--unpaid'}`}
      role="img"
      aria-label={label}
      title={label}
    >
      {MARKS[method.icon] ?? method.title.slice(0, 2)}
    </span>
  );
}
