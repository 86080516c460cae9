import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { isDutchPostcode } from '../../shared/domain/field-rules.ts';
import { phoneOrderMessages } from '../../shared/domain/phone-order.ts';
import { findAddress } from './phone-order-state.ts';

const TYPING_PAUSE_MS = 300;

/**
 * Once a Dutch postcode and a house number are typed at `prefix` ('recipient.address'), fills street and city from
 * the addresses the orders know, unless the user typed them differently; answers what it found, to show.
 */
export function useAddressLookup(prefix: string): string | null {
  const { setValue, getValues } = useFormContext();
  const [zipcode, streetNumber, countryCode] = useWatch({ name: [`${prefix}.zipcode`, `${prefix}.streetNumber`, `${prefix}.countryCode`] }) as string[];
  const [note, setNote] = useState<string | null>(null);
  // What the look-up wrote last: a street or city still holding it may be written again.
  const filled = useRef({ street: '', city: '' });

  useEffect(() => {
    if (countryCode !== 'NL' || !isDutchPostcode(zipcode ?? '') || !streetNumber?.trim()) {
      setNote(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      findAddress(zipcode, streetNumber, controller.signal).then(
        (found) => {
          if (!found) {
            // Unknown is worth saying only while street or city still has to be typed.
            const typed = getValues(`${prefix}.street`) && getValues(`${prefix}.city`);
            setNote(typed ? null : phoneOrderMessages.addressUnknown);
            return;
          }
          for (const part of ['street', 'city'] as const) {
            const current = getValues(`${prefix}.${part}`) as string;
            if (current === '' || current === filled.current[part]) {
              setValue(`${prefix}.${part}`, found[part], { shouldDirty: true, shouldValidate: current !== '' });
            }
          }
          filled.current = found;
          setNote(phoneOrderMessages.addressFound(found.street, found.city));
        },
        () => {
          if (!controller.signal.aborted) setNote(null);
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [zipcode, streetNumber, countryCode]);

  return note;
}
