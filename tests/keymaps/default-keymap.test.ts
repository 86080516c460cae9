import { describe, expect, it } from 'vitest';
import keymap from '../../keymaps/default.json';
import { commands } from '../../commands/index.ts';
import { formatKey, keymapProblems, type KeyBinding } from '../../src/shared/commands/keymap.ts';

const ids = new Set(commands.map((command) => command.id));

describe('keymaps/default.json', () => {
  it('binds only real commands, with valid keys and when-clauses, and no key twice alike', () => {
    expect(keymapProblems(keymap as KeyBinding[], ids)).toEqual([]);
  });

  it('would report an unknown command, a bad key, a bad clause and a clash', () => {
    const broken: KeyBinding[] = [
      { key: 'mod+k', command: 'does.not.exist' },
      { key: 'hyper+x', command: 'palette.show' },
      { key: 'x', command: 'palette.show', when: 'a &&' },
      { key: 'r', command: 'list.refresh' },
      { key: 'r', command: 'help.shortcuts' },
      { key: 'z', command: 'list.refresh' },
      { key: 'z k', command: 'mail.send.kib' },
    ];
    expect(keymapProblems(broken, ids)).toHaveLength(5);
  });

  it('would report a when-clause naming a flag the app does not make (it would silently read as false)', () => {
    const misspelt: KeyBinding[] = [{ key: 'x', command: 'palette.show', when: '!inputFocus && !overlay.opened' }];
    expect(keymapProblems(misspelt, ids)).toEqual(['x: onbekende when-naam overlay.opened']);
  });

  it('gives every command file the id of its file name', async () => {
    const files = import.meta.glob('../../commands/*.*.ts', { eager: true }) as Record<string, { default: { id: string } }>;
    for (const [path, module] of Object.entries(files)) {
      expect(module.default.id).toBe(path.split('/').pop()!.replace(/\.ts$/, ''));
    }
    expect(Object.keys(files)).toHaveLength(commands.length);
  });

  it('shows keys the way people read them', () => {
    expect(formatKey('mod+k', false)).toBe('Ctrl+K');
    expect(formatKey('mod+k', true)).toBe('⌘K');
    expect(formatKey('down', false)).toBe('↓');
    expect(formatKey('g n', false)).toBe('G dan N');
    expect(formatKey('shift+right', false)).toBe('Shift+→');
    expect(formatKey('?', false)).toBe('?');
  });
});
