import { PROBLEM_TRACKING_STATES, TRACKING_STATE_LABELS, type TrackingState } from '../../shared/domain/carriers.ts';
import { CARRIER_TITLES } from '../../shared/domain/constants.ts';
import { isCarrier } from '../../shared/domain/carrier-button.ts';
import type { ListItem } from './list-item.ts';
import type { ListFeature, ListFeatureFlags } from './list-features.ts';
import { ListIcon, type ListIconName } from './list-icons.tsx';

interface Marker {
  feature: ListFeature;
  applies: (item: ListItem) => boolean;
  icon: ListIconName;
  label: string;
}

const MARKERS: readonly Marker[] = [
  { feature: 'ownDelivery', applies: (item) => item.ownDelivery, icon: 'ownDelivery', label: 'Eigen bezorging (boutique-kaart)' },
  { feature: 'morningDelivery', applies: (item) => item.isMorningDelivery, icon: 'morning', label: 'Ochtendbezorging' },
  { feature: 'afternoonDelivery', applies: (item) => item.isAfternoonDelivery, icon: 'afternoon', label: 'Middagbezorging' },
  { feature: 'eveningDelivery', applies: (item) => item.isEveningDelivery, icon: 'evening', label: 'Avondbezorging' },
  { feature: 'mourning', applies: (item) => item.isMourning, icon: 'mourning', label: 'Rouw' },
  { feature: 'photoService', applies: (item) => item.hasPhotoService, icon: 'photo', label: 'Fotoservice' },
];

interface OrderIconsProps {
  item: ListItem;
  flags: ListFeatureFlags;
  managementUrl: string | undefined;
}

/** How a parcel's state reads at a glance: still travelling, arrived, or needing someone (a return comes back to us). */
function trackingTone(state: TrackingState): 'underway' | 'arrived' | 'trouble' {
  if (state === 'retour' || PROBLEM_TRACKING_STATES.includes(state)) return 'trouble';
  return state === 'bezorgd' || state === 'bij_de_buren' ? 'arrived' : 'underway';
}

/** Where the parcel of the order's active carrier stands, e.g. 'PostNL: Onderweg'. */
function TrackingMarker({ item }: { item: ListItem }) {
  const { trackingState: state, activeTransporter: carrier } = item;
  if (!state) return null;
  const carrierName = carrier && isCarrier(carrier) ? CARRIER_TITLES[carrier] : carrier;
  return (
    <span className={`order-row__tracking order-row__tracking--${trackingTone(state)}`}>
      <ListIcon name="parcel" label={`${carrierName}: ${TRACKING_STATE_LABELS[state]}`} />
    </span>
  );
}

/** The delivery and service markers of one order, and a link per unpaid invoice, as the location's features allow. */
export function OrderIcons({ item, flags, managementUrl }: OrderIconsProps) {
  const invoiceIds = flags.unpaidInvoices ? item.unpaidInvoiceIds : [];
  return (
    <>
      {MARKERS.filter((marker) => flags[marker.feature] && marker.applies(item)).map((marker) => (
        <ListIcon key={marker.icon} name={marker.icon} label={marker.label} />
      ))}
      <TrackingMarker item={item} />
      {invoiceIds.map((invoiceId) => (
        <a
          key={invoiceId}
          className="order-row__invoice"
          href={managementUrl && `${managementUrl}/invoices/${invoiceId}`}
          target="_blank"
          rel="noopener noreferrer"
          draggable={false}
          onClick={(event) => event.stopPropagation()}
        >
          <ListIcon name="invoice" label={`Openstaande factuur ${invoiceId}`} />
        </a>
      ))}
    </>
  );
}
