// A send screen's configuration at a location: the carrier's own, with the parcel sizes the location set for the
// order's kind of product (issue 22; the table's sizes are already the carrier form's defaults).
import { withParcelSize } from '../../shared/domain/carrier-forms/parcel-size.ts';
import { parcelSizeFor } from '../../shared/domain/parcel-defaults.ts';
import type { Order } from '../../shared/schema/order.ts';
import type { FastifyInstance } from 'fastify';
import { getLocation } from '../db/locations.ts';
import type { CarrierAdapter, CarrierConfig } from './adapter.ts';
import { askCarrier } from './refusal.ts';

export async function configAt(
  app: FastifyInstance,
  location: string,
  adapter: CarrierAdapter,
  order: Order | null,
  query: Parameters<CarrierAdapter['config']>[1] = {},
): Promise<CarrierConfig> {
  const [config, stored] = await Promise.all([askCarrier(() => adapter.config(order, query)), getLocation(app.db, location)]);
  const own = stored?.parcelDefaults ?? {};
  if (Object.keys(own).length === 0) return config;
  return { ...config, defaults: withParcelSize(adapter.carrier, config.defaults, parcelSizeFor(order, own)) };
}
