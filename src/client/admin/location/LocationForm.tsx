import { useEffect, useId, useState } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { toast } from 'sonner';
import {
  locationFields, printerKeyLabel, requiredPrinterKeys, type LocationFormValues,
} from '../../../shared/domain/location-rules.ts';
import { LOCATION_PRINTER_KEYS } from '../../../shared/domain/printing.ts';
import type { LocationConfig } from '../../../shared/schema/print.ts';
import type { Feature, Printer } from '../../../shared/schema/workbench.ts';
import { fieldErrors } from '../../api/field-errors.ts';
import { saveLocationConfig } from './location-data.ts';
import { formValues } from './location-form.ts';
import { ParcelDefaultsFields } from './ParcelDefaultsFields.tsx';
import { PrinterField } from './PrinterField.tsx';

interface LocationFormProps {
  config: LocationConfig;
  features: readonly Feature[];
  printers: readonly Printer[];
}

/** The location's name, its printer per document and its parcel sizes, checked by the same rules as the server's. */
export function LocationForm({ config, features, printers }: LocationFormProps) {
  const nameId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<LocationFormValues>({
    resolver: superstructResolver(locationFields({ features, printerIds: printers.map((printer) => printer.id) })),
    mode: 'onTouched',
    defaultValues: formValues(config),
  });
  const { errors, isDirty, isSubmitting } = form.formState;

  // A fresher config from the server replaces the form, unless the user is changing it.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(formValues(config));
  }, [config, form]);

  const required = new Set(requiredPrinterKeys(features));
  // A document the form does not ask for is still checked (its printer may have gone): then it shows, to be fixed.
  const shown = LOCATION_PRINTER_KEYS.filter((key) => required.has(key) || errors.printers?.[key]);

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      form.reset(formValues(await saveLocationConfig(config.name, values)));
      toast.success('Locatie is opgeslagen');
    } catch (error) {
      setServerError((error as Error).message);
      for (const field of fieldErrors(error)) form.setError(field.field as Path<LocationFormValues>, { message: field.message });
    }
  });

  const restore = () => {
    setServerError(null);
    form.reset(formValues(config));
  };

  return (
    <FormProvider {...form}>
      <form className="location-form" onSubmit={submit} noValidate>
        <div className="location-field">
          <label htmlFor={nameId}>Naam</label>
          <input id={nameId} readOnly aria-describedby={`${nameId}-hint`} aria-invalid={errors.name ? true : undefined} {...form.register('name')} />
          <p className="muted location-hint" id={`${nameId}-hint`}>
            De naam staat vast: werkplekken en de server onthouden hun locatie bij deze naam.
          </p>
          {errors.name?.message && <p className="field-error">{errors.name.message}</p>}
        </div>
        <fieldset className="location-printers">
          <legend>Printers</legend>
          {shown.map((key) => (
            <PrinterField key={key} documentKey={key} label={printerKeyLabel(key, features)} printers={printers} />
          ))}
        </fieldset>
        <ParcelDefaultsFields />
        {serverError && <p className="edit-form__error" role="alert">{serverError}</p>}
        <div className="location-form__buttons">
          <button type="submit" disabled={isSubmitting || !isDirty}>Opslaan</button>
          <button type="button" onClick={restore} disabled={isSubmitting}>Herstellen</button>
        </div>
      </form>
    </FormProvider>
  );
}
