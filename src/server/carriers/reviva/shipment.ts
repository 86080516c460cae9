// The body of a Reviva registration (our own JSON shape, live.ts) and the carrier's own checks of it.
import { isDutchPostcode, NL_POSTCODE_INVALID } from '../../../shared/domain/field-rules.ts';
import { CarrierRefusal } from '../adapter.ts';
import { deliveryDayProblem } from './delivery-days.ts';
import type { RevivaValues } from './form.ts';

export const CARRIER_NAME = 'Reviva';

export interface RevivaShipmentRequest {
  reference: string;
  deliveryDate: string;
  parcels: number;
  remark: string;
  recipient: {
    name: string;
    companyName: string;
    street: string;
    houseNumber: string;
    zipcode: string;
    city: string;
    countryCode: string;
    phone: string;
    email: string;
  };
}

export function revivaRequest(values: RevivaValues, reference: string): RevivaShipmentRequest {
  return {
    reference,
    deliveryDate: values.deliveryDate,
    parcels: values.coli,
    remark: values.remark ?? '',
    recipient: {
      name: values.name,
      companyName: values.companyName ?? '',
      street: values.street,
      houseNumber: values.houseNumber,
      zipcode: values.zipcode,
      city: values.city,
      countryCode: values.countryCode,
      phone: values.phone ?? '',
      email: values.email ?? '',
    },
  };
}

/** What Reviva refuses, on the form's field: a day it does not deliver, a country it does not serve, a bad postcode. */
export function checkShipment(request: RevivaShipmentRequest, now: Date): void {
  const { zipcode, countryCode } = request.recipient;
  const dayProblem = deliveryDayProblem(request.deliveryDate, countryCode, now);
  if (dayProblem) throw new CarrierRefusal(dayProblem.message, [dayProblem]);
  if (countryCode === 'NL' && !isDutchPostcode(zipcode)) {
    throw new CarrierRefusal(NL_POSTCODE_INVALID, [{ field: 'zipcode', message: NL_POSTCODE_INVALID }]);
  }
  if (countryCode === 'BE' && !/^[1-9]\d{3}$/.test(zipcode.trim())) {
    throw new CarrierRefusal('Dit is geen geldige Belgische postcode', [{ field: 'zipcode', message: 'Dit is geen geldige Belgische postcode' }]);
  }
}
