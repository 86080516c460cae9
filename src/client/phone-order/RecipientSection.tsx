import { DELIVERY_PART_LABELS } from '../../shared/domain/phone-order.ts';
import { DELIVERY_PARTS } from '../../shared/domain/constants.ts';
import { CheckboxField, SelectField, TextField } from '../detail/EditFields.tsx';
import { AddressLookupFields } from './AddressLookupFields.tsx';

const DELIVERY_PART_OPTIONS = [
  { value: '', label: 'Geen voorkeur' },
  ...DELIVERY_PARTS.map((part) => ({ value: part, label: DELIVERY_PART_LABELS[part] })),
];

/** Who receives it, where and when. */
export function RecipientSection() {
  return (
    <fieldset className="phone-order__section">
      <legend>Ontvanger en bezorging</legend>
      <div className="phone-order__row">
        <TextField name="recipient.name" label="Naam" />
        <TextField name="recipient.companyName" label="Bedrijfsnaam" />
      </div>
      <AddressLookupFields prefix="recipient.address" addition="recipient.addition" />
      <div className="phone-order__row">
        <TextField name="recipient.phoneNumber" label="Telefoon" inputMode="tel" />
        <TextField name="deliveryDate" label="Bezorgdatum" placeholder="DD-MM-JJJJ" />
        <SelectField name="deliveryPart" label="Dagdeel" options={DELIVERY_PART_OPTIONS} />
      </div>
      <CheckboxField name="isMourning" label="Rouwbestelling" />
    </fieldset>
  );
}
