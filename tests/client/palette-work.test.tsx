// Issue 26: Ctrl+K must paint the palette within a frame. Timing is the bench's (npm run bench:ui); this counts the
// work of opening it and typing in it, with the ceilings measured when it was made.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ComponentProps } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { Palette } from '../../src/client/commands/Palette.tsx';
import { orderList } from '../../src/client/state/order-list.ts';
import { setPaletteOpen, ui } from '../../src/client/state/ui.ts';

const counts = vi.hoisted(() => ({ items: 0, contexts: 0 }));

vi.mock('cmdk', async (importOriginal) => {
  const actual = await importOriginal<typeof import('cmdk')>();
  const Item = actual.Command.Item;
  const CountedItem = (props: ComponentProps<typeof Item>) => {
    counts.items++;
    return <Item {...props} />;
  };
  return { ...actual, Command: Object.assign(actual.Command, { Item: CountedItem }) };
});

vi.mock('../../src/client/commands/command-context.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/client/commands/command-context.ts')>();
  return {
    commandContext() {
      counts.contexts++;
      return actual.commandContext();
    },
  };
});

describe('the palette’s work', () => {
  let commits = 0;
  const countCommit = () => void commits++;

  beforeEach(() => {
    window.history.replaceState(null, '', '/order/t[unprocessed]');
    Object.assign(ui, { paletteOpen: false, cheatSheetOpen: false });
    Object.assign(orderList, { items: [], meta: { total: 0, page: 1, pageSize: 50 } });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"data":[],"meta":{"total":0,"page":1,"pageSize":8}}', { headers: { 'content-type': 'application/json' } }));
  });

  async function openPalette() {
    render(
      <Profiler id="palette" onRender={countCommit}>
        <Palette />
      </Profiler>,
    );
    Object.assign(counts, { items: 0, contexts: 0 });
    commits = 0;
    await act(async () => setPaletteOpen(true));
    return screen.getAllByRole('option').length;
  }

  test('opening works out the commands once and draws each row once', async () => {
    const rows = await openPalette();

    expect(counts.contexts).toBe(1);
    expect(counts.items).toBe(rows);
    // Measured at 5 when this was written (the opening, then cmdk settling its selection and list); the rows are
    // drawn in the first, and cmdk's later commits do not draw them again.
    expect(commits).toBeLessThanOrEqual(5);
  });

  test('typing filters the rows cmdk has, without working the commands out again or drawing them anew', async () => {
    await openPalette();
    Object.assign(counts, { items: 0, contexts: 0 });

    await userEvent.keyboard('lijst');

    expect(screen.getByRole('option', { name: /Lijst verversen/ })).toBeInTheDocument();
    expect(counts.contexts).toBe(0);
    expect(counts.items).toBe(0);
  });
});
