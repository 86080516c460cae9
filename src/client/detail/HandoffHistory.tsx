import { handoffHistoryText } from '../../shared/domain/handoff-withdrawal.ts';
import { isHandedOff } from '../../shared/domain/handoffs.ts';
import { CommandButton } from '../commands/CommandButton.tsx';
import type { OrderSnapshot } from './order-snapshot.ts';
import './handoff-history.css';

/**
 * 'Overdrachten' (issue 24): every hand-off to a colleague florist or the relay, withdrawn ones with who withdrew
 * them and why, and 'Overdracht intrekken' while the order is handed off.
 */
export function HandoffHistory({ order }: { order: OrderSnapshot }) {
  const handoffs = order.handoffs ?? [];
  const handedOff = isHandedOff(order.treatment);
  if (handoffs.length === 0 && !handedOff) return null;
  return (
    <section className="handoff-history" aria-labelledby="handoff-history-title">
      <h3 id="handoff-history-title" className="detail-section-title">Overdrachten</h3>
      {handoffs.length > 0 && (
        <ul className="handoff-history__list">
          {handoffs.map((handoff) => (
            <li key={handoff.id} className={handoff.withdrawal ? 'handoff-history__entry--withdrawn' : undefined}>
              {handoffHistoryText(handoff)}
            </li>
          ))}
        </ul>
      )}
      {handedOff && <CommandButton id="handoff.withdraw" className="detail-action" />}
    </section>
  );
}
