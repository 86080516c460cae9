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
import { markRelayHandled, sendToRelay } from './relay-handoff.ts';
import { RELAY_GROUPS } from './relay-groups.ts';
import { RelayFieldInput } from './RelayFieldInput.tsx';
import '../send/send-panel.css';
import './relay-panel.css';

type Busy = 'send' | 'mark' | null;

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
 * read-only, the total following the flowers' value. 'Versturen naar EuroFlorist' mails it; 'Alleen markeren als
 * afgehandeld' only marks the order, for when the relay has it already; both ask first (relay-handoff.ts).
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

  async function attempt(kind: Exclude<Busy, null>, handOff: () => Promise<unknown>) {
    setBusy(kind);
    setFailure(null);
    try {
      await handOff();
      draft.clear();
    } catch (error) {
      const { fieldErrors, message } = submitFailure(error);
      for (const fieldError of fieldErrors) {
        const code = codeOf(fieldError.field);
        if (code) form.setError(code, { type: 'server', message: fieldError.message });
      }
      setFailure(message);
    } finally {
      setBusy(null);
    }
  }

  const onSubmit = form.handleSubmit((typed) => attempt('send', () => sendToRelay(order, typed)));

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
        <button type="submit" className="send-form__submit" disabled={!isValid || busy !== null}>
          {busy === 'send' ? 'Bezig met versturen…' : 'Versturen naar EuroFlorist'}
        </button>
      </div>
    </form>
  );
}
