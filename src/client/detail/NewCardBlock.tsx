import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { defaultCardKind, newCard, NewCardFields, ribbonTitle, type NewCardKind } from '../../shared/domain/new-card.ts';
import { useSnapshot } from 'valtio';
import { editing, startEditing } from '../state/order-edit.ts';
import { NoValue } from './DetailBlock.tsx';
import { EditableBlock } from './EditableBlock.tsx';
import { SelectField, TextAreaField, TextField } from './EditFields.tsx';

/** The card or ribbon fields, by the kind chosen in the form. */
function NewCardInputs({ isMourning }: { isMourning: boolean }) {
  const kind = useWatch({ name: 'kind' }) as NewCardKind;
  const options = [{ value: 'card', label: 'Kaartje' }, { value: 'ribbon', label: ribbonTitle(isMourning) }];
  return (
    <>
      <SelectField name="kind" label="Soort" options={options} />
      {kind === 'ribbon' ? (
        <><TextField name="left" label="Links" autoFocus /><TextField name="right" label="Rechts" /></>
      ) : (
        <TextAreaField name="text" label="Kaarttekst" autoFocus />
      )}
    </>
  );
}

/**
 * An order without a card: 'Geen kaart', with buttons to add a card text or a ribbon. The pencil (and E K)
 * starts with what such an order usually gets: a ribbon for mourning, else a card.
 */
export function NewCardBlock({ isMourning }: { isMourning: boolean }) {
  const [kind, setKind] = useState<NewCardKind>(defaultCardKind(isMourning));
  const { block } = useSnapshot(editing);
  const add = (chosen: NewCardKind) => {
    setKind(chosen);
    startEditing('card');
  };
  const view = (
    <>
      <NoValue>Geen kaart</NoValue>
      <div className="detail-add-buttons">
        <button type="button" disabled={block !== null} onClick={() => add('card')}>Kaarttekst toevoegen</button>
        <button type="button" disabled={block !== null} onClick={() => add('ribbon')}>{ribbonTitle(isMourning)} toevoegen</button>
      </div>
    </>
  );
  return (
    <EditableBlock
      block="card"
      title="Kaart"
      view={view}
      struct={NewCardFields}
      initialValues={() => ({ kind, text: '', left: '', right: '' })}
      toChanges={(values) => ({ card: newCard(values, isMourning) })}
      fields={<NewCardInputs isMourning={isMourning} />}
    />
  );
}
