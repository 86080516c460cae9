import { useState } from 'react';
import { toast } from 'sonner';
import { GUESTBOOK_ATTRIBUTE_ID } from '../../shared/domain/constants.ts';
import { saveOrderAttribute } from '../state/order-attributes.ts';

/** The order attribute 'no guestbook invitation'; saved at once when ticked or unticked. */
export function GuestbookCheckbox({ orderId, checked }: { orderId: number; checked: boolean }) {
  const [saving, setSaving] = useState(false);
  const save = async (value: boolean) => {
    setSaving(true);
    try {
      await saveOrderAttribute(orderId, GUESTBOOK_ATTRIBUTE_ID, value);
    } catch {
      toast.error('Kan eigenschap niet opslaan!');
    } finally {
      setSaving(false);
    }
  };
  return (
    <label className="detail-check">
      <input type="checkbox" checked={checked} disabled={saving} onChange={(event) => void save(event.target.checked)} />{' '}
      Geen uitnodiging gastenboek
    </label>
  );
}
