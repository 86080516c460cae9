import { useSnapshot } from 'valtio';
import { KeyboardLayer } from '../commands/KeyboardLayer.tsx';
import { ui } from '../state/ui.ts';
import { TopBar } from './TopBar.tsx';
import { Sidebar } from './Sidebar.tsx';
import { Panes } from './Panes.tsx';
import { ShipmentList } from './ShipmentList.tsx';
import { WorkbenchEffects } from './WorkbenchEffects.tsx';
import './workbench.css';

/** The order workbench: top bar, sidebar, the three panes, and the keyboard layer over all of it. */
export function Workbench({ shipmentCarrier }: { shipmentCarrier?: string }) {
  const { sidebarCollapsed } = useSnapshot(ui);
  return (
    <div className={`workbench ${sidebarCollapsed ? 'workbench--sidebar-collapsed' : ''}`}>
      <TopBar />
      <Sidebar />
      <main className="workbench__main">{shipmentCarrier ? <ShipmentList carrier={shipmentCarrier} /> : <Panes />}</main>
      <WorkbenchEffects />
      <KeyboardLayer />
    </div>
  );
}
