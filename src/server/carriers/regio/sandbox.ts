// Own delivery ('regio'): registering means our own driver takes the order on a route and day. The barcode is
// REG{order id}, there is no tracking page, and the label says route and day for the driver. There is nobody to
// ask where the parcel is, so its status stays 'aangemeld' until someone marks the order's delivery status by hand.
// It refuses what the shop cannot do: no order (a loose parcel has no address of ours), a day already past, an
// address outside its routes.
import { amsterdamToday } from '../../../shared/domain/dates.ts';
import { CarrierRefusal, type CarrierAdapter, type Registration } from '../adapter.ts';
import { carrierBarcode } from '../barcodes.ts';
import { sandboxLabel, sandboxTrouble, type SandboxOptions } from '../kit.ts';
import { REGIO_NAME, regioLabelParts, routeDay } from './label.ts';
import { regioConfig, regioSchema, type RegioValues } from './form.ts';
import { regioProblem, regioRefusals } from './routes.ts';

export const REGIO_STATUS = { state: 'aangemeld', detail: 'Bij de eigen bezorger' } as const;

export function sandbox(options: SandboxOptions): CarrierAdapter {
  const registrations = new Map<string, Registration>();

  return {
    carrier: 'regio',
    mode: 'sandbox',
    config: async (order, query) => regioConfig(order, query),
    schema: () => regioSchema,

    async register({ order, values, reference }) {
      const known = registrations.get(reference);
      if (known) return known;
      sandboxTrouble(values, REGIO_NAME);
      const { deliveryDate, route } = values as unknown as RegioValues;
      if (!order) throw new CarrierRefusal(regioRefusals.noOrder);
      const outsideRoutes = regioProblem(order);
      if (outsideRoutes) throw new CarrierRefusal(outsideRoutes);
      if (deliveryDate < amsterdamToday(options.now())) {
        throw new CarrierRefusal('Deze datum ligt in het verleden', [{ field: 'deliveryDate', message: 'Deze datum ligt in het verleden' }]);
      }
      const { code, url } = carrierBarcode('regio', order.id, order.recipient.address);
      const registration = { parcels: [{ barcode: code, trackingUrl: url }], carrierReference: routeDay(route, deliveryDate), labelReady: true };
      registrations.set(reference, registration);
      return registration;
    },

    find: async (reference) => registrations.get(reference) ?? null,
    label: ({ carrierReference, barcode, order }) => sandboxLabel(order, barcode, regioLabelParts(carrierReference, order)),
    status: async () => REGIO_STATUS,
  };
}
