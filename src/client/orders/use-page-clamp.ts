import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { OrderRoute } from '../../shared/routes.ts';
import { goToOrderRoute } from '../navigation.ts';
import { orderList } from '../state/order-list.ts';
import { pageCount } from './page-range.ts';

/**
 * An address past the last page ('p[999]', or a page emptied by others meanwhile) is replaced by the last page,
 * once the list of this very address has answered: the URL, the rows and 'Getoond' then agree.
 */
export function usePageClamp(route: OrderRoute) {
  const { meta, loading, request } = useSnapshot(orderList);
  useEffect(() => {
    const asked = route.page ?? 1;
    const answered = request && !loading && request.page === asked && request.query === route.query;
    if (!answered) return;
    const last = pageCount(meta.total, meta.pageSize);
    if (asked > last) goToOrderRoute({ ...route, page: last === 1 ? undefined : last }, { replace: true });
  }, [meta, loading, request, route]);
}
