import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { messages } from '../../../shared/domain/messages.ts';
import {
  checkValues, formFields, initialValues, valueAt, withValue, type FormField, type FormValues, type JsonSchema,
} from './generic-form.ts';
import { DraftNotice } from '../../drafts/DraftNotice.tsx';
import { useDraft } from '../../drafts/use-draft.ts';
import { sendDraftKey } from './send-draft.ts';
import { FormFieldInput, type FieldErrors } from './FormFieldInput.tsx';
import { FormErrorPanel, submitFailure, SubmitButton } from './SendFormParts.tsx';
import type { SendScreenProps } from './types.ts';
import { CARRIER_TITLES } from '../../../shared/domain/constants.ts';
import './send-panel.css';

/** The fields whose change asks the carrier for new options (spec §2). */
const OPTIONS_INPUTS = ['deliveryDate', 'zipcode', 'countryCode'] as const;
const OPTIONS_DELAY_MS = 300;

const errorsByField = (errors: readonly { field: string; message: string }[]): FieldErrors =>
  Object.fromEntries(errors.map(({ field, message }) => [field, message]));

/** Where in the values each options input lives (top level or nested, e.g. recipient.zipcode). */
function optionsInputNames(schema: JsonSchema): Partial<Record<(typeof OPTIONS_INPUTS)[number], string>> {
  const names: string[] = [];
  const collect = (fields: readonly FormField[]) => fields.forEach((field) => (names.push(field.name), collect(field.fields)));
  collect(formFields(schema));
  return Object.fromEntries(
    OPTIONS_INPUTS.flatMap((input) => names.filter((name) => name.split('.').at(-1) === input).slice(0, 1).map((name) => [input, name])),
  );
}

/**
 * The send screen of a carrier without one of its own (trunkrs, reviva, regio, any other), built from the JSON
 * schema the server gives for it; also for a parcel without an order. After a failed submit the first field in
 * error gets the focus.
 */
export function GenericCarrierForm({ carrier, order, schema, config, submit, onOptionsInputChange }: SendScreenProps & { schema: JsonSchema }) {
  const fields = useMemo(() => formFields(schema, config.options), [schema, config.options]);
  const [values, setValues] = useState<FormValues>(() => initialValues(schema, config.defaults));
  const draft = useDraft(sendDraftKey({ carrier, order }), { opened: () => values, apply: setValues });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);
  useEffect(() => {
    if (focusRequest) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const inputNames = useMemo(() => optionsInputNames(schema), [schema]);
  const optionsInput = Object.fromEntries(
    Object.entries(inputNames).map(([input, name]) => [input, String(valueAt(values, name) ?? '').trim() || undefined]),
  );
  const optionsKey = JSON.stringify(optionsInput);
  // The options shown were loaded for the values the form opened with: only a change asks again.
  const reportedKey = useRef(optionsKey);
  useEffect(() => {
    if (!onOptionsInputChange || optionsKey === reportedKey.current) return;
    reportedKey.current = optionsKey;
    const timer = setTimeout(() => onOptionsInputChange(JSON.parse(optionsKey)), OPTIONS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [optionsKey, onOptionsInputChange]);

  const change = (name: string, value: unknown) => {
    const next = withValue(values, name, value);
    setValues(next);
    draft.record(next);
    // After a failed submit the messages follow what is typed.
    if (submitted) setErrors(errorsByField(checkValues(schema, next).errors));
  };

  // What stops the carrier taking it as it stands (outside its routes, a day it does not deliver): said at once.
  const problem = typeof config.options.problem === 'string' ? config.options.problem : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || problem) return;
    setSubmitted(true);
    setFormError(null);
    const checked = checkValues(schema, values);
    setErrors(errorsByField(checked.errors));
    if (checked.errors.length) {
      setFocusRequest((count) => count + 1);
      return;
    }
    setSubmitting(true);
    try {
      await submit(checked.values);
      draft.clear();
    } catch (error) {
      const failure = submitFailure(error);
      setErrors(errorsByField(failure.fieldErrors));
      setFormError(failure.message);
      setFocusRequest((count) => count + 1);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form ref={form} className="send-form" onSubmit={onSubmit} noValidate aria-label={`Aanmelden bij ${CARRIER_TITLES[carrier]}`}>
      {problem && <p className="send-form__problem" role="alert">{problem}</p>}
      <DraftNotice draft={draft} />
      <FormErrorPanel message={formError} />
      {!formError && Object.keys(errors).length > 0 && (
        <p className="send-form__check" role="status">{messages.checkInput}</p>
      )}
      {fields.map((field) => (
        <FormFieldInput key={field.name} field={field} values={values} errors={errors} onChange={change} />
      ))}
      <SubmitButton disabled={submitting || problem !== null} submitting={submitting} />
    </form>
  );
}
