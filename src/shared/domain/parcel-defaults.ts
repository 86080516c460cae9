// What a parcel measures and weighs before anyone has put it on the scale (issue 22): a realistic size per kind of
// product, which the carriers' send screens start with and a location may set to its own boxes.
import type { Order } from '../schema/order.ts';

export const PARCEL_KINDS = ['boeket', 'rouwwerk', 'plant', 'cadeau'] as const;
export type ParcelKind = (typeof PARCEL_KINDS)[number];

export const PARCEL_KIND_LABELS: Readonly<Record<ParcelKind, string>> = {
  boeket: 'Boeket (bloemendoos)',
  rouwwerk: 'Rouwwerk',
  plant: 'Plant',
  cadeau: 'Cadeau (brievenbusdoos)',
};

export const PARCEL_SIZE_FIELDS = ['lengthMm', 'widthMm', 'heightMm', 'weightG'] as const;
export type ParcelSizeField = (typeof PARCEL_SIZE_FIELDS)[number];

export const PARCEL_SIZE_LABELS: Readonly<Record<ParcelSizeField, string>> = {
  lengthMm: 'Lengte (mm)',
  widthMm: 'Breedte (mm)',
  heightMm: 'Hoogte (mm)',
  weightG: 'Gewicht (gram)',
};

/** Outer size in millimetres and weight in grams, whole numbers. */
export type ParcelSize = Readonly<Record<ParcelSizeField, number>>;
export type ParcelSizes = Readonly<Record<ParcelKind, ParcelSize>>;
/** A location's own sizes: only the kinds it set. */
export type ParcelSizeOverrides = Partial<Record<ParcelKind, ParcelSize>>;

/**
 * A bouquet in its water-filled box, a mourning piece in its flat arrangement box, a potted plant standing up, and a
 * gift that fits PostNL's letterbox (38 × 26.5 × 3.2 cm).
 */
export const PARCEL_DEFAULTS: ParcelSizes = {
  boeket: { lengthMm: 600, widthMm: 250, heightMm: 250, weightG: 2000 },
  rouwwerk: { lengthMm: 700, widthMm: 700, heightMm: 300, weightG: 5000 },
  plant: { lengthMm: 400, widthMm: 400, heightMm: 550, weightG: 4000 },
  cadeau: { lengthMm: 380, widthMm: 265, heightMm: 32, weightG: 500 },
};

const PLANT = /orchidee|plant|hortensia|\bin pot\b|vetplant|cactus/i;
const FLOWERS = /boeket|bloem|roos|rozen|tulp|gerbera|lelie|pioen|\bbos\b|krans|rouw/i;

export type ParcelOrder = Pick<Order, 'isMourning' | 'orderItems'>;

/**
 * The kind of parcel an order makes: mourning orders are mourning pieces; otherwise its first line (the main piece)
 * decides; an order of gifts only is a letterbox parcel. Anything unclear is a bouquet, the shop's usual parcel.
 */
export function parcelKindOf(order: ParcelOrder): ParcelKind {
  if (order.isMourning) return 'rouwwerk';
  const [main] = order.orderItems;
  if (!main) return 'boeket';
  if (PLANT.test(main.title)) return 'plant';
  if (order.orderItems.some((item) => FLOWERS.test(item.title) || PLANT.test(item.title))) return 'boeket';
  return 'cadeau';
}

/** The sizes per kind at a location: its own where it set them, else the table's. */
export const parcelSizes = (overrides: ParcelSizeOverrides = {}): ParcelSizes =>
  Object.fromEntries(PARCEL_KINDS.map((kind) => [kind, overrides[kind] ?? PARCEL_DEFAULTS[kind]])) as Record<ParcelKind, ParcelSize>;

/** The size a send screen starts with for this order (a standalone parcel, without order, is a bouquet). */
export const parcelSizeFor = (order: ParcelOrder | null, overrides: ParcelSizeOverrides = {}): ParcelSize =>
  parcelSizes(overrides)[order ? parcelKindOf(order) : 'boeket'];

/** The overrides that differ from the table: what a location stores. */
export const ownParcelSizes = (sizes: Partial<Record<ParcelKind, ParcelSize>>): ParcelSizeOverrides =>
  Object.fromEntries(
    PARCEL_KINDS.flatMap((kind) => {
      const size = sizes[kind];
      const same = !size || PARCEL_SIZE_FIELDS.every((field) => size[field] === PARCEL_DEFAULTS[kind][field]);
      return same ? [] : [[kind, size]];
    }),
  );
