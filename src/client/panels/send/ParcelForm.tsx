// The send screen Dynalogic and ZorgeloosBezorgd share (spec §2): the same kinds of fields, each carrier naming
// which it has. The rules are the shared ones the sandbox and the server check too (carrier-forms/*.ts).
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import {
  earliestDeliveryDate, PARCEL_FIELD_TITLES, parcelStruct, type FieldRules, type ParcelOption, type Timeframes,
} from '../../../shared/domain/carrier-forms/parcel-fields.ts';
import { DraftNotice } from '../../drafts/DraftNotice.tsx';
import { useFormDraft } from '../../drafts/use-draft.ts';
import { sendDraftKey } from './send-draft.ts';
import { FormErrorPanel, submitFailure, SubmitButton } from './SendFormParts.tsx';
import type { SendScreenProps } from './types.ts';
import './send-panel.css';
import { CARRIER_TITLES } from '../../../shared/domain/constants.ts';
import './parcel-form.css';

export type ParcelFieldKind = 'text' | 'email' | 'count' | 'amount' | 'date' | 'timeslot' | 'orderKind';

export interface ParcelField {
  name: string;
  kind: ParcelFieldKind;
}

type Values = Record<string, unknown>;

const noTimeframes: Timeframes = { options: [], selected: null };
const idOf = (name: string) => `parcel-${name}`;

/** The choices of a select field, from the carrier's options. */
function choicesOf(kind: ParcelFieldKind, options: Record<string, unknown>): ParcelOption[] {
  if (kind === 'orderKind') return (options.orderKind as ParcelOption[] | undefined) ?? [];
  return ((options.timeframes as Timeframes | undefined) ?? noTimeframes).options;
}

/** A cleared number box reads NaN, which JSON would send as null: an optional number left empty is not sent. */
const withoutEmptyNumbers = (values: Values) => Object.fromEntries(Object.entries(values).filter(([, value]) => !Number.isNaN(value)));

interface FieldInputProps {
  field: ParcelField;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  required: boolean;
  options: Record<string, unknown>;
  earliestDate: string;
}

function FieldInput({ field, register, errors, required, options, earliestDate }: FieldInputProps) {
  const id = idOf(field.name);
  const message = errors[field.name]?.message;
  const common = {
    id,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? `${id}-error` : undefined,
    'aria-required': required || undefined,
  };
  const numeric = field.kind === 'count' || field.kind === 'amount';
  const registered = register(field.name, numeric ? { valueAsNumber: true } : {});

  let input;
  if (field.kind === 'orderKind' || field.kind === 'timeslot') {
    const choices = choicesOf(field.kind, options);
    input = (
      <select {...common} {...registered}>
        {field.kind === 'timeslot' && <option value="">{choices.length ? '— kies een tijdvak —' : 'Geen tijdvak meer op deze dag'}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>{choice.label}</option>
        ))}
      </select>
    );
  } else if (field.kind === 'date') {
    input = <input {...common} {...registered} type="date" min={earliestDate} />;
  } else if (numeric) {
    input = <input {...common} {...registered} type="number" min={field.kind === 'count' ? 1 : 0.1} step={field.kind === 'count' ? 1 : 0.1} inputMode={field.kind === 'count' ? 'numeric' : 'decimal'} />;
  } else {
    input = <input {...common} {...registered} type={field.kind === 'email' ? 'email' : 'text'} />;
  }

  return (
    <div className={`send-form__field parcel-form__${field.kind}`}>
      <label htmlFor={id}>
        {PARCEL_FIELD_TITLES[field.name]}
        {required && <span className="send-form__required" aria-hidden="true"> *</span>}
      </label>
      {input}
      {message && <span id={`${id}-error`} className="send-form__message">{message}</span>}
    </div>
  );
}

interface ParcelFormProps extends SendScreenProps {
  rules: FieldRules;
  fields: readonly ParcelField[];
}

/**
 * Fields with the carrier's defaults, messages once a field is touched, the date picker from the order's delivery
 * date on, time slots reloaded when the date changes, Enter submits, and the carrier's refusal on the fields it
 * names with its message in the red panel (spec §8).
 */
export function ParcelForm({ carrier, order, config, submit, onOptionsInputChange, rules, fields }: ParcelFormProps) {
  const earliestDate = useMemo(() => earliestDeliveryDate(order), [order]);
  const resolver = useMemo(() => superstructResolver(parcelStruct(rules, { earliestDate })), [rules, earliestDate]);
  const form = useForm<Values>({ resolver, mode: 'onTouched', defaultValues: config.defaults });
  const draft = useFormDraft(form, sendDraftKey({ carrier, order }));
  const { errors, isValid, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const element = useRef<HTMLFormElement>(null);

  useEffect(() => {
    element.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, []);

  // A new day brings its own time slots: ask for them, and keep the chosen slot only if the day still has it.
  const date = form.watch('preferredDeliveryDate') as string | undefined;
  const reportedDate = useRef(date);
  useEffect(() => {
    if (!onOptionsInputChange || date === reportedDate.current || !date) return;
    reportedDate.current = date;
    onOptionsInputChange({ deliveryDate: date });
  }, [date, onOptionsInputChange]);
  const timeframes = (config.options.timeframes as Timeframes | undefined) ?? noTimeframes;
  useEffect(() => {
    const chosen = form.getValues('preferredDeliveryTime');
    if (!timeframes.options.some((option) => option.value === chosen)) {
      form.setValue('preferredDeliveryTime', timeframes.selected ?? '', { shouldValidate: form.getFieldState('preferredDeliveryTime').isTouched });
    }
  }, [timeframes, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await submit(withoutEmptyNumbers(values));
      draft.clear();
    } catch (error) {
      const failure = submitFailure(error);
      const onForm = failure.fieldErrors.filter(({ field }) => fields.some((candidate) => candidate.name === field));
      onForm.forEach(({ field, message }, index) => form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
      setFormError(failure.message);
    }
  });

  // Enter in a select submits too (a text box does so by itself).
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLSelectElement) {
      event.preventDefault();
      element.current?.requestSubmit();
    }
  };

  return (
    <form ref={element} className="send-form parcel-form" onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate aria-label={`Aanmelden bij ${CARRIER_TITLES[carrier]}`}>
      <DraftNotice draft={draft} />
      <FormErrorPanel message={formError} />
      {fields.map((field) => (
        <FieldInput
          key={field.name}
          field={field}
          register={form.register}
          errors={errors}
          required={rules[field.name]?.required ?? false}
          options={config.options}
          earliestDate={earliestDate}
        />
      ))}
      <SubmitButton disabled={!isValid || isSubmitting} submitting={isSubmitting} />
    </form>
  );
}
