import { endpoints } from '../../api/endpoints.ts';
import type { Florist } from '../../../shared/schema/florists.ts';
import { call } from '../../api/client.ts';
import { useLoaded, type Loaded } from '../../api/use-loaded.ts';

/** The colleague florist with this id, loaded from the server. */
export const useFlorist = (id: number): Loaded<Florist> => useLoaded(() => call(endpoints.getFlorist, { params: { id: String(id) } }), id);
