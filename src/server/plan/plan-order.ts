import { CARRIERS, type Carrier } from '../../shared/domain/constants.ts';
import type { PlanOrder } from '../../shared/domain/day-plan.ts';
import { orderCarriers } from '../../shared/domain/order-view.ts';
import type { PlanOrderRow } from '../db/day-plan.ts';

export interface PlanOrderWithId extends PlanOrder {
  id: number;
}

/** The carrier the order is handed to: its active transporter, only when that really registered it (spec §4). */
function registeredCarrier(row: PlanOrderRow): Carrier | null {
  const carrier = row.active_transporter;
  if (!carrier || !(CARRIERS as readonly string[]).includes(carrier)) return null;
  const [view] = orderCarriers({
    activeTransporter: carrier,
    transport: { [carrier]: row.active_transport },
    isRegioPrintedOnly: row.is_regio_printed_only,
  });
  return view?.registered ? (carrier as Carrier) : null;
}

export function toPlanOrder(row: PlanOrderRow, deliveryDate: string): PlanOrderWithId {
  return {
    id: row.id,
    deliveryDate,
    deliveryDateTime: row.delivery_date_time ? Math.floor(row.delivery_date_time.getTime() / 1000) : null,
    deliveryPart: row.delivery_part,
    isMourning: row.is_mourning,
    isEveningDelivery: row.delivery_part === 'evening',
    recipient: { address: { zipcode: row.zipcode, countryCode: row.country_code } },
    treatment: row.treatment,
    activeTransporter: registeredCarrier(row),
    isPaid: row.is_paid,
    printed: row.printed,
  };
}
