import { proxy, subscribe } from 'valtio';
import type { PrintJobType } from '../../shared/domain/constants.ts';
import { storage } from './storage.ts';

const SIDEBAR_KEY = 'werkplaats.sidebarCollapsed';

export interface PrintUnderway {
  orderId: number;
  type: PrintJobType;
}

/** Overlays and panes of the shell. */
export const ui = proxy({
  sidebarCollapsed: storage.read<boolean>(SIDEBAR_KEY) ?? false,
  paletteOpen: false,
  cheatSheetOpen: false,
  /** The 'Configuratie fout' dialog: printing found no usable printer for this workstation (spec §8). */
  configErrorOpen: false,
  /** The 'Print EF kaart' modal (spec §2). */
  efCardOpen: false,
  /** Documents whose print request is on its way: their button and key wait for it (one click, one job). */
  printsUnderway: [] as PrintUnderway[],
  /** The camera barcode scanner (spec §2 barcode scanning). */
  scannerOpen: false,
  /** The photo screen's camera: off, showing the live picture, or showing a photo just taken (spec §2 camera). */
  camera: 'off' as 'off' | 'live' | 'preview',
  /** Set by SERVER_RESTART: the app was updated and reloads. */
  restarting: false,
});

subscribe(ui, () => storage.write(SIDEBAR_KEY, ui.sidebarCollapsed));

export const toggleSidebar = () => {
  ui.sidebarCollapsed = !ui.sidebarCollapsed;
};

/** Ctrl+K's palette: shown or not. */
export const setPaletteOpen = (open: boolean) => {
  ui.paletteOpen = open;
};

export const closeCheatSheet = () => {
  ui.cheatSheetOpen = false;
};

export const showConfigError = () => {
  ui.configErrorOpen = true;
};

export const closeConfigError = () => {
  ui.configErrorOpen = false;
};

export const openEfCard = () => {
  ui.efCardOpen = true;
};

export const closeEfCard = () => {
  ui.efCardOpen = false;
};

export const openScanner = () => {
  ui.scannerOpen = true;
};

export const closeScanner = () => {
  ui.scannerOpen = false;
};
