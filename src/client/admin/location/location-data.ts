// What /admin/location asks the server: the locations a workstation may be, and saving this one's configuration.
import type { LocationFormValues } from '../../../shared/domain/location-rules.ts';
import { endpoints } from '../../api/endpoints.ts';
import type { LocationConfig } from '../../../shared/schema/print.ts';
import { call } from '../../api/client.ts';
import { rememberLocationConfig } from '../../state/workstation.ts';
import { updateBody } from './location-form.ts';

export const listLocationNames = async (): Promise<string[]> =>
  (await call(endpoints.listLocations)).map((location) => location.name);

/** Saves the location's printers and parcel sizes; the answer becomes this workstation's config. */
export async function saveLocationConfig(name: string, values: LocationFormValues): Promise<LocationConfig> {
  const saved = await call(endpoints.saveLocation, { params: { name }, body: updateBody(values) });
  rememberLocationConfig(saved);
  return saved;
}
