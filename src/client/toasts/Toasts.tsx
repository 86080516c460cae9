import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { installToastPolicy, TOAST_MS } from './toast-policy.ts';
import './toasts.css';

installToastPolicy();

/**
 * Top-left (spec §2), under the top bar and the sidebar's fold button, as narrow as the sidebar: with the sidebar
 * shown they cover only its folder links, never the list, its folder tabs, its paging bar or the order. Stacked
 * open, newest on top, each with its progress bar.
 */
const PLACE = { top: '5rem', left: '0.5rem' };
const WIDTH = { '--width': '12rem' } as CSSProperties;

export function Toasts() {
  return (
    <Toaster
      position="top-left"
      offset={PLACE}
      expand
      visibleToasts={5}
      richColors
      closeButton
      duration={TOAST_MS}
      className="toasts"
      style={WIDTH}
      containerAriaLabel="Meldingen"
      toastOptions={{ closeButtonAriaLabel: 'Melding sluiten' }}
    />
  );
}
