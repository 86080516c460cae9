import { useSnapshot } from 'valtio';
import { printMessages } from '../../shared/domain/printing.ts';
import { navigate } from '../navigation.ts';
import { closeConfigError, ui } from '../state/ui.ts';
import { ConfirmDialog } from '../workbench/ConfirmDialog.tsx';
import './config-error-dialog.css';

export const LOCATION_CONFIG_PATH = '/admin/location';

const goToLocation = () => {
  closeConfigError();
  navigate(LOCATION_CONFIG_PATH);
};

/**
 * 'Configuratie fout' (spec §8): printing found no printer, or one this workstation does not know. 'Ja' (or Enter)
 * goes to the location configuration; Annuleren, Escape or a click beside it closes. While it is open it counts as
 * an overlay, so the workbench's keys stay off.
 */
export function ConfigErrorDialog() {
  const { configErrorOpen } = useSnapshot(ui);
  if (!configErrorOpen) return null;
  return (
    <ConfirmDialog
      heading={printMessages.configErrorTitle}
      text={printMessages.configErrorText}
      confirmLabel="Ja"
      initialFocus="confirm"
      className="config-error"
      onConfirm={goToLocation}
      onCancel={closeConfigError}
    />
  );
}
