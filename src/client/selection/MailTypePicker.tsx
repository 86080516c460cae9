import { Command } from 'cmdk';
import { useSnapshot } from 'valtio';
import { MAIL_LABELS, type OrderMailType } from '../../shared/domain/order-mails.ts';
import { mailTypePicker } from './mail-type-picker.ts';
import '../commands/palette.css';

const MAIL_TYPES = Object.entries(MAIL_LABELS) as [OrderMailType, string][];

/** Chooses the mail for the selection with the keyboard: type to filter, arrows, Enter; Escape cancels. */
export function MailTypePicker() {
  const { open } = useSnapshot(mailTypePicker.state);
  return (
    <Command.Dialog
      open={open}
      onOpenChange={(next) => !next && mailTypePicker.close(null)}
      label="Mail aan de selectie"
      className="palette"
      overlayClassName="palette__overlay"
    >
      <Command.Input placeholder="Typ een mail…" />
      <Command.List>
        <Command.Empty>Geen mail gevonden</Command.Empty>
        {MAIL_TYPES.map(([type, label]) => (
          <Command.Item key={type} value={label} onSelect={() => mailTypePicker.close(type)}>
            {label}
          </Command.Item>
        ))}
      </Command.List>
    </Command.Dialog>
  );
}
