import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import keymap from '../../keymaps/default.json';

// The README's keys table is what a new user reads first; it must name exactly the keys the product binds.
const readme = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8');

const README_KEY_NAMES: Record<string, string> = {
  '↓': 'down', '↑': 'up', '←': 'left', '→': 'right', esc: 'escape', spatie: 'space', ctrl: 'mod',
};

/** `Shift+←` → `shift+left`, `Ctrl+K` → `mod+k`, `Esc` → `escape`: the keymap's own notation. */
const toKeymapNotation = (written: string) =>
  written
    .split('+')
    .map((part) => README_KEY_NAMES[part.toLowerCase()] ?? part.toLowerCase())
    .join('+');

const backticked = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]);

function keysTable() {
  const lines = readme.split('\n');
  const header = lines.findIndex((line) => line.startsWith('| key | what it does |'));
  expect(header, 'the README has a keys table').toBeGreaterThan(-1);
  const rows: { keys: string[]; text: string }[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const [keyColumn, description] = line.split(' | ');
    const [prefix, chordEnds] = keyColumn.split(' then ');
    const keys = chordEnds === undefined
      ? backticked(prefix).filter((key) => !key.startsWith('⌘')).map(toKeymapNotation)
      : backticked(chordEnds).map((end) => `${toKeymapNotation(backticked(prefix)[0])} ${toKeymapNotation(end)}`);
    rows.push({ keys, text: backticked(description ?? '').map(toKeymapNotation).join(' ') });
  }
  return rows;
}

describe('the README keys table', () => {
  const rows = keysTable();
  const bound = new Set((keymap as { key: string }[]).map((binding) => binding.key));

  it('promises only keys the keymap binds', () => {
    const promised = rows.flatMap((row) => row.keys);
    expect(promised.length).toBeGreaterThan(60);
    expect(promised.filter((key) => !bound.has(key))).toEqual([]);
  });

  it('names every key the keymap binds (in the key column, or within the row of the screen it works on)', () => {
    const listed = new Set(rows.flatMap((row) => row.keys));
    const mentioned = new Set(rows.flatMap((row) => row.text.split(' ')));
    expect([...bound].filter((key) => !listed.has(key) && !mentioned.has(key))).toEqual([]);
  });

  it('reads chords, alternatives and named keys the way the keymap writes them', () => {
    expect(toKeymapNotation('Shift+←')).toBe('shift+left');
    expect(toKeymapNotation('Ctrl+Enter')).toBe('mod+enter');
    expect(toKeymapNotation('Esc')).toBe('escape');
    expect(rows.find((row) => row.keys.includes('g n'))?.keys).toEqual(['g n', 'g v', 'g e', 'g b']);
  });
});
