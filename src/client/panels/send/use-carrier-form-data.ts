import { useCallback, useEffect, useRef, useState } from 'react';
import type { Carrier } from '../../../shared/domain/constants.ts';
import { endpoints } from '../../api/endpoints.ts';
import type { CarrierConfig } from '../../../shared/schema/carriers.ts';
import { call } from '../../api/client.ts';

export interface OptionsInput {
  deliveryDate?: string;
  zipcode?: string;
  countryCode?: string;
}

export type FormData =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; config: CarrierConfig; schema: object | null };

const sameInput = (a: OptionsInput, b: OptionsInput) =>
  a.deliveryDate === b.deliveryDate && a.zipcode === b.zipcode && a.countryCode === b.countryCode;

/**
 * A send screen's config (options and defaults) and, for the generic form, the carrier's schema. The options are
 * asked again when the delivery date, postcode or country change (spec §2); an answer to an older question is
 * dropped, and the screen keeps showing while the new options load.
 */
export function useCarrierFormData(carrier: Carrier, orderId: number, withSchema: boolean) {
  const [data, setData] = useState<FormData>({ state: 'loading' });
  const input = useRef<OptionsInput>({});
  const seq = useRef(0);

  const schema = useRef<object | null>(null);

  const load = useCallback(
    async (next: OptionsInput) => {
      const mine = ++seq.current;
      try {
        const [config, loadedSchema] = await Promise.all([
          call(endpoints.getCarrierConfig, { params: { carrier }, query: { ...(orderId && { orderId }), ...next } }),
          withSchema && !schema.current ? call(endpoints.getCarrierSchema, { params: { carrier } }) : schema.current,
        ]);
        if (mine !== seq.current) return;
        schema.current = loadedSchema as object | null;
        setData({ state: 'ready', config, schema: schema.current });
      } catch (error) {
        if (mine === seq.current) setData({ state: 'error', message: (error as Error).message });
      }
    },
    [carrier, orderId, withSchema],
  );

  useEffect(() => {
    input.current = {};
    schema.current = null;
    setData({ state: 'loading' });
    void load({});
  }, [load]);

  const onOptionsInputChange = useCallback(
    (next: OptionsInput) => {
      if (sameInput(next, input.current)) return;
      input.current = next;
      void load(next);
    },
    [load],
  );

  return { data, onOptionsInputChange };
}
