import { endpoints } from '../../api/endpoints.ts';
import type { FloristMatch } from '../../../shared/schema/florists.ts';
import { call } from '../../api/client.ts';
import { useLoaded, type Loaded } from '../../api/use-loaded.ts';

/** The colleague florists delivering in the order's recipient city, best first. */
export const useOrderFlorists = (orderId: number): Loaded<FloristMatch[]> =>
  useLoaded(() => call(endpoints.listOrderFlorists, { params: { id: String(orderId) } }), orderId);
