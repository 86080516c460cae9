// ZorgeloosBezorgd's send screen (spec §2, §5, §9): its fields' rules and the defaults from the order.
import type { Order } from '../../schema/order.ts';
import { deliveryRemark } from './delivery-remarks.ts';
import {
  countRule, dateRule, earliestDeliveryDate, emailRule, orderIdRule, PARCEL_FIELD_TITLES, PARCEL_LIMITS, parcelJsonSchema,
  recipientDefaults, textRule, timeSlotRule, type FieldRules,
} from './parcel-fields.ts';

/** Spec §5: date, time, coli and name required; coli max 5, remark 100, phone 15, e-mail 50, names 100. */
export const zorgeloosBezorgdRules: FieldRules = {
  orderId: orderIdRule(),
  preferredDeliveryDate: dateRule(),
  preferredDeliveryTime: timeSlotRule(),
  coli: countRule({ max: PARCEL_LIMITS.coli, required: true }),
  remark: textRule({ max: PARCEL_LIMITS.remark }),
  name: textRule({ max: PARCEL_LIMITS.name, required: true }),
  companyName: textRule({ max: PARCEL_LIMITS.companyName }),
  phone: textRule({ max: PARCEL_LIMITS.phone }),
  emailAddress: emailRule({ max: PARCEL_LIMITS.email }),
};

export const zorgeloosBezorgdJsonSchema = () => parcelJsonSchema('Aanmelden bij ZorgeloosBezorgd', zorgeloosBezorgdRules, PARCEL_FIELD_TITLES);

/** The form's first values (the time slot comes with the day's timeframes). */
export function zorgeloosBezorgdDefaults(order: Order | null, now: Date = new Date()): Record<string, unknown> {
  return {
    ...recipientDefaults(order),
    preferredDeliveryDate: earliestDeliveryDate(order, now),
    preferredDeliveryTime: '',
    coli: 1,
    remark: deliveryRemark(order),
    emailAddress: order?.recipient.emailAddress ?? '',
  };
}
