import { useEffect, useState } from 'react';
import { endpoints } from '../../../shared/protocol/endpoints.ts';
import type { Florist } from '../../../shared/schema/florists.ts';
import { call } from '../../api/client.ts';

export type FloristData = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; florist: Florist };

/** The colleague florist with this id, loaded from the server; an answer for an earlier id is dropped. */
export function useFlorist(id: number): FloristData {
  const [data, setData] = useState<FloristData>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    setData({ state: 'loading' });
    call(endpoints.getFlorist, { params: { id: String(id) } }).then(
      (florist) => {
        if (current) setData({ state: 'ready', florist });
      },
      (error: Error) => {
        if (current) setData({ state: 'error', message: error.message });
      },
    );
    return () => {
      current = false;
    };
  }, [id]);
  return data;
}
