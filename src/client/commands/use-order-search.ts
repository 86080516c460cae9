import { useEffect, useState } from 'react';
import type { OrderListItem } from '../../shared/schema/order.ts';
import { endpoints } from '../api/endpoints.ts';
import { call } from '../api/client.ts';

const DEBOUNCE_MS = 150;

/**
 * Orders matching what is typed in the palette, searched on the server (debounced, at most 8, in the server's rank:
 * an order number's own order first). Only the results of the text as it is now: Enter on the results of what was
 * typed a moment ago ('254' while '2545' is on its way) would open an order nobody asked for.
 */
export function useOrderSearch(text: string): { results: OrderListItem[]; searching: boolean } {
  const [found, setFound] = useState<{ query: string; results: OrderListItem[] }>({ query: '', results: [] });
  const [searching, setSearching] = useState(false);
  const query = text.trim();
  useEffect(() => {
    if (query.length < 3) {
      setSearching(false);
      return;
    }
    const controller = new AbortController();
    setSearching(true);
    const timer = setTimeout(() => {
      call(endpoints.listOrders, { query: { q: query, pageSize: 8 }, signal: controller.signal })
        .then((page) => setFound({ query, results: page.data }))
        .catch(() => setFound({ query, results: [] }))
        .finally(() => !controller.signal.aborted && setSearching(false));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return { results: found.query === query ? found.results : [], searching };
}
