import { useEffect, useState } from 'react';
import type { OrderListItem } from '../../shared/schema/order.ts';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import { call } from '../api/client.ts';

const DEBOUNCE_MS = 150;

/** Orders matching what is typed in the palette, searched on the server (debounced, at most 8). */
export function useOrderSearch(text: string): { results: OrderListItem[]; searching: boolean } {
  const [results, setResults] = useState<OrderListItem[]>([]);
  const [searching, setSearching] = useState(false);
  const query = text.trim();
  useEffect(() => {
    if (query.length < 3) {
      setResults([]);
      return;
    }
    const controller = new AbortController();
    setSearching(true);
    const timer = setTimeout(() => {
      call(endpoints.listOrders, { query: { q: query, pageSize: 8 }, signal: controller.signal })
        .then((found) => setResults(found.data))
        .catch(() => setResults([]))
        .finally(() => !controller.signal.aborted && setSearching(false));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return { results, searching };
}
