// PostNL's send screen (spec §2: orderNumber, dimension{Length,Width,Height,Weight,Volume}, remark; §9 remark
// 'Order: {id}'; issue 22: the dimensions of a real parcel of the order's kind): the limits and messages written
// once, for the form (superstruct) and for the server (the JSON schema a registration is checked against).
import { define, object, refine, string, type Infer } from 'superstruct';
import type { Order } from '../../schema/order.ts';
import { PARCEL_DEFAULTS, parcelSizeFor, type ParcelSize } from '../parcel-defaults.ts';
import { carrierFieldMessages, checked, wholeNumberError } from './field-messages.ts';

export const POSTNL_DIMENSIONS = ['Length', 'Width', 'Height', 'Weight', 'Volume'] as const;
export type PostnlDimension = (typeof POSTNL_DIMENSIONS)[number];

/** PostNL's largest parcel: 176 × 78 × 58 cm (in mm), 31.5 kg (in grams), its volume in cm³. */
export const POSTNL_LIMITS = {
  orderNumber: 35,
  remark: 100,
  dimension: { Length: 1760, Width: 780, Height: 580, Weight: 31_500, Volume: 796_224 },
} as const satisfies { dimension: Record<PostnlDimension, number> } & Record<string, unknown>;

export const POSTNL_DIMENSION_TITLES: Readonly<Record<PostnlDimension, string>> = {
  Length: 'Lengte (mm)',
  Width: 'Breedte (mm)',
  Height: 'Hoogte (mm)',
  Weight: 'Gewicht (gram)',
  Volume: 'Volume (cm³)',
};

export const postnlFieldErrors = {
  orderNumber(value: string): string | null {
    if (!value.trim()) return carrierFieldMessages.required;
    return value.trim().length > POSTNL_LIMITS.orderNumber ? carrierFieldMessages.tooLong(POSTNL_LIMITS.orderNumber) : null;
  },
  remark: (value: string) => (value.trim().length > POSTNL_LIMITS.remark ? carrierFieldMessages.tooLong(POSTNL_LIMITS.remark) : null),
  dimension: (name: PostnlDimension, value: number) => wholeNumberError(value, 1, POSTNL_LIMITS.dimension[name]),
};

// A number input left empty reads as NaN, which the rule calls 'Dit veld is vereist'.
const dimensionField = (name: PostnlDimension) =>
  define<number>(name, (value) => postnlFieldErrors.dimension(name, typeof value === 'number' ? value : Number.NaN) ?? true);

/** The form's values as the send screen checks them. */
export const PostnlFields = object({
  orderNumber: refine(string(), 'orderNumber', checked(postnlFieldErrors.orderNumber)),
  dimension: object(Object.fromEntries(POSTNL_DIMENSIONS.map((name) => [name, dimensionField(name)])) as Record<PostnlDimension, ReturnType<typeof dimensionField>>),
  remark: refine(string(), 'remark', checked(postnlFieldErrors.remark)),
});
export type PostnlValues = Infer<typeof PostnlFields>;

/** A parcel's size as PostNL's dimension: millimetres, grams, and its volume in whole cm³. */
export const postnlDimension = (size: ParcelSize): Record<PostnlDimension, number> => ({
  Length: size.lengthMm,
  Width: size.widthMm,
  Height: size.heightMm,
  Weight: size.weightG,
  Volume: Math.ceil((size.lengthMm * size.widthMm * size.heightMm) / 1000),
});

/** The form before an order is known: the shop's usual parcel, a bouquet box. */
export const POSTNL_DEFAULT_DIMENSION: Readonly<Record<PostnlDimension, number>> = postnlDimension(PARCEL_DEFAULTS.boeket);

const dimensionSchema = (name: PostnlDimension) => {
  const max = POSTNL_LIMITS.dimension[name];
  return {
    type: 'integer', minimum: 1, maximum: max, default: POSTNL_DEFAULT_DIMENSION[name], title: POSTNL_DIMENSION_TITLES[name],
    'x-message': {
      required: carrierFieldMessages.required, type: carrierFieldMessages.notWhole, minimum: carrierFieldMessages.tooSmall(1), maximum: carrierFieldMessages.tooLarge(max),
    },
  };
};

/** The same rules as JSON schema (draft-07) for the server's ajv; `x-message` is the Dutch text per keyword. */
export const postnlSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'PostNL',
  type: 'object',
  additionalProperties: false,
  required: ['orderNumber', 'dimension'],
  properties: {
    orderNumber: {
      type: 'string', minLength: 1, maxLength: POSTNL_LIMITS.orderNumber, title: 'Ordernummer',
      'x-message': {
        required: carrierFieldMessages.required, minLength: carrierFieldMessages.required, maxLength: carrierFieldMessages.tooLong(POSTNL_LIMITS.orderNumber),
      },
    },
    dimension: {
      type: 'object', title: 'Afmetingen', additionalProperties: false, required: [...POSTNL_DIMENSIONS],
      properties: Object.fromEntries(POSTNL_DIMENSIONS.map((name) => [name, dimensionSchema(name)])),
      'x-message': { required: carrierFieldMessages.required },
    },
    remark: {
      type: 'string', maxLength: POSTNL_LIMITS.remark, default: '', title: 'Opmerking',
      'x-message': { maxLength: carrierFieldMessages.tooLong(POSTNL_LIMITS.remark) },
    },
  },
} as const;

/** The dimensions of a parcel of the order's kind (or `size`, a location's own) and the remark 'Order: {id}'. */
export function postnlDefaults(
  order: Pick<Order, 'id' | 'orderNumber' | 'isMourning' | 'orderItems'>,
  size: ParcelSize = parcelSizeFor(order),
): PostnlValues {
  return { orderNumber: order.orderNumber, dimension: postnlDimension(size), remark: `Order: ${order.id}` };
}
