import { useSnapshot } from 'valtio';
import { KeymapHost } from '../commands/KeymapHost.tsx';
import { Palette } from '../commands/Palette.tsx';
import { CheatSheet } from '../commands/CheatSheet.tsx';
import { WedgeScannerHost } from '../commands/WedgeScannerHost.tsx';
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
      <KeymapHost />
      <WedgeScannerHost />
      <Palette />
      <CheatSheet />
    </div>
  );
}
