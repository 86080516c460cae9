// Red je Pakketje's send screen (spec §2, §5, §9): its fields, their limits, messages and defaults, written once for
// the form (superstruct) and the server (the JSON schema its register call is checked against).
import { DateTime } from 'luxon';
import { boolean, define, number, object, optional, refine, string, type Infer } from 'superstruct';
import { TIMEZONE } from '../constants.ts';
import { amsterdamToday } from '../dates.ts';
import { carrierFieldMessages, checked, wholeNumberError } from './field-messages.ts';

/** A place Red je Pakketje collects our parcels, as its pick-up locations call answers it. */
export interface PickupPoint {
  uuid: string;
  name: string;
  street: string;
  house_number: string;
  /**
   * HH:mm, Amsterdam time: parcels for today must be registered before it. The sandbox's points have one; the live
   * pick-up locations do not say theirs (Red je Pakketje then refuses a parcel too late itself).
   */
  cut_off_time?: string;
}

export const REDJEPAKKETJE_LIMITS = { coliMax: 5, remarkMax: 100, maxAttemptsMin: 1, maxAttemptsMax: 5 } as const;

const { coliMax, remarkMax, maxAttemptsMin, maxAttemptsMax } = REDJEPAKKETJE_LIMITS;

export const redjepakketjeFieldErrors = {
  pickupPointUuid: (value: string) => (value.trim() ? null : carrierFieldMessages.required),
  remark: (value: string) => (value.length > remarkMax ? carrierFieldMessages.tooLong(remarkMax) : null),
  coli: (value: number) => wholeNumberError(value, 1, coliMax),
  maxAttempts: (value: number) => wholeNumberError(value, maxAttemptsMin, maxAttemptsMax),
};

/** Any number, NaN too: an emptied number field is NaN, and its message is 'Dit veld is vereist', not a type error. */
const count = define<number>('count', (value) => typeof value === 'number');

/** The form's values as the send screen checks them. */
export const RedjepakketjeFields = object({
  orderId: optional(number()),
  pickupPointUuid: refine(string(), 'pickupPointUuid', checked(redjepakketjeFieldErrors.pickupPointUuid)),
  remark: refine(string(), 'remark', checked(redjepakketjeFieldErrors.remark)),
  coli: refine(count, 'coli', checked(redjepakketjeFieldErrors.coli)),
  maxAttempts: refine(count, 'maxAttempts', checked(redjepakketjeFieldErrors.maxAttempts)),
  perishable: boolean(),
  allowNeighbours: boolean(),
});
export type RedjepakketjeValues = Infer<typeof RedjepakketjeFields>;

/**
 * The same rules as JSON schema (draft-07) for the server's ajv; `x-message` gives the Dutch text per keyword where
 * Red je Pakketje words it its own way (spec §5).
 */
export const redjepakketjeSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Red je Pakketje',
  type: 'object',
  additionalProperties: false,
  required: ['pickupPointUuid', 'coli', 'maxAttempts', 'perishable', 'allowNeighbours'],
  properties: {
    orderId: { type: 'integer', minimum: 0, title: 'Order' },
    pickupPointUuid: {
      type: 'string', minLength: 1, maxLength: 64, title: 'Ophaalpunt',
      'x-message': { required: carrierFieldMessages.required, minLength: carrierFieldMessages.required },
    },
    remark: {
      type: 'string', maxLength: remarkMax, default: '', title: 'Opmerking',
      'x-message': { maxLength: carrierFieldMessages.tooLong(remarkMax) },
    },
    coli: {
      type: 'integer', minimum: 1, maximum: coliMax, default: 1, title: 'Aantal colli',
      'x-message': { minimum: carrierFieldMessages.tooSmall(1), maximum: carrierFieldMessages.tooLarge(coliMax) },
    },
    maxAttempts: {
      type: 'integer', minimum: maxAttemptsMin, maximum: maxAttemptsMax, title: 'Maximaal aantal bezorgpogingen',
      'x-message': {
        required: carrierFieldMessages.required,
        minimum: carrierFieldMessages.tooSmall(maxAttemptsMin),
        maximum: carrierFieldMessages.tooLarge(maxAttemptsMax),
      },
    },
    perishable: { type: 'boolean', default: true, title: 'Bederfelijk' },
    allowNeighbours: { type: 'boolean', default: true, title: 'Bij de buren toegestaan' },
  },
} as const;

/** Spec §9: neighbours allowed, perishable, two attempts, one parcel, the first pick-up point; orderId 0: no order. */
export function redjepakketjeDefaults(orderId: number, pickupPoints: readonly PickupPoint[], remark: string): RedjepakketjeValues {
  return {
    orderId,
    pickupPointUuid: pickupPoints[0]?.uuid ?? '',
    remark,
    coli: 1,
    maxAttempts: 2,
    perishable: true,
    allowNeighbours: true,
  };
}

/** Whether a parcel delivered on `deliveryDate` can no longer be handed to this pick-up point (its cut-off passed). */
export function pastCutOff(point: PickupPoint, deliveryDate: string, now: Date): boolean {
  if (!point.cut_off_time || deliveryDate !== amsterdamToday(now)) return false;
  return DateTime.fromJSDate(now).setZone(TIMEZONE).toFormat('HH:mm') >= point.cut_off_time;
}
