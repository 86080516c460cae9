import { isRibbon, ribbonLineError } from '../../shared/domain/card-rules.ts';
import { DetailBlock, NoValue } from './DetailBlock.tsx';
import type { OrderSnapshot } from './order-snapshot.ts';

type Card = NonNullable<OrderSnapshot['card']>;

function RibbonLine({ label, line }: { label: string; line: string }) {
  const error = ribbonLineError(line);
  return (
    <div>
      <span className="detail-label">{label}:</span> {line || <NoValue />}
      {error && <div className="detail-field-error">{error}</div>}
    </div>
  );
}

/** The card text, or for ribbon card 20012781 its two lines (spec §3 Card). */
export function CardBlock({ card, isMourning }: { card: Card | null; isMourning: boolean }) {
  if (!card) {
    return (
      <DetailBlock title="Kaart">
        <NoValue>Geen kaart</NoValue>
      </DetailBlock>
    );
  }
  if (isRibbon(card)) {
    return (
      <DetailBlock title={isMourning ? 'Rouwlint' : 'Lint'}>
        <RibbonLine label="Links" line={card.left} />
        <RibbonLine label="Rechts" line={card.right} />
      </DetailBlock>
    );
  }
  return (
    <DetailBlock title="Kaart">
      {card.text ? <div className="detail-multiline">{card.text}</div> : <NoValue>Geen tekst</NoValue>}
      <div className="detail-meta">{card.title} · {card.id}</div>
    </DetailBlock>
  );
}
