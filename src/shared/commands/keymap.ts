// Key bindings as data (keymaps/default.json, VS Code's shape). The single source for dispatch and for
// every place a key is shown: palette hints, button tooltips, the '?' overview.
import { WHEN_FLAGS, whenProblems } from './when-flags.ts';

export interface KeyBinding {
  /** 'mod+k', 'down', 'shift+/', or a chord of two steps written with a space: 'g n'. */
  key: string;
  command: string;
  when?: string;
  args?: unknown;
}

const MODIFIERS = ['mod', 'ctrl', 'meta', 'alt', 'shift'];

/** What is wrong with a keymap: unknown commands, unparsable keys or clauses, unknown flags, one key bound twice alike. */
export function keymapProblems(
  bindings: readonly KeyBinding[],
  commandIds: ReadonlySet<string>,
  flags: readonly string[] = WHEN_FLAGS,
): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const binding of bindings) {
    if (!commandIds.has(binding.command)) problems.push(`${binding.key}: onbekend commando ${binding.command}`);
    for (const step of binding.key.split(' ')) {
      const parts = step.split('+');
      const key = parts.pop();
      if (!key || parts.some((part) => !MODIFIERS.includes(part))) problems.push(`${binding.key}: ongeldige toets`);
    }
    for (const problem of whenProblems(binding.when, flags)) problems.push(`${binding.key}: ${problem}`);
    const identity = `${binding.key}|${binding.when ?? ''}`;
    const clash = seen.get(identity);
    if (clash) problems.push(`${binding.key} staat dubbel: ${clash} en ${binding.command}`);
    seen.set(identity, binding.command);
  }
  // A single key that also starts a chord would run on the chord's first key: 'z' alone would fire in 'z k'.
  const chordStarts = new Set(bindings.filter((b) => b.key.includes(' ')).map((b) => b.key.split(' ')[0]));
  for (const binding of bindings) {
    if (chordStarts.has(binding.key)) problems.push(`${binding.key} is ook het begin van een toetsreeks`);
  }
  return problems;
}

const KEY_NAMES: Record<string, string> = {
  down: '↓', up: '↑', left: '←', right: '→', escape: 'Esc', enter: 'Enter', space: 'Spatie', slash: '/',
  backspace: 'Backspace', delete: 'Delete', pageup: 'PgUp', pagedown: 'PgDn', home: 'Home', end: 'End',
};

/** How a key is shown to people: 'mod+k' is 'Ctrl+K' on Windows and Linux, '⌘K' on a Mac; chords 'G dan N'. */
export function formatKey(key: string, isMac: boolean): string {
  return key
    .split(' ')
    .map((step) => {
      const parts = step.split('+');
      const name = parts.pop()!;
      const label = KEY_NAMES[name] ?? (name.length === 1 ? name.toUpperCase() : name[0].toUpperCase() + name.slice(1));
      const modifiers = parts.map((modifier) => {
        if (modifier === 'mod') return isMac ? '⌘' : 'Ctrl';
        if (isMac) return { ctrl: '⌃', meta: '⌘', alt: '⌥', shift: '⇧' }[modifier]!;
        return { ctrl: 'Ctrl', meta: 'Win', alt: 'Alt', shift: 'Shift' }[modifier]!;
      });
      return isMac ? [...modifiers, label].join('') : [...modifiers, label].join('+');
    })
    .join(' dan ');
}
