import { isRibbon, ribbonLineError } from '../../shared/domain/card-rules.ts';
import { CardTextFields, RibbonFields } from '../../shared/domain/order-rules.ts';
import { NoValue } from './DetailBlock.tsx';
import { EditableBlock } from './EditableBlock.tsx';
import { TextAreaField, TextField } from './EditFields.tsx';
import { NewCardBlock } from './NewCardBlock.tsx';
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

function RibbonBlock({ card, isMourning }: { card: Card; isMourning: boolean }) {
  return (
    <EditableBlock
      block="card"
      title={isMourning ? 'Rouwlint' : 'Lint'}
      view={<><RibbonLine label="Links" line={card.left} /><RibbonLine label="Rechts" line={card.right} /></>}
      struct={RibbonFields}
      initialValues={() => ({ left: card.left, right: card.right })}
      toChanges={(values) => ({ card: { ...card, left: values.left, right: values.right } })}
      fields={<><TextField name="left" label="Links" /><TextField name="right" label="Rechts" /></>}
    />
  );
}

/** The card text, or for ribbon card 20012781 its two lines (spec §3 Card); an order without one can get one. */
export function CardBlock({ card, isMourning }: { card: Card | null; isMourning: boolean }) {
  if (!card) return <NewCardBlock isMourning={isMourning} />;
  if (isRibbon(card)) return <RibbonBlock card={card} isMourning={isMourning} />;
  return (
    <EditableBlock
      block="card"
      title="Kaart"
      view={
        <>
          {card.text ? <div className="detail-multiline">{card.text}</div> : <NoValue>Geen tekst</NoValue>}
          <div className="detail-meta">{card.title} · {card.id}</div>
        </>
      }
      struct={CardTextFields}
      initialValues={() => ({ text: card.text })}
      toChanges={(values) => ({ card: { ...card, text: values.text } })}
      fields={<TextAreaField name="text" label="Kaarttekst" />}
    />
  );
}
