import type { Command } from '../../src/client/commands/types.ts';

/** Types a command's definition; commands take only types from the client, the client's runner does the rest. */
export const defineCommand = <Args = undefined>(command: Command<Args>) => command;
