import { Command } from 'cmdk';
import { useSnapshot } from 'valtio';
import { folders } from '../state/folders.ts';
import { closeFolderPicker, folderPicker } from './folder-picker.ts';
import './palette.css';

/** Chooses one of the numeric folders with the keyboard: type to filter, arrows, Enter; Escape cancels. */
export function FolderPicker() {
  const { open } = useSnapshot(folderPicker);
  const { tags } = useSnapshot(folders);
  const choices = tags.flatMap((tag) => (/^\d+$/.test(String(tag.id)) ? [{ id: Number(tag.id), title: tag.title }] : []));

  return (
    <Command.Dialog
      open={open}
      onOpenChange={(next) => !next && closeFolderPicker(null)}
      label="Verplaats naar map"
      className="palette"
      overlayClassName="palette__overlay"
    >
      <Command.Input placeholder="Typ een mapnaam…" />
      <Command.List>
        <Command.Empty>Geen map gevonden</Command.Empty>
        {choices.map((choice) => (
          <Command.Item key={choice.id} value={`${choice.title} ${choice.id}`} onSelect={() => closeFolderPicker(choice)}>
            {choice.title}
          </Command.Item>
        ))}
      </Command.List>
    </Command.Dialog>
  );
}
