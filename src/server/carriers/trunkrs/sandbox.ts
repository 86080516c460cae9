// Trunkrs's sandbox: Trunkrs's nine-digit numbers and parcel.trunkrs.nl tracking pages, its time slots with their
// cut-off (a parcel for a slot whose registration has closed is refused: 'De tijd om vandaag aan te melden is
// voorbij'), and a status that follows the slot:
//   DATA_RECEIVED until the collection at the shop (14:30 on the slot's day), SHIPMENT_SORTED until the evening
//   round starts (17:00), SHIPMENT_ACCEPTED_BY_DRIVER until 19:00, then SHIPMENT_DELIVERED — or, when the
//   recipient's postcode digits end in 99 (e.g. 1099 AB), SHIPMENT_NOT_DELIVERED, and in 98,
//   SHIPMENT_DELIVERED_TO_NEIGHBOR.
// The carrier reference carries the number, postcode and slot, so the status still moves on after a restart.
// A form value with '#weiger' or '#storing' makes it refuse or be unreachable (kit.ts).
import { createHash } from 'node:crypto';
import type { DeliveryAddress } from '../../../shared/schema/address.ts';
import type { Order } from '../../../shared/schema/order.ts';
import { CarrierRefusal, type Registration } from '../adapter.ts';
import { carrierBarcode } from '../barcodes.ts';
import { sandboxLabel, sandboxTrouble, type SandboxOptions } from '../kit.ts';
import type { TrunkrsParts } from './index.ts';
import type { TrunkrsValues } from './schema.ts';
import { compactPostcode, TRUNKRS } from './shipment.ts';
import { trunkrsTrackingState } from './states.ts';
import { CUT_OFF_PASSED, isOpen, sandboxSlotById, sandboxTimeSlots, slotDay, type TrunkrsTimeSlot } from './time-slots.ts';

const HOUR = 3_600_000;

/** Trunkrs's state of a parcel in `slot` at `now`. */
export function sandboxState(slot: TrunkrsTimeSlot, now: Date, postcode: string): string {
  const time = now.getTime();
  if (time < Date.parse(slot.collectionWindow.from)) return 'DATA_RECEIVED';
  if (time < Date.parse(slot.deliveryWindow.from)) return 'SHIPMENT_SORTED';
  if (time < Date.parse(slot.deliveryWindow.from) + 2 * HOUR) return 'SHIPMENT_ACCEPTED_BY_DRIVER';
  const digits = postcode.replace(/\D/g, '');
  if (digits.endsWith('99')) return 'SHIPMENT_NOT_DELIVERED';
  return digits.endsWith('98') ? 'SHIPMENT_DELIVERED_TO_NEIGHBOR' : 'SHIPMENT_DELIVERED';
}

const sandboxReference = (trunkrsNr: string, postcode: string, slotId: number) => [trunkrsNr, compactPostcode(postcode), slotId].join(':');

function readSandboxReference(reference: string): { postcode: string; slotId: number } {
  const [, postcode = '', slotId = '0'] = reference.split(':');
  return { postcode, slotId: Number(slotId) };
}

/** A number below 10^9 from the claim's reference: the same reference always gets the same Trunkrs number. */
const parcelNumber = (reference: string) => createHash('sha256').update(reference).digest().readUInt32BE(0) % 1_000_000_000;

export function sandboxParts(options: SandboxOptions): TrunkrsParts {
  const registrations = new Map<string, Registration>();
  /** The recipient of a parcel without an order, for its label. */
  const recipients = new Map<string, DeliveryAddress>();

  return {
    timeSlots: async (country) => sandboxTimeSlots(options.now(), country),

    async register({ order, values, reference }) {
      const known = registrations.get(reference);
      if (known) return known;
      sandboxTrouble(values, TRUNKRS);
      const form = values as unknown as TrunkrsValues;
      refuseLikeTrunkrs(form, order, options.now());

      const { code, url } = carrierBarcode('trunkrs', parcelNumber(reference), { zipcode: form.zipcode, countryCode: form.countryCode });
      const registration: Registration = {
        parcels: [{ barcode: code, trackingUrl: url }],
        carrierReference: sandboxReference(code, form.zipcode, form.timeSlotId),
        labelReady: true,
      };
      registrations.set(reference, registration);
      if (!order) recipients.set(registration.carrierReference, recipientOf(form));
      return registration;
    },

    find: async (reference) => registrations.get(reference) ?? null,
    label: ({ carrierReference, barcode, order }) => sandboxLabel(order, barcode, TRUNKRS, recipients.get(carrierReference)),

    async status({ carrierReference }) {
      const { postcode, slotId } = readSandboxReference(carrierReference);
      const known = sandboxSlotById(slotId);
      return trunkrsTrackingState(known ? sandboxState(known.slot, options.now(), postcode) : 'DATA_RECEIVED');
    },
  };
}

function refuseLikeTrunkrs(form: TrunkrsValues, order: Order | null, now: Date) {
  const refuse = (message: string) => {
    throw new CarrierRefusal(message, [{ field: 'timeSlotId', message }]);
  };
  const known = sandboxSlotById(form.timeSlotId);
  if (!known) return refuse('Onbekend tijdvak');
  if (known.country !== form.countryCode) return refuse('Dit tijdvak hoort bij een ander land');
  if (!isOpen(known.slot, now)) return refuse(CUT_OFF_PASSED);
  if (order && slotDay(known.slot) < order.deliveryDate) return refuse('Dit tijdvak ligt vóór de leverdatum van de order');
}

function recipientOf(form: TrunkrsValues): DeliveryAddress {
  return {
    name: form.name,
    ...(form.companyName ? { companyName: form.companyName } : {}),
    address: { street: form.street, streetNumber: form.houseNumber, zipcode: form.zipcode, city: form.city, countryCode: form.countryCode },
    ...(form.phone ? { phoneNumber: form.phone } : {}),
  };
}
