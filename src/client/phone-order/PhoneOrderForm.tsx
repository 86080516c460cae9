import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { toast } from 'sonner';
import { useSnapshot } from 'valtio';
import {
  phoneOrderCart, phoneOrderDefaults, phoneOrderField, PhoneOrderFields, phoneOrderMessages, type PhoneOrderValues,
} from '../../shared/domain/phone-order.ts';
import { fieldErrors } from '../api/field-errors.ts';
import { CommandButton } from '../commands/CommandButton.tsx';
import { keyHint } from '../commands/registry.ts';
import { ConfirmDialog } from '../workbench/ConfirmDialog.tsx';
import { CardSection, PaymentAndNotes } from './CardAndPayment.tsx';
import { CUSTOMER_SEARCH_ID, CustomerSection } from './CustomerSection.tsx';
import { answerDiscard, createdMessage, createPhoneOrder, phoneOrderForm } from './phone-order-state.ts';
import { ProductLines } from './ProductLines.tsx';
import { RecipientSection } from './RecipientSection.tsx';
import './phone-order.css';
import { DraftNotice } from '../drafts/DraftNotice.tsx';
import { useFormDraft } from '../drafts/use-draft.ts';

/**
 * The phone and counter order (issue 24, /order/create): customer, recipient and delivery, products, card or ribbon,
 * payment and notes, in reading order. Its values live in this one form (a draft hook attaches to it); Ctrl+Enter
 * saves (order.createSave), Esc leaves after asking (order.createDiscard). The server's field errors land on the fields.
 */
export function PhoneOrderForm() {
  const form = useForm<PhoneOrderValues>({
    resolver: superstructResolver(PhoneOrderFields),
    mode: 'onTouched',
    defaultValues: phoneOrderDefaults(),
  });
  const draft = useFormDraft(form, { orderId: null, form: 'order.create' });
  const [failure, setFailure] = useState<string | null>(null);
  const { confirmingDiscard } = useSnapshot(phoneOrderForm);
  const { isDirty, isSubmitting } = form.formState;

  useEffect(() => {
    phoneOrderForm.dirty = isDirty;
  }, [isDirty]);

  useEffect(() => {
    document.getElementById(CUSTOMER_SEARCH_ID)?.focus();
    return () => {
      phoneOrderForm.dirty = false;
      phoneOrderForm.confirmingDiscard = false;
    };
  }, []);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const order = await createPhoneOrder(phoneOrderCart(values));
      draft.clear();
      toast.success(createdMessage(order));
    } catch (error) {
      const errors = fieldErrors(error);
      const unplaced: string[] = [];
      errors.forEach((fieldError, index) => {
        const field = phoneOrderField(fieldError.field, values);
        if (field) form.setError(field as Path<PhoneOrderValues>, { type: 'server', message: fieldError.message }, { shouldFocus: index === 0 });
        else unplaced.push(fieldError.message);
      });
      if (errors.length === 0 || unplaced.length > 0) setFailure([(error as Error).message, ...unplaced].join(' '));
    }
  });

  // A plain Enter in a field must not send a half-typed order (a browser submits a form on it): Ctrl+Enter saves.
  const noEnterSubmit = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey && target instanceof HTMLInputElement) event.preventDefault();
  };

  return (
    <FormProvider {...form}>
      <form className="phone-order" aria-labelledby="phone-order-title" noValidate onSubmit={submit} onKeyDown={noEnterSubmit}>
        <h2 id="phone-order-title">{phoneOrderMessages.title}</h2>
        <DraftNotice draft={draft} />
        {failure && (
          <div className="edit-form__error" role="alert">
            <strong>Er is een fout opgetreden</strong> {failure}
          </div>
        )}
        <CustomerSection />
        <RecipientSection />
        <ProductLines />
        <CardSection />
        <PaymentAndNotes />
        <div className="phone-order__buttons">
          <button type="submit" disabled={isSubmitting} title={keyHint('Opslaan', 'order.createSave')}>Opslaan</button>
          <CommandButton id="order.createDiscard">Annuleren</CommandButton>
        </div>
      </form>
      {confirmingDiscard && (
        <ConfirmDialog
          heading={phoneOrderMessages.title}
          text={phoneOrderMessages.discardQuestion}
          confirmLabel={phoneOrderMessages.discard}
          initialFocus="cancel"
          onConfirm={() => {
            draft.clear();
            answerDiscard(true);
          }}
          onCancel={() => answerDiscard(false)}
        />
      )}
    </FormProvider>
  );
}
