// Red je Pakketje's send screen (spec §2, §5, §9): the pick-up point (name, street, house number and cut-off time;
// the first one chosen), a remark, colli, the number of delivery attempts, perishable and neighbours. The rules are
// the ones the server checks too (carrier-forms/redjepakketje.ts).
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import {
  pastCutOff, REDJEPAKKETJE_LIMITS, RedjepakketjeFields, type PickupPoint, type RedjepakketjeValues,
} from '../../../shared/domain/carrier-forms/redjepakketje.ts';
import { amsterdamToday } from '../../../shared/domain/dates.ts';
import { DraftNotice } from '../../drafts/DraftNotice.tsx';
import { useFormDraft } from '../../drafts/use-draft.ts';
import { sendDraftKey } from './send-draft.ts';
import { FormErrorPanel, submitFailure, SubmitButton } from './SendFormParts.tsx';
import type { SendScreenProps } from './types.ts';
import './send-panel.css';
import './redjepakketje-form.css';

const FIELDS = ['pickupPointUuid', 'remark', 'coli', 'maxAttempts', 'perishable', 'allowNeighbours'] as const;
const resolver = superstructResolver(RedjepakketjeFields);

export default function RedjepakketjeForm({ carrier, order, config, submit }: SendScreenProps) {
  const pickupPoints = (config.options.pickupPoints as PickupPoint[] | undefined) ?? [];
  const form = useForm<RedjepakketjeValues>({ resolver, mode: 'onTouched', defaultValues: config.defaults as RedjepakketjeValues });
  const draft = useFormDraft(form, sendDraftKey({ carrier, order }));
  const { errors, isValid, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const element = useRef<HTMLFormElement>(null);
  const deliveryDate = order?.deliveryDate ?? amsterdamToday();

  useEffect(() => {
    const fields = element.current;
    (fields?.querySelector<HTMLElement>('input[type=radio]:checked') ?? fields?.querySelector<HTMLElement>('input'))?.focus();
  }, []);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await submit(values);
      draft.clear();
    } catch (error) {
      const failure = submitFailure(error);
      const onForm = failure.fieldErrors.filter(({ field }) => (FIELDS as readonly string[]).includes(field));
      onForm.forEach(({ field, message }, index) =>
        form.setError(field as (typeof FIELDS)[number], { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      setFormError(failure.message);
    }
  });

  // Enter pressed again while the carrier is being asked must not register a second time.
  const submitting = useRef(false);
  const onFormSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    try {
      await onSubmit(event);
    } finally {
      submitting.current = false;
    }
  };

  // Enter on a radio button or checkbox submits too (a text box does so by itself).
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (event.key === 'Enter' && (target.type === 'radio' || target.type === 'checkbox')) {
      event.preventDefault();
      element.current?.requestSubmit();
    }
  };

  const described = (name: (typeof FIELDS)[number]) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `rjp-${name}-error` } : {};
  const message = (name: (typeof FIELDS)[number]) =>
    errors[name] && <span id={`rjp-${name}-error`} className="send-form__message">{errors[name].message}</span>;

  return (
    <form ref={element} className="send-form redjepakketje-form" onSubmit={onFormSubmit} onKeyDown={onKeyDown} noValidate aria-label="Aanmelden bij Red je Pakketje">
      <DraftNotice draft={draft} />
      <FormErrorPanel message={formError} />
      {order && <p className="redjepakketje-form__order">Order {order.id}</p>}

      <fieldset className="send-form__group redjepakketje-form__points" {...described('pickupPointUuid')}>
        <legend>
          Ophaalpunt<span className="send-form__required" aria-hidden="true"> *</span>
        </legend>
        {pickupPoints.length === 0 && <p>Geen ophaalpunten beschikbaar</p>}
        {pickupPoints.map((point) => (
          <label key={point.uuid} className="redjepakketje-form__point">
            <input type="radio" value={point.uuid} {...form.register('pickupPointUuid')} />
            <span className="redjepakketje-form__point-name">{point.name}</span>
            <span>{point.street} {point.house_number}</span>
            {point.cut_off_time && (
              <span className="redjepakketje-form__cut-off">
                uiterlijk {point.cut_off_time}
                {pastCutOff(point, deliveryDate, new Date()) && ' · vandaag gesloten'}
              </span>
            )}
          </label>
        ))}
        {message('pickupPointUuid')}
      </fieldset>

      <div className="send-form__field">
        <label htmlFor="rjp-remark">Opmerking</label>
        <input id="rjp-remark" type="text" {...described('remark')} {...form.register('remark')} />
        {message('remark')}
      </div>
      <div className="redjepakketje-form__counts">
        <div className="send-form__field">
          <label htmlFor="rjp-coli">
            Aantal colli<span className="send-form__required" aria-hidden="true"> *</span>
          </label>
          <input id="rjp-coli" type="number" min={1} max={REDJEPAKKETJE_LIMITS.coliMax} step={1} aria-required {...described('coli')} {...form.register('coli', { valueAsNumber: true })} />
          {message('coli')}
        </div>
        <div className="send-form__field">
          <label htmlFor="rjp-maxAttempts">
            Maximaal aantal bezorgpogingen<span className="send-form__required" aria-hidden="true"> *</span>
          </label>
          <input
            id="rjp-maxAttempts" type="number" min={REDJEPAKKETJE_LIMITS.maxAttemptsMin} max={REDJEPAKKETJE_LIMITS.maxAttemptsMax} step={1} aria-required
            {...described('maxAttempts')} {...form.register('maxAttempts', { valueAsNumber: true })}
          />
          {message('maxAttempts')}
        </div>
      </div>
      <label className="redjepakketje-form__check">
        <input type="checkbox" {...form.register('perishable')} /> Bederfelijk (bloemen en planten)
      </label>
      <label className="redjepakketje-form__check">
        <input type="checkbox" {...form.register('allowNeighbours')} /> Mag bij de buren worden afgegeven
      </label>

      <SubmitButton disabled={!isValid || isSubmitting} submitting={isSubmitting} />
    </form>
  );
}
