import { useEffect, useState } from 'react';
import { endpoints } from '../../../shared/protocol/endpoints.ts';
import type { FloristMatch } from '../../../shared/schema/florists.ts';
import { call } from '../../api/client.ts';

export type OrderFlorists = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; florists: FloristMatch[] };

/** The colleague florists delivering in the order's recipient city, best first; an answer for an earlier order is dropped. */
export function useOrderFlorists(orderId: number): OrderFlorists {
  const [data, setData] = useState<OrderFlorists>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    setData({ state: 'loading' });
    call(endpoints.listOrderFlorists, { params: { id: String(orderId) } }).then(
      (florists) => {
        if (current) setData({ state: 'ready', florists });
      },
      (error: Error) => {
        if (current) setData({ state: 'error', message: error.message });
      },
    );
    return () => {
      current = false;
    };
  }, [orderId]);
  return data;
}
