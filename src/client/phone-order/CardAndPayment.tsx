import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { PAYMENT_METHODS } from '../../shared/domain/constants.ts';
import { countLineBreaks, MAX_CARD_LINE_BREAKS, MAX_RIBBON_LINE_LENGTH } from '../../shared/domain/card-rules.ts';
import { defaultCardKind, ribbonTitle } from '../../shared/domain/new-card.ts';
import type { PhoneOrderValues } from '../../shared/domain/phone-order.ts';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../detail/EditFields.tsx';

const PAYMENT_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: String(method.id), label: method.title }));

/** How much room is left, so the florist sees the card's rules (spec §5) while typing. */
function Room({ text }: { text: string }) {
  return <p className="phone-order__note" aria-live="polite">{text}</p>;
}

/** Card or ribbon (spec §5: at most 10 lines; ribbon lines at most 60 characters). */
export function CardSection() {
  const [kind, isMourning, cardText, left, right] = useWatch<PhoneOrderValues, ['cardKind', 'isMourning', 'cardText', 'ribbonLeft', 'ribbonRight']>({
    name: ['cardKind', 'isMourning', 'cardText', 'ribbonLeft', 'ribbonRight'],
  });
  const { getValues, setValue } = useFormContext<PhoneOrderValues>();
  // A mourning order usually gets a ribbon, any other a card: the kind follows the mark while nothing is typed yet.
  useEffect(() => {
    const nothingTyped = !getValues('cardText') && !getValues('ribbonLeft') && !getValues('ribbonRight');
    if (nothingTyped && getValues('cardKind') !== 'none') setValue('cardKind', defaultCardKind(isMourning));
  }, [isMourning]);
  const options = [
    { value: 'none', label: 'Geen kaart' },
    { value: 'card', label: 'Kaartje' },
    { value: 'ribbon', label: ribbonTitle(isMourning) },
  ];
  return (
    <fieldset className="phone-order__section">
      <legend>Kaart of lint</legend>
      <SelectField name="cardKind" label="Soort" options={options} />
      {kind === 'card' && (
        <>
          <TextAreaField name="cardText" label="Kaarttekst" />
          <Room text={`${countLineBreaks(cardText ?? '') + 1} van ${MAX_CARD_LINE_BREAKS + 1} regels`} />
        </>
      )}
      {kind === 'ribbon' && (
        <>
          <TextField name="ribbonLeft" label="Links" />
          <TextField name="ribbonRight" label="Rechts" />
          <Room text={`${(left ?? '').length} en ${(right ?? '').length} van ${MAX_RIBBON_LINE_LENGTH} tekens`} />
        </>
      )}
    </fieldset>
  );
}

export function PaymentAndNotes() {
  return (
    <fieldset className="phone-order__section">
      <legend>Betaling en notities</legend>
      <div className="phone-order__row">
        <SelectField name="paymentMethodId" label="Betaalmethode" options={PAYMENT_OPTIONS} />
        <CheckboxField name="isPaid" label="Betaald" />
      </div>
      <TextAreaField name="comment" label="Opmerking van de klant" />
      <TextAreaField name="internalNote" label="Interne notitie" />
    </fieldset>
  );
}
