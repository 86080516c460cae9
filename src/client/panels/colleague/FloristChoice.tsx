import { useEffect, useRef } from 'react';
import { useController } from 'react-hook-form';
import type { ColleagueFloristValues } from '../../../shared/domain/florist-form.ts';
import { formatMoney } from '../../../shared/domain/format.ts';
import type { FloristMatch } from '../../../shared/schema/florists.ts';

const deliveries = (count: number) => (count === 1 ? '1 bezorging' : `${count} bezorgingen`);

/**
 * The florists to choose from as one radio group: the chosen one has the focus when the panel opens, ↑/↓ move the
 * choice (the browser's own radio keys), Enter sends (the form does that).
 */
export function FloristChoice({ florists }: { florists: readonly FloristMatch[] }) {
  const { field, fieldState } = useController<ColleagueFloristValues, 'floristId'>({ name: 'floristId' });
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    group.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, []);

  return (
    <fieldset
      ref={group}
      className="send-form__group colleague-form__florists"
      aria-invalid={fieldState.error ? true : undefined}
      aria-describedby={fieldState.error ? 'colleague-florist-error' : undefined}
    >
      <legend>
        Collega bloemist<span className="send-form__required" aria-hidden="true"> *</span>
      </legend>
      {florists.map((florist) => (
        <label key={florist.id} className="colleague-form__florist">
          <input
            type="radio"
            name={field.name}
            value={florist.id}
            checked={field.value === florist.id}
            onChange={() => field.onChange(florist.id)}
            onBlur={field.onBlur}
          />
          <span className="colleague-form__florist-name">{florist.name}</span>
          <span className="colleague-form__florist-price">{formatMoney(florist.price)}</span>
          <span className="colleague-form__florist-details">
            {florist.startTime} – {florist.endTime} · {deliveries(florist.deliveryCount)}
            {florist.remembered && <strong className="colleague-form__remembered"> · Vorige keer gekozen</strong>}
          </span>
        </label>
      ))}
      {fieldState.error?.message && <span id="colleague-florist-error" className="send-form__message">{fieldState.error.message}</span>}
    </fieldset>
  );
}
