// The colleague-florist form (spec §2, §5): the florist to send to, then what they receive, prefilled from the order
// and checked by the rules the server checks too; Enter sends once (spec §4 success flow, §8 failure).
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import {
  colleagueFloristDefaults, ColleagueFloristFields, FLORIST_FORM_MESSAGES, type ColleagueFloristValues,
} from '../../../shared/domain/florist-form.ts';
import { handoffMessages } from '../../../shared/domain/handoffs.ts';
import type { FloristMatch } from '../../../shared/schema/florists.ts';
import type { Order } from '../../../shared/schema/order.ts';
import { DraftNotice } from '../../drafts/DraftNotice.tsx';
import { useFormDraft } from '../../drafts/use-draft.ts';
import { finishHandoff } from '../handoff/finish-handoff.ts';
import { FormErrorPanel, submitFailure } from '../send/SendFormParts.tsx';
import { FloristChoice } from './FloristChoice.tsx';
import { FormField } from './FormField.tsx';
import { sendToColleague } from './send-to-colleague.ts';
import './colleague-florist.css';

const resolver = superstructResolver(ColleagueFloristFields);

function OrderLines({ count }: { count: number }) {
  if (count === 0) return <p className="send-form__message">{FLORIST_FORM_MESSAGES.noLines}</p>;
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <fieldset key={index} className="colleague-form__line" aria-label={`Regel ${index + 1}`}>
          <FormField label="Aantal" name={`orderItems.${index}.quantity`} kind="number" required />
          <FormField label="Product" name={`orderItems.${index}.title`} required />
          <FormField label="Prijs" name={`orderItems.${index}.price`} required />
        </fieldset>
      ))}
    </>
  );
}

export function ColleagueFloristForm({ order, florists }: { order: Order; florists: readonly FloristMatch[] }) {
  const [defaults] = useState(() => colleagueFloristDefaults(order, florists[0].id));
  const form = useForm<ColleagueFloristValues>({ resolver, mode: 'onChange', defaultValues: defaults });
  const draft = useFormDraft(form, { orderId: order.id, form: 'florist' });
  const { isValid, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const element = useRef<HTMLFormElement>(null);
  const chosen = florists.find((florist) => florist.id === form.watch('floristId'));

  // What the order gives that the florist cannot take (a Dutch postcode of another shape) is said at once.
  useEffect(() => {
    void form.trigger();
  }, [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await sendToColleague(order.id, values);
      draft.clear();
      finishHandoff(result, handoffMessages.sentToFlorist(order.orderNumber));
    } catch (error) {
      const { fieldErrors, message } = submitFailure(error);
      fieldErrors.forEach(({ field, message: fieldMessage }, index) =>
        form.setError(field as Path<ColleagueFloristValues>, { type: 'server', message: fieldMessage }, { shouldFocus: index === 0 }),
      );
      setFailure(message);
    }
  });

  // A second Enter while the florist is being sent to must not send again: the guard is set before any await.
  const sending = useRef(false);
  const onFormSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      await onSubmit(event);
    } finally {
      sending.current = false;
    }
  };

  // Enter on a florist sends too (a text box does so by itself).
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.target as HTMLInputElement).type === 'radio') {
      event.preventDefault();
      element.current?.requestSubmit();
    }
  };

  return (
    <FormProvider {...form}>
      <form ref={element} className="send-form colleague-form" onSubmit={onFormSubmit} onKeyDown={onKeyDown} noValidate aria-label="Naar collega bloemist">
        <DraftNotice draft={draft} />
        <FormErrorPanel message={failure} />
        <FloristChoice florists={florists} />
        <div className="colleague-form__pair">
          <FormField label="Ordernummer" name="orderNumber" required />
          <FormField label="Bezorgdatum" name="deliveryDate" kind="date" required />
        </div>
        <fieldset className="send-form__group">
          <legend>Orderregels</legend>
          <OrderLines count={defaults.orderItems.length} />
        </fieldset>
        <fieldset className="send-form__group">
          <legend>Ontvanger</legend>
          <FormField label="Naam" name="recipient.name" required />
          <FormField label="Bedrijf" name="recipient.companyName" />
          <div className="colleague-form__pair colleague-form__pair--street">
            <FormField label="Straat" name="recipient.street" required />
            <FormField label="Huisnummer" name="recipient.streetNumber" required />
          </div>
          <div className="colleague-form__pair colleague-form__pair--city">
            <FormField label="Postcode" name="recipient.zipcode" required />
            <FormField label="Plaats" name="recipient.city" required />
          </div>
          <div className="colleague-form__pair colleague-form__pair--country">
            <FormField label="Land" name="recipient.countryCode" required />
            <FormField label="Telefoon" name="recipient.phoneNumber" />
          </div>
        </fieldset>
        {defaults.card.kind === 'ribbon' ? (
          <fieldset className="send-form__group">
            <legend>Lint</legend>
            <FormField label="Lint links" name="card.left" />
            <FormField label="Lint rechts" name="card.right" />
          </fieldset>
        ) : (
          <FormField label="Kaarttekst" name="card.text" kind="multiline" />
        )}
        <FormField label="Omschrijving" name="description" kind="multiline" />
        <FormField label="Opmerking" name="comment" kind="multiline" />
        <div className="send-form__actions">
          <button type="submit" className="send-form__submit" disabled={!isValid || isSubmitting}>
            {isSubmitting ? 'Bezig met versturen…' : `Versturen naar ${chosen?.name ?? 'collega bloemist'}`}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
