// The dashboard's statistics: the list of them, loaded when the page opens, and each one's figures over the chosen
// days, which its card asks for.
import { endpoints } from '../../api/endpoints.ts';
import type { Statistic, StatisticRef } from '../../../shared/schema/stats.ts';
import { call } from '../../api/client.ts';
import { loadList, serverList } from '../server-list.ts';
import type { DateRange } from './range.ts';

export const statistics = serverList<StatisticRef>();

export const loadStatistics = () => loadList(statistics, () => call(endpoints.listStatistics));

/** A statistic's figures over the range; an aborted request rejects. */
export const fetchStatistic = (id: StatisticRef['id'], range: DateRange, signal: AbortSignal): Promise<Statistic> =>
  call(endpoints.getStatistic, { params: { id }, query: range, signal });
