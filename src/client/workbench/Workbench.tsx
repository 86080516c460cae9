import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { KeyboardLayer } from '../commands/KeyboardLayer.tsx';
import { ui } from '../state/ui.ts';
import { liveConnection } from '../state/live-connection.ts';
import { TopBar } from './TopBar.tsx';
import { Sidebar } from './Sidebar.tsx';
import { Panes } from './Panes.tsx';
import { LiveAnnouncer } from './LiveAnnouncer.tsx';
import { ShipmentList } from './ShipmentList.tsx';
import { WorkbenchEffects } from './WorkbenchEffects.tsx';
import './workbench.css';

/**
 * The order workbench: top bar, sidebar, the three panes (or a carrier's shipment list, or another page such as the
 * day's plan), and the keyboard layer over all of it.
 */
export function Workbench({ shipmentCarrier, children }: { shipmentCarrier?: string; children?: ReactNode }) {
  const { sidebarCollapsed } = useSnapshot(ui);
  const { status: live } = useSnapshot(liveConnection);
  return (
    <div className={`workbench ${sidebarCollapsed ? 'workbench--sidebar-collapsed' : ''}`} data-live={live}>
      <TopBar />
      <Sidebar />
      <main className="workbench__main">
        {children ?? (shipmentCarrier ? <ShipmentList carrier={shipmentCarrier} /> : <Panes />)}
      </main>
      <WorkbenchEffects />
      <LiveAnnouncer />
      <KeyboardLayer />
    </div>
  );
}
