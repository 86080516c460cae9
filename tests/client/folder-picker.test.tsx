import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FolderPicker } from '../../src/client/commands/FolderPicker.tsx';
import { chooseFolder, folderPicker } from '../../src/client/commands/folder-picker.ts';
import { folders } from '../../src/client/state/folders.ts';

describe('the folder picker', () => {
  beforeEach(() => {
    folders.tags = [
      { id: 23279793, title: 'Probleem', count: 3 },
      { id: 41, title: 'Wachten op klant', count: 1 },
      { id: 42, title: 'Rouw', count: 0 },
    ];
  });

  it('lists the numeric folders; typing filters, arrows move, Enter chooses', async () => {
    const user = userEvent.setup();
    render(<FolderPicker />);
    let chosen!: Promise<unknown>;
    act(() => {
      chosen = chooseFolder();
    });
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Probleem', 'Wachten op klant', 'Rouw']);

    await user.keyboard('w');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Wachten op klant', 'Rouw']);
    await user.keyboard('{ArrowDown}{Enter}');

    await expect(chosen).resolves.toEqual({ id: 42, title: 'Rouw' });
    expect(folderPicker.open).toBe(false);
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('Escape cancels', async () => {
    const user = userEvent.setup();
    render(<FolderPicker />);
    let chosen!: Promise<unknown>;
    act(() => {
      chosen = chooseFolder();
    });
    await screen.findByRole('dialog', { name: 'Verplaats naar map' });
    await user.keyboard('{Escape}');
    await expect(chosen).resolves.toBeNull();
    expect(folderPicker.open).toBe(false);
  });
});
