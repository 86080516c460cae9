import { CARD_NOT_PRINTABLE, hasTooManyLines, isOwnRangeCard, isRibbon, ownRangeCardWarning } from '../../shared/domain/card-rules.ts';
import type { OrderSnapshot } from './order-snapshot.ts';

function warningsFor(order: OrderSnapshot): string[] {
  const warnings: string[] = [];
  if (order.description.trim()) warnings.push('Let op: deze order heeft interne notities');
  const card = order.card;
  if (card && !isRibbon(card) && hasTooManyLines(card.text)) warnings.push(CARD_NOT_PRINTABLE);
  if (card && isOwnRangeCard(card)) warnings.push(ownRangeCardWarning(card));
  return warnings;
}

export function DetailWarnings({ order }: { order: OrderSnapshot }) {
  const warnings = warningsFor(order);
  if (!warnings.length) return null;
  return (
    <ul className="detail-warnings" aria-label="Waarschuwingen">
      {warnings.map((warning) => (
        <li className="detail-warning" key={warning}>{warning}</li>
      ))}
    </ul>
  );
}
