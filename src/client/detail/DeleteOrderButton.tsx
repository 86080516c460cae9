import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { runCommand } from '../commands/run-command.ts';
import { session } from '../state/session.ts';
import { ConfirmDialog } from '../workbench/ConfirmDialog.tsx';
import type { OrderSnapshot } from './order-snapshot.ts';
import { answerOrderDeletion, orderDeletion } from './order-deletion.ts';
import './delete-order.css';

/** 'Order verwijderen' for administrators, and the question it (or its command) asks first. */
export function DeleteOrderButton({ order }: { order: OrderSnapshot }) {
  const { auth } = useSnapshot(session);
  const { asking } = useSnapshot(orderDeletion);
  // A question left open when the order closes (another order, the list) is a no.
  useEffect(() => {
    return () => answerOrderDeletion(false);
  }, []);
  if (!auth?.user.isAdministrator) return null;
  return (
    <div className="delete-order">
      <button type="button" className="delete-order__button" onClick={() => void runCommand('order.delete', undefined, 'button')}>
        Order verwijderen
      </button>
      {asking?.id === order.id && (
        <ConfirmDialog
          heading="Order verwijderen"
          text={`Weet u zeker dat u order ${asking.orderNumber} wil verwijderen?`}
          confirmLabel="Verwijderen"
          initialFocus="cancel"
          onConfirm={() => answerOrderDeletion(true)}
          onCancel={() => answerOrderDeletion(false)}
        />
      )}
    </div>
  );
}
