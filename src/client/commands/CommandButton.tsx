import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { commandsById, keyHint } from './registry.ts';
import { runCommand } from './run-command.ts';
import { useCommandEnabled } from './use-command-enabled.ts';

interface CommandButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'children'> {
  id: string;
  args?: unknown;
  /** Defaults to the command's title. */
  children?: ReactNode;
}

/**
 * Every button that runs a command: disabled exactly when the command's when-clause does not hold (the same clause
 * that hides it in the palette and makes its key say why it cannot run), with the command's key in the tooltip.
 */
export function CommandButton({ id, args, children, title, ...rest }: CommandButtonProps) {
  const enabled = useCommandEnabled(id);
  const command = commandsById.get(id);
  const label = title ?? command?.title ?? id;
  return (
    <button
      type="button"
      {...rest}
      disabled={!enabled}
      title={keyHint(label, id)}
      onClick={() => void runCommand(id, args, 'button')}
    >
      {children ?? command?.title}
    </button>
  );
}
