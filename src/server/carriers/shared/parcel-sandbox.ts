// The sandbox of a carrier described by a ParcelCarrier (Dynalogic, ZorgeloosBezorgd): it checks what the carrier
// checks, hands out its barcodes and tracking pages, prints its label and lets the parcel move on with time.
import type { TrackingState } from '../../../shared/domain/carriers.ts';
import type { Registration } from '../adapter.ts';
import type { CarrierAdapter } from '../adapter.ts';
import { carrierBarcode } from '../barcodes.ts';
import { sandboxLabel, sandboxTrouble, type SandboxOptions } from '../kit.ts';
import { weightFields } from './parcel-fields.ts';
import { checkParcelValues, parcelConfig, parcelOrder, type ParcelCarrier } from './parcel-carrier.ts';
import { readSandboxReference, sandboxPhase, sandboxReference, type SandboxPhase } from './sandbox-progress.ts';

/** The carrier's own status words for a sandbox phase, mapped to our states. */
export type PhaseStatus = (phase: SandboxPhase) => { state: TrackingState; detail: string };

export function parcelSandbox(carrier: ParcelCarrier, phaseStatus: PhaseStatus, { now }: SandboxOptions): CarrierAdapter {
  // Like the carrier, the sandbox remembers what it registered under each of our references.
  const registered = new Map<string, Registration>();
  /** The weight (kg) each barcode was registered with, where the carrier's form asks one (Dynalogic), for its label. */
  const weights = new Map<string, number>();

  return {
    carrier: carrier.carrier,
    mode: 'sandbox',
    config: async (order, query) => parcelConfig(carrier, order, query, now()),
    schema: carrier.schema,

    async register({ order, values, reference }) {
      const known = registered.get(reference);
      if (known) return known;
      sandboxTrouble(values, carrier.name);
      const parcelFor = parcelOrder(carrier, order);
      checkParcelValues(carrier, parcelFor, values, now());
      const { address } = parcelFor.recipient;
      const { code, url } = carrierBarcode(carrier.carrier, parcelFor.id, address);
      const registration: Registration = {
        parcels: [{ barcode: code, trackingUrl: url }],
        carrierReference: sandboxReference(code, address.zipcode, now()),
        labelReady: true,
      };
      registered.set(reference, registration);
      if (typeof values.weight === 'number') weights.set(code, values.weight);
      return registration;
    },

    find: async (reference) => registered.get(reference) ?? null,

    label: ({ barcode, order }) => sandboxLabel(order, barcode, { carrier: carrier.name, service: carrier.service, details: weightFields(weights.get(barcode)) }),

    async status({ carrierReference }) {
      const { postcode, registeredAt } = readSandboxReference(carrierReference);
      return phaseStatus(sandboxPhase(registeredAt, now(), postcode));
    },
  };
}
