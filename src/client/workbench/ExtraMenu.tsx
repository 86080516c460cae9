import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { appData, isFeatureOn } from '../state/app-data.ts';

/** The 'Extra' menu: its entries follow the location's feature switches (spec §2 top bar). */
export function ExtraMenu() {
  const { features } = useSnapshot(appData);
  const entries = [
    { feature: 'revivaLabel', label: 'Aanmelden bij Reviva', href: '/shipment/reviva' },
    { feature: 'trunkrsLabel', label: 'Aanmelden bij Trunkrs', href: '/shipment/trunkrs' },
  ].filter((entry) => isFeatureOn(features, entry.feature, false));
  if (entries.length === 0) return null;
  return (
    <details className="menu">
      <summary>Extra</summary>
      <ul role="menu">
        {entries.map((entry) => (
          <li key={entry.href} role="none">
            <Link role="menuitem" href={entry.href}>
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
