import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Command, defaultFilter } from 'cmdk';
import { useSnapshot } from 'valtio';
import { formatDate } from '../../shared/domain/format.ts';
import { folders } from '../state/folders.ts';
import { setPaletteOpen, ui } from '../state/ui.ts';
import { paletteEntries, type PaletteEntry } from './palette-entries.ts';
import { runCommand } from './run-command.ts';
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
  // What had the focus before the palette opened gets it back (a non-modal Radix dialog would give it to a trigger).
  const focusBefore = useRef<HTMLElement | null>(null);
  // Enter on a number opens an order, not a folder or command that happens to fit the digits too.
  const bestOrder = looksLikeOrderNumber(text)
    ? openOrderValue(text)
    : looksLikeNumber(text) && results[0] ? foundOrderValue(results[0].orderNumber) : '';
  useEffect(() => {
    if (bestOrder) setSelected(bestOrder);
  }, [bestOrder]);

  const close = useCallback(() => {
    setPaletteOpen(false);
    setText('');
  }, []);
  const choose = (work: () => void) => {
    close();
    work();
  };
  // Once per opening, not on every key typed: the rows of the commands stay the same elements while cmdk filters.
  const entries = useMemo(() => (paletteOpen ? paletteEntries() : []), [paletteOpen]);

  return (
    <>
      {/*
        cmdk's own Command.Dialog, but not modal in Radix's way: that locks the page's scrolling with a style sheet
        and hides the rest of the page from screen readers attribute by attribute, which had the browser work out
        the style of the whole page three times before the palette's first paint. The backdrop takes the clicks
        outside (they close it, as Radix's outside click does) and aria-modal tells screen readers the rest is inert.
      */}
      <Dialog.Root open={paletteOpen} onOpenChange={(open) => (open ? setPaletteOpen(true) : close())} modal={false}>
        <Dialog.Portal>
          <div className="palette__overlay" cmdk-overlay="" />
          <Dialog.Content
            aria-label="Opdrachtenpalet"
            aria-modal="true"
            aria-describedby={undefined}
            cmdk-dialog=""
            onOpenAutoFocus={() => void (focusBefore.current = document.activeElement as HTMLElement | null)}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              focusBefore.current?.focus({ preventScroll: true });
            }}
          >
            <Command label="Opdrachtenpalet" className="palette" filter={paletteFilter} value={selected} onValueChange={setSelected}>
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
                  {entries.map((entry) => (
                    <CommandItem key={entry.id} entry={entry} onRun={close} />
                  ))}
                </Command.Group>
              </Command.List>
            </Command>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      {/* Mounted with the palette: the folder-picking sibling of it (order.moveToFolder). */}
      <FolderPicker />
    </>
  );
}

/** A command's row; memoised, so typing re-renders cmdk's filtering, not every row. */
const CommandItem = memo(function CommandItem({ entry, onRun }: { entry: PaletteEntry; onRun: () => void }) {
  return (
    <Command.Item
      value={entry.value}
      keywords={entry.keywords}
      onSelect={() => {
        onRun();
        void runCommand(entry.id, undefined, 'palette');
      }}
    >
      <span>{entry.title}</span>
      {entry.key && <kbd>{entry.key}</kbd>}
    </Command.Item>
  );
});
