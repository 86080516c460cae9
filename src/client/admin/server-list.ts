// A list an admin page shows as the server answers it (florists, features, folders, statistics): one store per
// list, loaded when its page opens, kept up to date by what each save answers, and forgotten when the page closes.
import { useEffect } from 'react';
import { proxy, ref, useSnapshot } from 'valtio';

/** A list kept whole (not proxied item by item): every change replaces it, and pages get the items as they are. */
type WholeList<T> = ReturnType<typeof ref<T[]>>;

export interface ServerList<T> {
  /** Null until the answer of the page's load. */
  items: WholeList<T> | null;
  loadError: string | null;
  /** Counts the times the page closed: an answer to a load of an earlier page is dropped. */
  closed: number;
}

export const serverList = <T>() => proxy<ServerList<T>>({ items: null, loadError: null, closed: 0 });

/** Loads the list afresh: the page shows 'Laden…' until the answer, or the server's message. */
export async function loadList<T>(list: ServerList<T>, load: () => Promise<T[]>): Promise<void> {
  const closed = list.closed;
  list.items = null;
  list.loadError = null;
  try {
    const items = await load();
    if (list.closed === closed) list.items = ref(items);
  } catch (error) {
    if (list.closed === closed) list.loadError = (error as Error).message;
  }
}

/** Replaces the list by what `change` makes of it (a saved item put in, a deleted one taken out). */
export function changeList<T>(list: ServerList<T>, change: (items: T[]) => T[]): void {
  list.items = ref(change(list.items ?? []));
}

/** The list for a page: loaded when it opens, forgotten when it closes, so the next visit shows fresh data only. */
export function useServerList<T>(list: ServerList<T>, load: () => Promise<void>) {
  useEffect(() => {
    void load();
    return () => {
      list.closed += 1;
      list.items = null;
      list.loadError = null;
    };
  }, [list, load]);
  return useSnapshot(list);
}
