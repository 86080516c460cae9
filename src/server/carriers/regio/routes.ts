// The shop's own delivery rounds: which postcodes each route covers (the digits of a Dutch postcode).
export interface DeliveryRoute {
  name: string;
  from: number;
  to: number;
}

export const REGIO_ROUTES: readonly DeliveryRoute[] = [
  { name: 'Centrum', from: 1011, to: 1019 },
  { name: 'Noord', from: 1020, to: 1039 },
  { name: 'West', from: 1040, to: 1069 },
  { name: 'Zuid', from: 1070, to: 1085 },
  { name: 'Oost', from: 1086, to: 1099 },
  { name: 'Zuidoost', from: 1100, to: 1109 },
  { name: 'Amstelveen', from: 1180, to: 1189 },
  { name: 'Utrecht', from: 3500, to: 3585 },
];

/** The route whose postcodes include `zipcode`, or null outside the shop's region. */
export function routeFor(zipcode: string): DeliveryRoute | null {
  const digits = Number(zipcode.replace(/\D/g, '').slice(0, 4));
  return REGIO_ROUTES.find((route) => digits >= route.from && digits <= route.to) ?? null;
}

/** Why own delivery cannot take an order: the same words when its send screen opens and when it refuses. */
export const regioRefusals = {
  noOrder: 'Eigen bezorging neemt alleen orders mee',
  outsideRoutes: (zipcode: string) => `Eigen bezorging komt niet in ${zipcode}: kies een vervoerder`,
} as const;

/** What stops own delivery taking the order (a loose parcel, an address outside the routes), or null. */
export function regioProblem(order: { recipient: { address: { zipcode: string } } } | null): string | null {
  if (!order) return regioRefusals.noOrder;
  const { zipcode } = order.recipient.address;
  return routeFor(zipcode) ? null : regioRefusals.outsideRoutes(zipcode);
}
