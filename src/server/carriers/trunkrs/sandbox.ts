// Trunkrs's sandbox: it answers in Trunkrs's own shapes (a Shipment made of the same request the live API gets, time
// slots as GET /timeslots/ has them, refusals as { code, reason }), read by the same mappings as the live answers.
// Trunkrs's nine-digit numbers and parcel.trunkrs.nl tracking pages; a parcel for a slot whose registration has closed
// is refused ('De tijd om vandaag aan te melden is voorbij'); a status that follows the slot:
//   DATA_RECEIVED until the collection at the shop (14:30 on the slot's day), SHIPMENT_SORTED until the evening
//   round starts (17:00), SHIPMENT_ACCEPTED_BY_DRIVER until 19:00, then SHIPMENT_DELIVERED — or, when the
//   recipient's postcode digits end in 99 (e.g. 1099 AB), SHIPMENT_NOT_DELIVERED, and in 98,
//   SHIPMENT_DELIVERED_TO_NEIGHBOR.
// The carrier reference carries the number, postcode and slot, so the status still moves on after a restart.
// A form value with '#weiger' or '#storing' makes it refuse or be unreachable (kit.ts).
import { createHash } from 'node:crypto';
import type { DeliveryAddress } from '../../../shared/schema/address.ts';
import type { Order } from '../../../shared/schema/order.ts';
import type { Registration } from '../adapter.ts';
import { sandboxLabel, sandboxTrouble, type SandboxOptions } from '../kit.ts';
import type { TrunkrsParts } from './index.ts';
import { trunkrsLabelParts } from './label.ts';
import { trunkrsRefusal } from './refusals.ts';
import { SANDBOX_MERCHANT, sandboxSlotById, sandboxTimeSlots } from './sandbox-slots.ts';
import type { TrunkrsValues } from './schema.ts';
import { compactPostcode, registrationOf, shipmentRequest, TRUNKRS, type TrunkrsShipment, type TrunkrsShipments } from './shipment.ts';
import { recipientEmail, shopEmail } from './shop-email.ts';
import { trunkrsState } from './states.ts';
import { CUT_OFF_PASSED, isOpen, slotDay, timeSlotsOf, type TimeSlot, type TrunkrsTimeSlot } from './time-slots.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Trunkrs's state of a parcel in `slot` at `now`: collected half an hour after the cut-off. */
export function sandboxState(slot: TimeSlot, now: Date, postcode: string): string {
  const time = now.getTime();
  if (time < Date.parse(slot.cutOff) + 30 * MINUTE) return 'DATA_RECEIVED';
  if (time < Date.parse(slot.start)) return 'SHIPMENT_SORTED';
  if (time < Date.parse(slot.start) + 2 * HOUR) return 'SHIPMENT_ACCEPTED_BY_DRIVER';
  const digits = postcode.replace(/\D/g, '');
  if (digits.endsWith('99')) return 'SHIPMENT_NOT_DELIVERED';
  return digits.endsWith('98') ? 'SHIPMENT_DELIVERED_TO_NEIGHBOR' : 'SHIPMENT_DELIVERED';
}

const sandboxReference = (trunkrsNr: string, postcode: string, slotId: number) => [trunkrsNr, compactPostcode(postcode), slotId].join(':');

function readSandboxReference(reference: string): { postcode: string; slotId: number } {
  const [, postcode = '', slotId = '0'] = reference.split(':');
  return { postcode, slotId: Number(slotId) };
}

/** A nine-digit number from the claim's reference: the same reference always gets the same Trunkrs number. */
const parcelNumber = (reference: string) => 100_000_000 + (createHash('sha256').update(reference).digest().readUInt32BE(0) % 900_000_000);

export function sandboxParts(options: SandboxOptions, env: NodeJS.ProcessEnv): TrunkrsParts {
  const registrations = new Map<string, Registration>();
  /** The recipient of a parcel without an order, for its label. */
  const recipients = new Map<string, DeliveryAddress>();
  const shop = shopEmail(env) ?? SANDBOX_MERCHANT.emailAddress;

  return {
    timeSlots: async (country) => timeSlotsOf(sandboxTimeSlots(options.now(), country)),

    async register({ order, values, reference }) {
      const known = registrations.get(reference);
      if (known) return known;
      sandboxTrouble(values, TRUNKRS);
      const form = values as unknown as TrunkrsValues;
      const slot = openSlot(form, order, options.now());

      const { data } = sandboxAnswer(shipmentRequest(form, reference, recipientEmail(form, shop)), slot, options.now());
      const registration = { ...registrationOf(data[0]), carrierReference: sandboxReference(String(data[0].trunkrsNr), form.zipcode, slot.id) };
      registrations.set(reference, registration);
      if (!order) recipients.set(registration.carrierReference, recipientOf(form));
      return registration;
    },

    find: async (reference) => registrations.get(reference) ?? null,
    label({ carrierReference, barcode, order }) {
      // A parcel of the demo data has no sandbox reference: the order's postcode gives its route.
      const { postcode, slotId } = readSandboxReference(carrierReference);
      const parts = trunkrsLabelParts(postcode || (order?.recipient.address.zipcode ?? ''), sandboxSlotById(slotId)?.slot ?? null);
      return sandboxLabel(order, barcode, parts, recipients.get(carrierReference));
    },

    async status({ carrierReference }) {
      const { postcode, slotId } = readSandboxReference(carrierReference);
      const known = sandboxSlotById(slotId);
      return trunkrsState({ code: known ? sandboxState(known.slot, options.now(), postcode) : 'DATA_RECEIVED' });
    },
  };
}

/** The slot the form names, refused as Trunkrs refuses it (INVALID_TIME_SLOT) when it is unknown, elsewhere or closed. */
function openSlot(form: TrunkrsValues, order: Order | null, now: Date): TrunkrsTimeSlot {
  const refuse = (reason: string) => {
    throw trunkrsRefusal({ code: 'INVALID_TIME_SLOT', reason });
  };
  const known = sandboxSlotById(form.timeSlotId);
  if (!known) return refuse('Onbekend tijdvak');
  if (known.country !== form.countryCode) return refuse('Dit tijdvak hoort bij een ander land');
  if (!isOpen(known.slot, now)) return refuse(CUT_OFF_PASSED);
  if (order && slotDay(known.slot) < order.deliveryDate) return refuse('Dit tijdvak ligt vóór de leverdatum van de order');
  return known.answer;
}

/** What Trunkrs answers a POST /shipments it accepts. */
function sandboxAnswer(request: ReturnType<typeof shipmentRequest>, slot: TrunkrsTimeSlot, now: Date): TrunkrsShipments {
  const { parcel, timeSlotId: _slotId, ...rest } = request;
  const trunkrsNr = parcelNumber(request.orderReference);
  const shipment: TrunkrsShipment = {
    ...rest,
    trunkrsNr,
    label: { pdf: `https://sandbox.trunkrs.invalid/labels/${trunkrsNr}.pdf`, zpl: '' },
    sender: SANDBOX_MERCHANT,
    parcels: parcel,
    timeSlot: slot,
    state: { code: 'DATA_RECEIVED', timestamp: now.toISOString() },
  };
  return { links: { self: '/shipments' }, data: [shipment] };
}

function recipientOf(form: TrunkrsValues): DeliveryAddress {
  return {
    name: form.name,
    ...(form.companyName ? { companyName: form.companyName } : {}),
    address: { street: form.street, streetNumber: form.houseNumber, zipcode: form.zipcode, city: form.city, countryCode: form.countryCode },
    ...(form.phone ? { phoneNumber: form.phone } : {}),
  };
}
