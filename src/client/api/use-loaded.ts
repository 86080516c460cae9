import { useEffect, useState } from 'react';

export type Loaded<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; value: T };

/**
 * What `load` answers, loaded again whenever `key` changes; an answer for an earlier key is dropped. `load` is read
 * when `key` changes only: it must depend on nothing else. The tool of the data hooks beside a feature (an order's
 * attachments, its florists) for what is only read; components use those hooks, never this or the API client.
 */
export function useLoaded<T>(load: () => Promise<T>, key: string | number): Loaded<T> {
  const [data, setData] = useState<Loaded<T>>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    setData({ state: 'loading' });
    load().then(
      (value) => {
        if (current) setData({ state: 'ready', value });
      },
      (error: Error) => {
        if (current) setData({ state: 'error', message: error.message });
      },
    );
    return () => {
      current = false;
    };
    // `key` names everything `load` depends on.
  }, [key]);
  return data;
}
