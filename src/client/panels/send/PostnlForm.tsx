import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type FieldError, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import {
  POSTNL_DEFAULT_DIMENSION, POSTNL_DIMENSION_TITLES, POSTNL_DIMENSIONS, PostnlFields, type PostnlValues,
} from '../../../shared/domain/carrier-forms/postnl.ts';
import { DraftNotice } from '../../drafts/DraftNotice.tsx';
import { useFormDraft } from '../../drafts/use-draft.ts';
import { sendDraftKey } from './send-draft.ts';
import { FormErrorPanel, submitFailure, SubmitButton } from './SendFormParts.tsx';
import type { SendScreenProps } from './types.ts';
import './send-panel.css';
import './postnl-form.css';

/** A parcel without an order starts empty but for the dimensions (PostNL then asks for an order). */
const EMPTY: PostnlValues = { orderNumber: '', dimension: { ...POSTNL_DEFAULT_DIMENSION }, remark: '' };

interface FieldProps {
  label: string;
  required?: boolean;
  error?: FieldError;
  input: UseFormRegisterReturn;
  type?: 'text' | 'number';
}

function Field({ label, required = false, error, input, type = 'text' }: FieldProps) {
  const id = useId();
  return (
    <div className="send-form__field">
      <label htmlFor={id}>
        {label}
        {required && <span className="send-form__required" aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        type={type}
        {...(type === 'number' && { min: 1, step: 1, inputMode: 'numeric' as const })}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error?.message && <span id={`${id}-error`} className="send-form__message">{error.message}</span>}
    </div>
  );
}

/** PostNL's send screen (spec §2): order number, the parcel's dimensions and a remark; Enter registers. */
export default function PostnlForm({ carrier, order, config, submit }: SendScreenProps) {
  const form = useForm<PostnlValues>({
    resolver: superstructResolver(PostnlFields),
    mode: 'onChange',
    defaultValues: { ...EMPTY, ...(config.defaults as Partial<PostnlValues>) },
  });
  const draft = useFormDraft(form, sendDraftKey({ carrier, order }));
  const { errors, isValid, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);

  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formElement.current?.querySelector('input')?.focus();
  }, []);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await submit(values);
      draft.clear();
    } catch (error) {
      const { fieldErrors, message } = submitFailure(error);
      for (const fieldError of fieldErrors) form.setError(fieldError.field as Path<PostnlValues>, { type: 'server', message: fieldError.message });
      setFailure(message);
    }
  });

  const recipient = order?.recipient;
  return (
    <form ref={formElement} className="send-form postnl-form" onSubmit={onSubmit} noValidate aria-label="Aanmelden bij PostNL">
      <DraftNotice draft={draft} />
      <FormErrorPanel message={failure} />
      {recipient && (
        <p className="postnl-form__recipient">
          Naar {recipient.name}, {recipient.address.street} {recipient.address.streetNumber}, {recipient.address.zipcode} {recipient.address.city}
        </p>
      )}
      <Field label="Ordernummer" required error={errors.orderNumber} input={form.register('orderNumber')} />
      <fieldset className="send-form__group postnl-form__dimensions">
        <legend>Afmetingen</legend>
        {POSTNL_DIMENSIONS.map((name) => (
          <Field
            key={name}
            label={POSTNL_DIMENSION_TITLES[name]}
            required
            type="number"
            error={errors.dimension?.[name]}
            input={form.register(`dimension.${name}`, { valueAsNumber: true })}
          />
        ))}
      </fieldset>
      <Field label="Opmerking" error={errors.remark} input={form.register('remark')} />
      <SubmitButton disabled={!isValid || isSubmitting} submitting={isSubmitting} />
    </form>
  );
}
