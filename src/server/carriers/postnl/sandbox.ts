// PostNL's sandbox: what PostNL's own sandbox (customer code DEVC) does — 3SDEVC barcodes, the jouw.postnl.nl
// tracking page, PostNL's own checks (product 3085 delivers in the Netherlands only, to a real Dutch postcode with a
// house number) — and a status that walks PostNL's phases with time since registration:
//   'Zending voorgemeld' (1 Collectie), after 1 hour 'Zending gesorteerd' (2 Sortering), after 4 hours 'Zending in
//   distributieproces' (3 Distributie), after 20 hours 'Zending afgeleverd' (4 Afgeleverd) — or 'Zending niet
//   afgeleverd' when the recipient's postcode digits end in 99 (e.g. 1099 AB).
// The carrier reference carries the barcode, postcode and registration time, so the status still moves on after a
// restart. A form value with '#weiger' or '#storing' makes it refuse or be unreachable (kit.ts).
import { createHash } from 'node:crypto';
import type { PostnlValues } from '../../../shared/domain/carrier-forms/postnl.ts';
import { isDutchPostcode } from '../../../shared/domain/field-rules.ts';
import type { Order } from '../../../shared/schema/order.ts';
import type { Registration } from '../adapter.ts';
import { carrierBarcode } from '../barcodes.ts';
import { sandboxLabel, sandboxTrouble, type SandboxOptions } from '../kit.ts';
import { postnlLabelParts } from './label.ts';
import { labelOf, registrationOf, stateFromStatus } from './answer.ts';
import type { PostnlParts } from './index.ts';
import { compactPostcode, orderOf, POSTNL, splitHouseNumber } from './shipment.ts';
import type { PostnlStatus } from './status.ts';

const HOUR = 3_600_000;

/** PostNL's status for a parcel registered at `registeredAt`, at `now`. */
export function sandboxStatus(registeredAt: Date, now: Date, postcode: string): PostnlStatus {
  const elapsed = now.getTime() - registeredAt.getTime();
  if (elapsed < HOUR) return { PhaseCode: '1', PhaseDescription: 'Collectie', StatusCode: '1', StatusDescription: 'Zending voorgemeld' };
  if (elapsed < 4 * HOUR) return { PhaseCode: '2', PhaseDescription: 'Sortering', StatusCode: '5', StatusDescription: 'Zending gesorteerd' };
  if (elapsed < 20 * HOUR) {
    return { PhaseCode: '3', PhaseDescription: 'Distributie', StatusCode: '7', StatusDescription: 'Zending in distributieproces' };
  }
  if (postcode.replace(/\D/g, '').endsWith('99')) {
    return { PhaseCode: '3', PhaseDescription: 'Distributie', StatusCode: '8', StatusDescription: 'Zending niet afgeleverd' };
  }
  return { PhaseCode: '4', PhaseDescription: 'Afgeleverd', StatusCode: '11', StatusDescription: 'Zending afgeleverd' };
}

const sandboxReference = (barcode: string, postcode: string, registeredAt: Date) =>
  [barcode, compactPostcode(postcode), Math.floor(registeredAt.getTime() / 1000)].join(':');

function readSandboxReference(reference: string): { postcode: string; registeredAt: Date } {
  const [, postcode = '', seconds = '0'] = reference.split(':');
  return { postcode, registeredAt: new Date(Number(seconds) * 1000) };
}

/** What PostNL's label call checks of the recipient, as its own Errors (ErrorCodes.md, 127{AddressType}05, 128{AddressType}02). */
function addressErrors(order: Order): { Code: string; Description: string }[] {
  const { address } = order.recipient;
  if (address.countryCode !== 'NL') return [{ Code: '1270105', Description: 'Only NL is allowed for AddressType 01' }];
  const valid = isDutchPostcode(address.zipcode) && /^\d+$/.test(splitHouseNumber(address.streetNumber).HouseNr);
  return valid ? [] : [{ Code: '1280102', Description: 'Incorrect address specified in AddressType 01' }];
}

/** A number below 10^9 from the claim's reference: the same reference always gets the same barcode. */
const parcelNumber = (reference: string) => createHash('sha256').update(reference).digest().readUInt32BE(0) % 1_000_000_000;

export function sandboxParts(options: SandboxOptions): PostnlParts {
  const registrations = new Map<string, Registration>();
  /** The weight (kg) each barcode was registered with, for its label. */
  const weights = new Map<string, number>();

  return {
    async register(request) {
      const known = registrations.get(request.reference);
      if (known) return known;
      const order = orderOf(request);
      sandboxTrouble(request.values, POSTNL);
      const { address } = order.recipient;
      const { code } = carrierBarcode('postnl', parcelNumber(request.reference), address);
      // PostNL's answer to the label call; its label is drawn when it is printed.
      labelOf({ ResponseShipments: [{ Barcode: code, Errors: addressErrors(order), Labels: [] }] }, order);
      const registration: Registration = {
        ...registrationOf(code, address.countryCode, address.zipcode),
        carrierReference: sandboxReference(code, address.zipcode, options.now()),
      };
      registrations.set(request.reference, registration);
      const weightG = (request.values as Partial<PostnlValues>).dimension?.Weight;
      if (weightG) weights.set(code, weightG / 1000);
      return registration;
    },
    find: async (reference) => registrations.get(reference) ?? null,
    label: ({ barcode, order }) => sandboxLabel(order, barcode, postnlLabelParts(order, weights.get(barcode))),
    async status({ barcode, carrierReference }) {
      const { postcode, registeredAt } = readSandboxReference(carrierReference);
      return stateFromStatus({ CurrentStatus: { Shipment: [{ Barcode: barcode, Status: sandboxStatus(registeredAt, options.now(), postcode) }] } });
    },
  };
}
