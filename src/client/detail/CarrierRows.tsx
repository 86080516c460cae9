import { useSnapshot } from 'valtio';
import { enabledCarriers, isCarrier } from '../../shared/domain/carrier-button.ts';
import { carrierMessages } from '../../shared/domain/carriers.ts';
import { carrierColumns, orderCarriers, type CarrierView } from '../../shared/domain/order-view.ts';
import { appData } from '../state/app-data.ts';
import { CarrierButton } from './carriers/CarrierButton.tsx';
import type { OrderSnapshot } from './order-snapshot.ts';

interface CarrierRowsProps {
  order: OrderSnapshot;
  nameOf: (carrier: string) => string;
}

function CarrierRow({ orderId, view, name }: { orderId: number; view: CarrierView; name: string }) {
  return (
    <li className="carrier-row" aria-label={name}>
      <span className="carrier-row__name">{name}</span>
      <span className={view.registered ? 'carrier-row__status carrier-row__status--registered' : 'carrier-row__status'}>{view.status}</span>
      {isCarrier(view.carrier) && <CarrierButton orderId={orderId} carrier={view.carrier} view={view} name={name} />}
      {view.tracking.length > 0 && (
        <span className="carrier-row__tracking">
          {carrierMessages.track}{' '}
          {view.tracking.map((link) => (
            <a key={link.code} href={link.url} target="_blank" rel="noopener noreferrer">{link.code}</a>
          ))}
        </span>
      )}
    </li>
  );
}

/**
 * A row per carrier: the ones the order was handed to and the ones the location's transporter features switch on
 * (spec §1, §6), in 1, 2 or 3 columns by how many there are (spec §2, §9).
 */
export function CarrierRows({ order, nameOf }: CarrierRowsProps) {
  const { features } = useSnapshot(appData);
  const carriers = orderCarriers(order, enabledCarriers(features));
  if (!carriers.length) return null;
  return (
    <section aria-label="Vervoerders">
      <h3 className="detail-section-title">Vervoerders</h3>
      <ul className="carrier-rows__grid" data-columns={carrierColumns(carriers.length)}>
        {carriers.map((view) => (
          <CarrierRow key={view.carrier} orderId={order.id} view={view} name={nameOf(view.carrier)} />
        ))}
      </ul>
    </section>
  );
}
