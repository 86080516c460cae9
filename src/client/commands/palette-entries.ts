import { commandContext } from './command-context.ts';
import { commandsById, keyLabel } from './registry.ts';
import { commandApplies } from './run-command.ts';

/** One command row of the palette, worked out once per opening. */
export interface PaletteEntry {
  id: string;
  title: string;
  /** cmdk's value: the title and the id, so both can be typed. */
  value: string;
  keywords: string[];
  key: string | undefined;
}

/** The commands that apply as the palette opens, with their titles (some, such as a carrier's, are worked out). */
export function paletteEntries(): PaletteEntry[] {
  const context = commandContext();
  const entries: PaletteEntry[] = [];
  for (const command of commandsById.values()) {
    if (command.hidden || !commandApplies(command, context)) continue;
    const title = command.paletteTitle?.(context) ?? command.title;
    entries.push({ id: command.id, title, value: `${title} ${command.id}`, keywords: [...(command.keywords ?? [])], key: keyLabel(command.id) });
  }
  return entries;
}
