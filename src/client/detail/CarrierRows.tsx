import { carrierColumns, type CarrierView } from '../../shared/domain/order-view.ts';

interface CarrierRowsProps {
  carriers: readonly CarrierView[];
  nameOf: (carrier: string) => string;
}

function CarrierRow({ carrier, name }: { carrier: CarrierView; name: string }) {
  return (
    <li className="carrier-row" aria-label={name}>
      <span className="carrier-row__name">{name}</span>
      <span className={carrier.registered ? 'carrier-row__status carrier-row__status--registered' : 'carrier-row__status'}>
        {carrier.status}
      </span>
      {carrier.tracking.length > 0 && (
        <span className="carrier-row__tracking">
          Track:{' '}
          {carrier.tracking.map((link) => (
            <a key={link.code} href={link.url} target="_blank" rel="noopener noreferrer">{link.code}</a>
          ))}
        </span>
      )}
    </li>
  );
}

/** One row per carrier of the order, in 1, 2 or 3 columns by how many there are (spec §2, §9). */
export function CarrierRows({ carriers, nameOf }: CarrierRowsProps) {
  if (!carriers.length) return null;
  return (
    <section aria-label="Vervoerders">
      <h3 className="detail-section-title">Vervoerders</h3>
      <ul className="carrier-rows__grid" data-columns={carrierColumns(carriers.length)}>
        {carriers.map((carrier) => (
          <CarrierRow key={carrier.carrier} carrier={carrier} name={nameOf(carrier.carrier)} />
        ))}
      </ul>
    </section>
  );
}
