// Bulk 'aanmelden bij voorgestelde vervoerder': the carrier the rules suggest among the location's carriers (as
// the send-suggested command picks it), registered with the send screen's defaults through registerShipment.
import { bulkMessages } from '../../shared/domain/bulk.ts';
import { enabledCarriers } from '../../shared/domain/carrier-button.ts';
import { suggestCarrier } from '../../shared/domain/carrier-suggestion.ts';
import { PARCEL_FIELD_TITLES } from '../../shared/domain/carrier-forms/parcel-fields.ts';
import { CARRIER_TITLES, type Carrier } from '../../shared/domain/constants.ts';
import { findShipmentByKey } from '../db/shipments.ts';
import { listFeatures } from '../db/workbench.ts';
import { configAt } from '../carriers/location-defaults.ts';
import { registerShipment } from '../carriers/register.ts';
import { InvalidInput } from '../invalid-input.ts';
import { bulkOrder, failed, itemKey, ok, skipped, type BulkJobKind } from './job-kind.ts';

const carrierTitle = (carrier: string) => CARRIER_TITLES[carrier as Carrier] ?? carrier;

/** What the send screen would have asked of the user, e.g. 'Soort order: Dit veld is vereist'. */
const formProblems = (error: InvalidInput) =>
  error.errors.map(({ field, message }) => `${PARCEL_FIELD_TITLES[field] ?? field}: ${message}`).join('; ');

export const bulkHandoff: BulkJobKind = {
  concurrency: 4,
  async run(app, job, item) {
    const order = await bulkOrder(app, item.orderId);
    const key = itemKey(job, item, 'handoff');
    // A job taken over after a crash: this order's registration was begun, and goes on with its carrier.
    let carrier = (await findShipmentByKey(app.db, key))?.carrier;
    if (!carrier) {
      if (order.activeTransporter) return skipped(bulkMessages.alreadyRegistered(carrierTitle(order.activeTransporter)));
      const enabled = enabledCarriers(await listFeatures(app.db, job.location));
      const suggestion = suggestCarrier(order, { enabled, location: job.location, now: new Date() });
      if (!suggestion) return failed(bulkMessages.noSuggestion);
      carrier = suggestion.carrier;
    }
    const adapter = app.carriers[carrier];
    const { defaults } = await configAt(app, job.location, adapter, order);
    try {
      await registerShipment(app, {
        carrier,
        request: { orderId: order.id, transporter: carrier, values: defaults },
        idempotencyKey: key,
        user: job.user,
        location: job.location,
      });
    } catch (error) {
      // The carrier's form needs a choice its defaults leave open (Dynalogic's kind of day delivery): its send screen.
      if (error instanceof InvalidInput) return failed(bulkMessages.formIncomplete(carrierTitle(carrier), formProblems(error)));
      throw error;
    }
    return ok();
  },
};
