import { Suspense, useEffect, useState } from 'react';
import { messages } from '../../shared/domain/messages.ts';
import { CARRIER_TITLES, type Carrier } from '../../shared/domain/constants.ts';
import { isCarrier, sendAction } from '../../shared/domain/carrier-button.ts';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { formatDate } from '../../shared/domain/format.ts';
import { formatOrderRoute } from '../../shared/routes.ts';
import { SendPanel } from '../lazy-screens.ts';
import { loadOrderList, orderList } from '../state/order-list.ts';

const capitalised = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);
/** 'Red je Pakketje' for redjepakketje; a carrier the shop has not named keeps its key. */
const carrierName = (carrier: string) => CARRIER_TITLES[carrier as Carrier] ?? capitalised(carrier);

/** A parcel without an order, registered from the carrier's generic form (spec §2). */
function NewParcel({ carrier }: { carrier: Carrier }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)}>
        Nieuw pakket aanmelden
      </button>
    );
  }
  return (
    <section className="shipment-list__parcel" aria-label="Nieuw pakket aanmelden">
      <h2>Nieuw pakket aanmelden</h2>
      <Suspense fallback={<p className="muted">{messages.loading}</p>}>
        <SendPanel carrier={carrier} order={null} onDone={() => setOpen(false)} />
      </Suspense>
      <button type="button" className="link-button" onClick={() => setOpen(false)}>
        Annuleren
      </button>
    </section>
  );
}

/**
 * /shipment/{carrier}: the delivery-expired orders, each with a link to register it with that carrier, and a
 * parcel without an order.
 */
export function ShipmentList({ carrier }: { carrier: string }) {
  const { items, loading, error, meta } = useSnapshot(orderList);
  useEffect(() => void loadOrderList({ tags: ['deliveryexpired'], page: 1 }), []);
  // Action names follow spec §2: sendToReviva, sendToZorgeloosBezorgd, … (another carrier: its key, capitalised).
  const action = isCarrier(carrier) ? sendAction(carrier) : `sendTo${capitalised(carrier)}`;
  return (
    <section className="shipment-list">
      <h1>Aanmelden bij {carrierName(carrier)}</h1>
      {isCarrier(carrier) && <NewParcel key={carrier} carrier={carrier} />}
      {error && <p role="alert">{error}</p>}
      {loading && items.length === 0 && <p>{messages.loading}</p>}
      {!loading && items.length === 0 && !error && <p>{messages.noData}</p>}
      <table>
        <thead>
          <tr>
            <th>OrderNr</th>
            <th>Leverdatum</th>
            <th>Opdrachtgever</th>
            <th>
              <span className="visually-hidden">Aanmelden</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>{item.orderNumber}</td>
              <td>{formatDate(item.deliveryDate)}</td>
              <td>{item.customer}</td>
              <td>
                <Link href={formatOrderRoute({ tags: ['deliveryexpired'], id: item.id, action })}>
                  Aanmelden bij {carrierName(carrier)}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">Getoond {items.length} van {meta.total}</p>
    </section>
  );
}
