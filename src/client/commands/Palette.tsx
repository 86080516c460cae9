import { useEffect, useState } from 'react';
import { Command, defaultFilter } from 'cmdk';
import { useSnapshot } from 'valtio';
import { formatDate } from '../../shared/domain/format.ts';
import { folders } from '../state/folders.ts';
import { setPaletteOpen, ui } from '../state/ui.ts';
import { commandContext } from './command-context.ts';
import { commandsById, keyLabel } from './registry.ts';
import { commandApplies, runCommand } from './run-command.ts';
import { FolderPicker } from './FolderPicker.tsx';
import { useOrderSearch } from './use-order-search.ts';
import './palette.css';

const looksLikeOrderNumber = (text: string) => /^(blb)?\d{4,13}$/i.test(text.trim());
/** Three or more digits: the search's first result is the order with that number, or one ending in them. */
const looksLikeNumber = (text: string) => /^(blb)?\d{3,13}$/i.test(text.trim());

/** The order rows: what the server found (in its rank) and the typed number itself, above whatever else fits. */
const OPEN_ORDER = 'order openen ';
const FOUND_ORDER = 'gevonden order ';
const openOrderValue = (text: string) => `${OPEN_ORDER}${text.trim()}`;
const foundOrderValue = (orderNumber: string) => `${FOUND_ORDER}${orderNumber}`;
const paletteFilter = (value: string, search: string, keywords?: string[]) =>
  value.startsWith(OPEN_ORDER) || value.startsWith(FOUND_ORDER) ? 1 : defaultFilter(value, search, keywords);

/**
 * Ctrl+K: jump to an order by number, open a folder, or run any command that applies now. Every row runs a
 * command; the special folders are commands of their own (go.processed, …), the folders staff made go.folder's rows.
 */
export function Palette() {
  const { paletteOpen } = useSnapshot(ui);
  const { tags } = useSnapshot(folders);
  const [text, setText] = useState('');
  const { results, searching } = useOrderSearch(paletteOpen ? text : '');
  const [selected, setSelected] = useState('');
  // Enter on a number opens an order, not a folder or command that happens to fit the digits too.
  const bestOrder = looksLikeOrderNumber(text)
    ? openOrderValue(text)
    : looksLikeNumber(text) && results[0] ? foundOrderValue(results[0].orderNumber) : '';
  useEffect(() => {
    if (bestOrder) setSelected(bestOrder);
  }, [bestOrder]);

  const close = () => {
    setPaletteOpen(false);
    setText('');
  };
  const choose = (work: () => void) => {
    close();
    work();
  };
  const context = paletteOpen ? commandContext() : null;
  const available = context
    ? [...commandsById.values()].filter((command) => !command.hidden && commandApplies(command, context))
    : [];

  return (
    <>
      <Command.Dialog
        open={paletteOpen}
        onOpenChange={(open) => (open ? setPaletteOpen(true) : close())}
        label="Opdrachtenpalet"
        className="palette"
        overlayClassName="palette__overlay"
        filter={paletteFilter}
        value={selected}
        onValueChange={setSelected}
      >
        <Command.Input value={text} onValueChange={setText} placeholder="Typ een ordernummer, map of opdracht…" />
        <Command.List>
          <Command.Empty>{searching ? 'Zoeken…' : 'Niets gevonden'}</Command.Empty>
          {looksLikeOrderNumber(text) && (
            <Command.Group heading="Order">
              <Command.Item value={openOrderValue(text)} onSelect={() => choose(() => void runCommand('order.open', { code: text.trim() }, 'palette'))}>
                Order {text.trim()} openen
              </Command.Item>
            </Command.Group>
          )}
          {results.length > 0 && (
            <Command.Group heading="Gevonden orders">
              {results.map((order) => (
                <Command.Item
                  key={order.id}
                  value={foundOrderValue(order.orderNumber)}
                  onSelect={() => choose(() => void runCommand('order.open', { code: order.orderNumber }, 'palette'))}
                >
                  <span>{order.orderNumber}</span>
                  <span className="palette__meta">
                    {order.customer} · {formatDate(order.deliveryDate)}
                  </span>
                </Command.Item>
              ))}
            </Command.Group>
          )}
          <Command.Group heading="Mappen">
            {tags.map((tag) => (
              <Command.Item
                key={tag.id}
                value={`map ${tag.title}`}
                onSelect={() => choose(() => void runCommand('go.folder', { tag: Number(tag.id) }, 'palette'))}
              >
                Map {tag.title} ({tag.count})
              </Command.Item>
            ))}
          </Command.Group>
          <Command.Group heading="Opdrachten">
            {available.map((command) => (
              <Command.Item
                key={command.id}
                value={`${command.paletteTitle?.(context!) ?? command.title} ${command.id}`}
                keywords={[...(command.keywords ?? [])]}
                onSelect={() => choose(() => void runCommand(command.id, undefined, 'palette'))}
              >
                <span>{command.paletteTitle?.(context!) ?? command.title}</span>
                {keyLabel(command.id) && <kbd>{keyLabel(command.id)}</kbd>}
              </Command.Item>
            ))}
          </Command.Group>
        </Command.List>
      </Command.Dialog>
      {/* Mounted with the palette: the folder-picking sibling of it (order.moveToFolder). */}
      <FolderPicker />
    </>
  );
}
