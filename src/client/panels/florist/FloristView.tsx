// The order as the colleague florist it went to sees it (spec §2 'View colleague florist'): who they are, then the
// order's date, number, lines, image, card, notes, comment, delivery address and customer.
import type { ReactNode } from 'react';
import { cardContent, cardContentLines, NO_CARD_TEXT, type CardContent } from '../../../shared/domain/card-content.ts';
import { floristHandOver } from '../../../shared/domain/florist-transport.ts';
import { formatLongDate } from '../../../shared/domain/format.ts';
import { messages } from '../../../shared/domain/messages.ts';
import { formalName } from '../../../shared/domain/person-name.ts';
import { wrapText } from '../../../shared/domain/wrap-text.ts';
import type { Florist } from '../../../shared/schema/florists.ts';
import { AddressLines } from '../../detail/AddressLines.tsx';
import type { OrderSnapshot } from '../../detail/order-snapshot.ts';
import { FloristLines } from './FloristLines.tsx';
import { useFlorist } from './use-florist.ts';
import './florist-view.css';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

// The florist and the blocks are groups, not regions: a landmark's name must be its own on the page, and the
// order's detail beside them has an 'Afleveradres' and a 'Klant' too, the action panel a 'Collega bloemist'.
function FloristCard({ florist }: { florist: Florist }) {
  const { address } = florist;
  return (
    <div role="group" className="florist-view__florist" aria-label="Collega bloemist">
      <h3>{florist.name}</h3>
      <dl className="florist-view__fields">
        <Field label="Contactpersoon">{florist.contactPersonName}</Field>
        <Field label="E-mail"><a href={`mailto:${florist.emailAddress}`}>{florist.emailAddress}</a></Field>
        <Field label="Telefoon">{florist.phoneNumber}</Field>
        <Field label="Adres"><AddressLines address={{ ...address, country: undefined }} /></Field>
        <Field label="Rekeningnummer">{florist.accountNumber}</Field>
      </dl>
    </div>
  );
}

function CardText({ lines }: { lines: string[] }) {
  if (lines.length === 0) return <p className="muted">{NO_CARD_TEXT}</p>;
  return <div className="florist-view__card">{wrapText(lines.join('\n'))}</div>;
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="group" className="florist-view__block" aria-label={title}>
      <h4>{title}</h4>
      {children}
    </div>
  );
}

/** What the florist received: their lines and card, else the order's own. */
interface Received {
  items: OrderSnapshot['orderItems'];
  card: CardContent | null;
}

function OrderForFlorist({ order, received: { items, card } }: { order: OrderSnapshot; received: Received }) {
  const { recipient, customer } = order;
  return (
    <article className="florist-view__order" aria-label="Order">
      <h3>{formatLongDate(order.deliveryDate)}</h3>
      <p>Ordernummer: <strong>{order.orderNumber}</strong></p>
      <FloristLines items={items} />
      {order.imageUrl && <img className="florist-view__image" src={order.imageUrl} alt="Afbeelding van het product" />}
      <Block title={card?.kind === 'ribbon' ? 'Lint' : 'Kaart'}><CardText lines={cardContentLines(card)} /></Block>
      {order.description.trim() && <Block title="Omschrijving"><div className="florist-view__text">{order.description}</div></Block>}
      <Block title="Opmerking">
        {order.comment.trim() ? <div className="florist-view__text">{order.comment}</div> : <p className="muted">Geen opmerking</p>}
      </Block>
      <Block title="Afleveradres">
        {recipient.companyName && <div>{recipient.companyName}</div>}
        <div>{recipient.name}</div>
        <AddressLines address={recipient.address} />
        {recipient.phoneNumber && <div>Tel. {recipient.phoneNumber}</div>}
      </Block>
      <Block title="Klant">
        {customer.companyTitle && <div>{customer.companyTitle}</div>}
        <div>{formalName(customer.name)}</div>
        <AddressLines address={customer.address} />
        {customer.phoneNumber && <div>Tel. {customer.phoneNumber}</div>}
        {customer.emailAddress && <div>{customer.emailAddress}</div>}
      </Block>
    </article>
  );
}

function HandedOverView({ order, floristId, received }: { order: OrderSnapshot; floristId: number; received: Received }) {
  const florist = useFlorist(floristId);
  if (florist.state === 'loading') return <p className="muted">{messages.loading}</p>;
  if (florist.state === 'error') {
    return <p role="alert">De gegevens van de collega bloemist konden niet worden geladen: {florist.message}</p>;
  }
  return (
    <div className="florist-view">
      <FloristCard florist={florist.value} />
      <OrderForFlorist order={order} received={received} />
    </div>
  );
}

/** The viewFlorist page of the open order; the lines and card are those the florist received, else the order's own. */
export function FloristView({ order }: { order: OrderSnapshot }) {
  const handOver = floristHandOver(order);
  if (!handOver) return <p role="alert">Deze order is niet aan een collega bloemist gegeven.</p>;
  const received = { items: handOver.orderItems ?? order.orderItems, card: handOver.card ?? cardContent(order.card) };
  return <HandedOverView order={order} floristId={handOver.floristId} received={received} />;
}
