// What Dynalogic and ZorgeloosBezorgd have in common, described once per carrier: their form's rules and defaults,
// their time slots, the countries they serve. Both their sandboxes and live adapters answer config() from it.
import { carrierMessages } from '../../../shared/domain/carriers.ts';
import { earliestDeliveryDate, parcelFieldErrors, type FieldRules } from '../../../shared/domain/carrier-forms/parcel-fields.ts';
import type { Order } from '../../../shared/schema/order.ts';
import { CarrierRefusal, type CarrierAdapter, type CarrierConfig } from '../adapter.ts';
import { dayTimeframes, slotError, type SlotPlan } from './time-slots.ts';

export interface ParcelCarrier {
  carrier: 'dynalogic' | 'zorgeloosbezorgd';
  name: string;
  /** The service its label names. */
  service: string;
  rules: FieldRules;
  defaults(order: Order | null, now: Date): Record<string, unknown>;
  /** Choices besides the time slots (Dynalogic's order kinds). */
  options: Record<string, unknown>;
  schema(): Record<string, unknown>;
  plan: SlotPlan;
  /** Country codes it delivers in. */
  countries: readonly string[];
}

type ConfigQuery = Parameters<CarrierAdapter['config']>[1];

/** The form's defaults and the time slots of the day asked for (the order's delivery day until the form changes it). */
export function parcelConfig(carrier: ParcelCarrier, order: Order | null, query: ConfigQuery, now: Date): CarrierConfig {
  const defaults = carrier.defaults(order, now);
  const date = query.deliveryDate ?? String(defaults.preferredDeliveryDate);
  const timeframes = dayTimeframes(carrier.plan, date, now, order);
  return {
    defaults: { ...defaults, preferredDeliveryTime: timeframes.selected ?? '' },
    options: { ...carrier.options, timeframes },
  };
}

/** What a parcel carrier's live adapter answers without asking the carrier: its form and its time slots. */
export function parcelLiveForm(carrier: ParcelCarrier): Pick<CarrierAdapter, 'carrier' | 'mode' | 'config' | 'schema'> {
  return { carrier: carrier.carrier, mode: 'live', config: async (order, query) => parcelConfig(carrier, order, query, new Date()), schema: carrier.schema };
}

/** The parcel's address: these carriers deliver an order's recipient, so a parcel without an order is refused. */
export function parcelOrder(carrier: ParcelCarrier, order: Order | null): Order {
  if (!order) throw new CarrierRefusal(`${carrier.name} bezorgt alleen orders met een afleveradres`);
  const country = order.recipient.address.countryCode;
  if (!carrier.countries.includes(country)) throw new CarrierRefusal(`${carrier.name} bezorgt niet in ${order.recipient.address.country ?? country}`);
  return order;
}

/** What the carrier itself checks before it accepts: every field, the earliest day, and that the slot is still open. */
export function checkParcelValues(carrier: ParcelCarrier, order: Order, values: Record<string, unknown>, now: Date): void {
  const errors = parcelFieldErrors(carrier.rules, values, { earliestDate: earliestDeliveryDate(order, now) });
  const dateOrTimeWrong = errors.some((error) => error.field === 'preferredDeliveryDate' || error.field === 'preferredDeliveryTime');
  const slotMessage = dateOrTimeWrong ? null : slotError(carrier.plan, String(values.preferredDeliveryDate), values.preferredDeliveryTime, now);
  if (slotMessage) errors.push({ field: 'preferredDeliveryTime', message: slotMessage });
  if (errors.length > 0) throw new CarrierRefusal(carrierMessages.validationErrors, errors);
}
