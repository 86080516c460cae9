import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  RELAY_CODES, RelayFields, relayDefaults, relayFieldOf, relayTotals, type RelayCode, type RelayValues,
} from '../../../shared/domain/relay-form.ts';
import type { Order } from '../../../shared/schema/order.ts';
import { DraftNotice } from '../../drafts/DraftNotice.tsx';
import { useFormDraft } from '../../drafts/use-draft.ts';
import { FormErrorPanel, submitFailure } from '../send/SendFormParts.tsx';
import { CommandButton } from '../../commands/CommandButton.tsx';
import { importToRelay, markRelayHandled, sendToRelay } from './relay-handoff.ts';
import { showRelayForm } from './relay-import-source.ts';
import { RELAY_GROUPS } from './relay-groups.ts';
import { RelayFieldInput } from './RelayFieldInput.tsx';
import '../send/send-panel.css';
import './relay-panel.css';

type Busy = 'send' | 'mark' | 'import' | null;

/** The code a server field error names: '21', or 'values.21' when the request's shape was refused. */
function codeOf(field: string): RelayCode | undefined {
  const code = field.replace(/^values\./, '');
  return RELAY_CODES.find((known) => known === code);
}

/** Where the order goes: abroad is the usual case, so the country stands out. */
function Destination({ order }: { order: Order }) {
  const { name, address } = order.recipient;
  return (
    <p className="relay-form__destination">
      <span className="relay-form__country">{address.country ? `${address.country} (${address.countryCode})` : address.countryCode}</span>
      <span>{name}, {address.zipcode} {address.city}</span>
    </p>
  );
}

/**
 * The flower-relay e-mail form (spec §2, §5, §9): every code filled from the order, the sender codes and the costs
 * read-only, the total following the flowers' value. 'Versturen naar EuroFlorist' mails it; 'Importeren in
 * EuroFlorist' imports it into the relay's own system; 'Alleen markeren als afgehandeld' only marks the order, for
 * when the relay has it already; all ask first (relay-handoff.ts).
 */
export function RelayPanel({ order }: { order: Order }) {
  const form = useForm<RelayValues>({
    resolver: superstructResolver(RelayFields),
    mode: 'onChange',
    defaultValues: relayDefaults(order),
  });
  const draft = useFormDraft(form, { orderId: order.id, form: 'relay' });
  const { errors, isValid } = form.formState;
  const values = form.watch();
  const totals = relayTotals(values['12']);
  const [busy, setBusy] = useState<Busy>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formElement.current?.querySelector<HTMLInputElement>('input:not([readonly])')?.focus();
  }, []);

  /** Resolves to whether the order was handed over. */
  async function attempt(kind: Exclude<Busy, null>, handOff: () => Promise<boolean>): Promise<boolean> {
    setBusy(kind);
    setFailure(null);
    try {
      const handedOver = await handOff();
      if (handedOver) draft.clear();
      return handedOver;
    } catch (error) {
      const { fieldErrors, message } = submitFailure(error);
      for (const fieldError of fieldErrors) {
        const code = codeOf(fieldError.field);
        if (code) form.setError(code, { type: 'server', message: fieldError.message });
      }
      setFailure(message);
      return false;
    } finally {
      setBusy(null);
    }
  }

  const onSubmit = form.handleSubmit((typed) => attempt('send', () => sendToRelay(order, typed)));

  // 'Importeren in EuroFlorist' (B I, or its button here) imports what this form holds, its errors on its fields.
  const importFromForm = useRef<() => Promise<boolean>>(async () => false);
  importFromForm.current = async () => {
    if (busy !== null || !(await form.trigger(undefined, { shouldFocus: true }))) return false;
    return attempt('import', () => importToRelay(order, form.getValues()));
  };
  useEffect(() => {
    // What B I imports while this form is open; forgotten when it closes.
    const forget = showRelayForm({ orderId: order.id, importFromForm: () => importFromForm.current() });
    return forget;
  }, [order.id]);

  return (
    <form ref={formElement} className="send-form relay-form" onSubmit={onSubmit} noValidate aria-label="Naar EuroFlorist">
      <DraftNotice draft={draft} />
      <FormErrorPanel message={failure} />
      <Destination order={order} />
      {RELAY_GROUPS.map((group) => (
        <fieldset
          key={group.title}
          className={group.compact ? 'send-form__group relay-form__group relay-form__group--compact' : 'send-form__group relay-form__group'}
        >
          <legend>{group.title}</legend>
          {group.codes.map((code) => {
            const field = relayFieldOf(code);
            const fixed = field.kind === 'sender' || field.kind === 'computed';
            const value = field.kind === 'computed' ? totals[code as keyof typeof totals] : values[code];
            return (
              <RelayFieldInput
                key={code}
                field={field}
                value={value}
                error={errors[code]}
                input={fixed ? undefined : form.register(code)}
              />
            );
          })}
        </fieldset>
      ))}
      <div className="send-form__actions relay-form__actions">
        <button type="button" disabled={busy !== null} onClick={() => attempt('mark', () => markRelayHandled(order))}>
          {busy === 'mark' ? 'Bezig met markeren…' : 'Alleen markeren als afgehandeld'}
        </button>
        <CommandButton id="relay.import">
          {busy === 'import' ? 'Bezig met importeren…' : undefined}
        </CommandButton>
        <button type="submit" className="send-form__submit" disabled={!isValid || busy !== null}>
          {busy === 'send' ? 'Bezig met versturen…' : 'Versturen naar EuroFlorist'}
        </button>
      </div>
    </form>
  );
}
