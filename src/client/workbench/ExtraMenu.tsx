import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { appData, isFeatureOn } from '../state/app-data.ts';
import { CommandButton } from '../commands/CommandButton.tsx';

const LINKS = [
  { feature: 'revivaLabel', label: 'Aanmelden bij Reviva', href: '/shipment/reviva' },
  { feature: 'trunkrsLabel', label: 'Aanmelden bij Trunkrs', href: '/shipment/trunkrs' },
];

/** The 'Extra' menu: its entries follow the location's feature switches (spec §2 top bar). */
export function ExtraMenu() {
  const { features } = useSnapshot(appData);
  const menu = useRef<HTMLDetailsElement>(null);
  const links = LINKS.filter((entry) => isFeatureOn(features, entry.feature, false));
  const efCard = isFeatureOn(features, 'printEfCard', false);
  if (links.length === 0 && !efCard) return null;

  // Choosing an entry closes the menu: a link leaves it open over the page it goes to otherwise.
  const closeMenu = () => menu.current?.removeAttribute('open');
  return (
    <details className="menu" ref={menu}>
      <summary>Extra</summary>
      <ul role="menu" onClick={closeMenu}>
        {efCard && (
          <li role="none">
            <CommandButton id="print.efCard" role="menuitem" title="Print EF kaart">
              Print EF kaart
            </CommandButton>
          </li>
        )}
        {links.map((entry) => (
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
