// ZorgeloosBezorgd's send screen (spec §2): day and slot, colli, remark and the recipient's contact.
import { zorgeloosBezorgdRules } from '../../../shared/domain/carrier-forms/zorgeloosbezorgd.ts';
import { ParcelForm, type ParcelField } from './ParcelForm.tsx';
import type { SendScreenProps } from './types.ts';

const FIELDS: readonly ParcelField[] = [
  { name: 'preferredDeliveryDate', kind: 'date' },
  { name: 'preferredDeliveryTime', kind: 'timeslot' },
  { name: 'coli', kind: 'count' },
  { name: 'remark', kind: 'text' },
  { name: 'name', kind: 'text' },
  { name: 'companyName', kind: 'text' },
  { name: 'phone', kind: 'text' },
  { name: 'emailAddress', kind: 'email' },
];

export default function ZorgeloosBezorgdForm(props: SendScreenProps) {
  return <ParcelForm {...props} rules={zorgeloosBezorgdRules} fields={FIELDS} />;
}
