// Dynalogic's send screen (spec §2, §5, §9): its fields' rules, its order kinds and the defaults from the order.
import type { Order } from '../../schema/order.ts';
import { parcelSizeFor, type ParcelSize } from '../parcel-defaults.ts';
import { deliveryRemark, isTimedDelivery } from './delivery-remarks.ts';
import {
  amountRule, choiceRule, countRule, dateRule, earliestDeliveryDate, emailRule, orderIdRule, PARCEL_FIELD_TITLES, PARCEL_LIMITS,
  parcelJsonSchema, recipientDefaults, textRule, timeSlotRule, type FieldRules, type ParcelOption,
} from './parcel-fields.ts';

/** 'geen' means not chosen yet: an ordinary order needs the user to pick its kind (spec §5). */
export const DYNALOGIC_NO_KIND = 'geen';
export const DYNALOGIC_ORDER_KINDS: readonly ParcelOption[] = [
  { value: DYNALOGIC_NO_KIND, label: 'Geen (kies een soort)' },
  { value: 'BOEKDAG', label: 'Dagbezorging' },
  { value: 'BOEKROUW', label: 'Rouw of vaste tijd' },
  { value: 'SEVERSAFL', label: 'Avondbezorging' },
];

export const DYNALOGIC_MAX_WEIGHT_KG = 30;

/** Spec §9: mourning or timed delivery is BOEKROUW, evening delivery SEVERSAFL, anything else 'geen'. */
export function dynalogicOrderKind(order: Pick<Order, 'isMourning' | 'deliveryDateTime' | 'isEveningDelivery'> | null): string {
  if (order && isTimedDelivery(order)) return 'BOEKROUW';
  if (order?.isEveningDelivery) return 'SEVERSAFL';
  return DYNALOGIC_NO_KIND;
}

export const dynalogicRules: FieldRules = {
  orderId: orderIdRule(),
  orderKind: choiceRule({ values: DYNALOGIC_ORDER_KINDS.map((kind) => kind.value), unchosen: DYNALOGIC_NO_KIND }),
  preferredDeliveryDate: dateRule(),
  preferredDeliveryTime: timeSlotRule(),
  coli: countRule({ max: PARCEL_LIMITS.coli }),
  weight: amountRule({ max: DYNALOGIC_MAX_WEIGHT_KG }),
  remark: textRule({ max: PARCEL_LIMITS.remark }),
  name: textRule({ max: PARCEL_LIMITS.name }),
  companyName: textRule({ max: PARCEL_LIMITS.companyName }),
  phone: textRule({ max: PARCEL_LIMITS.phone }),
  fax: textRule({ max: PARCEL_LIMITS.phone }),
  email: emailRule({ max: PARCEL_LIMITS.email }),
};

export const dynalogicJsonSchema = () => parcelJsonSchema('Aanmelden bij Dynalogic', dynalogicRules, PARCEL_FIELD_TITLES);

/** A parcel's weight as Dynalogic's form asks it: kilograms. */
export const dynalogicWeight = (size: ParcelSize) => size.weightG / 1000;

/** The form's first values (the time slot comes with the day's timeframes; the weight is the order's kind's). */
export function dynalogicDefaults(order: Order | null, now: Date = new Date()): Record<string, unknown> {
  return {
    ...recipientDefaults(order),
    orderKind: dynalogicOrderKind(order),
    preferredDeliveryDate: earliestDeliveryDate(order, now),
    preferredDeliveryTime: '',
    coli: 1,
    weight: dynalogicWeight(parcelSizeFor(order)),
    remark: deliveryRemark(order),
    fax: '',
    email: order?.recipient.emailAddress ?? '',
  };
}
