// Dynalogic's send screen (spec §2): order kind, day and slot, colli and weight, remark and the recipient's contact.
import { dynalogicRules } from '../../../shared/domain/carrier-forms/dynalogic.ts';
import { ParcelForm, type ParcelField } from './ParcelForm.tsx';
import type { SendScreenProps } from './types.ts';

const FIELDS: readonly ParcelField[] = [
  { name: 'orderKind', kind: 'orderKind' },
  { name: 'preferredDeliveryDate', kind: 'date' },
  { name: 'preferredDeliveryTime', kind: 'timeslot' },
  { name: 'coli', kind: 'count' },
  { name: 'weight', kind: 'amount' },
  { name: 'remark', kind: 'text' },
  { name: 'name', kind: 'text' },
  { name: 'companyName', kind: 'text' },
  { name: 'phone', kind: 'text' },
  { name: 'fax', kind: 'text' },
  { name: 'email', kind: 'email' },
];

export default function DynalogicForm(props: SendScreenProps) {
  return <ParcelForm {...props} rules={dynalogicRules} fields={FIELDS} />;
}
