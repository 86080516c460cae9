import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { toast } from 'sonner';
import { floristRules } from '../../../shared/domain/florist-rules.ts';
import type { Florist, FloristInput } from '../../../shared/schema/florists.ts';
import { fieldErrors } from '../../api/field-errors.ts';
import { ErrorPanel } from './ErrorPanel.tsx';
import { DeliveryCitiesField } from './DeliveryCitiesField.tsx';
import { FloristField } from './FloristField.tsx';
import { floristValues, newFloristValues } from './florist-values.ts';
import { saveFlorist } from './florists-store.ts';

interface FloristFormProps {
  /** The florist edited; null adds a new one. */
  florist: Florist | null;
  onSaved(florist: Florist): void;
  onCancel(): void;
}

/** Adds or edits a colleague florist, checked by the same rules as the server's; Escape cancels, Enter saves. */
export function FloristForm({ florist, onSaved, onCancel }: FloristFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<FloristInput>({
    resolver: superstructResolver(floristRules),
    mode: 'onTouched',
    defaultValues: florist ? floristValues(florist) : newFloristValues(),
  });
  const { isSubmitting } = form.formState;

  // The form opens where the list was scrolled to: show it from its title, the first field ready to type in.
  useEffect(() => {
    formRef.current?.scrollIntoView({ block: 'start' });
    formRef.current?.querySelector('input')?.focus({ preventScroll: true });
  }, []);

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const saved = await saveFlorist(florist?.id ?? null, values);
      toast.success('Bloemist is opgeslagen');
      onSaved(saved);
    } catch (error) {
      setServerError((error as Error).message);
      for (const field of fieldErrors(error)) form.setError(field.field as Path<FloristInput>, { type: 'server', message: field.message });
    }
  });

  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onCancel();
  };

  const title = florist ? `${florist.name} bewerken` : 'Nieuwe bloemist';
  return (
    <FormProvider {...form}>
      <form ref={formRef} className="florist-form" aria-label={title} noValidate onSubmit={submit} onKeyDown={cancelOnEscape}>
        <h2>{title}</h2>
        {florist && !florist.active && <p className="muted">Deze bloemist is gedeactiveerd en wordt voor geen order aangeboden.</p>}
        <fieldset className="florist-form__group">
          <legend>Bloemist</legend>
          <FloristField name="name" label="Naam" required />
          <FloristField name="contactPersonName" label="Contactpersoon" />
          <FloristField name="emailAddress" label="E-mailadres" type="email" required />
          <FloristField name="phoneNumber" label="Telefoonnummer" type="tel" />
          <FloristField name="accountNumber" label="Rekeningnummer" />
          <FloristField name="comment" label="Opmerking" multiline />
        </fieldset>
        <fieldset className="florist-form__group">
          <legend>Adres</legend>
          <FloristField name="address.street" label="Straat" required />
          <FloristField name="address.streetNumber" label="Huisnummer" required />
          <FloristField name="address.zipcode" label="Postcode" />
          <FloristField name="address.city" label="Plaats" required />
          <FloristField name="address.countryCode" label="Landcode" required maxLength={2} />
        </fieldset>
        <DeliveryCitiesField />
        <ErrorPanel message={serverError} />
        <div className="florist-form__buttons">
          <button type="submit" className="florists__primary" disabled={isSubmitting}>Opslaan</button>
          {/* No blur on press: a field's blur shows its error, which moves this button away from under the pointer. */}
          <button type="button" onMouseDown={(event) => event.preventDefault()} onClick={onCancel} disabled={isSubmitting}>Annuleren</button>
        </div>
      </form>
    </FormProvider>
  );
}
