import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { orderList } from '../state/order-list.ts';
import { activeOrder } from '../state/active-order.ts';
import { ui } from '../state/ui.ts';
import { commandsById, keyHint } from './registry.ts';
import { isCommandEnabled, runCommand } from './run-command.ts';
import { useLocation } from 'wouter';

interface CommandButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'children'> {
  id: string;
  args?: unknown;
  /** Defaults to the command's title. */
  children?: ReactNode;
}

/**
 * Every button that runs a command: disabled exactly when the command does not apply (the same fact that
 * greys it in the palette and silences its key), with the command's key in the tooltip.
 */
export function CommandButton({ id, args, children, title, ...rest }: CommandButtonProps) {
  // Re-render when what `when` clauses read changes.
  useSnapshot(orderList);
  useSnapshot(activeOrder);
  useSnapshot(ui);
  useLocation();
  const command = commandsById.get(id);
  const label = title ?? command?.title ?? id;
  return (
    <button
      type="button"
      {...rest}
      disabled={!isCommandEnabled(id)}
      title={keyHint(label, id)}
      onClick={() => void runCommand(id, args, 'button')}
    >
      {children ?? command?.title}
    </button>
  );
}
