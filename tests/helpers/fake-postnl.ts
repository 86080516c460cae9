// A local stand-in for PostNL's REST API (integrations.md): `apikey` header, the barcode service, the label call
// (confirm=true pre-announces; a shipment PostNL cannot take is answered with its Errors in ResponseShipments), and
// the status service by barcode and by Reference. It can answer 503, 429 or hang for the next requests.
import { send, startFakeCarrierServer, type FakeCarrierServer } from './fake-carrier-server.ts';

export interface AnnouncedShipment {
  Barcode: string;
  Reference?: string;
  Addresses: { AddressType: string; Zipcode: string; Countrycode: string }[];
  Dimension: { Weight: number };
  /** dd-mm-yyyy */
  DeliveryDate?: string;
}

export interface PostnlStatusFake {
  PhaseCode: string;
  StatusCode: string;
  StatusDescription: string;
}

export interface PostnlFake extends FakeCarrierServer<'unavailable' | 'tooMany'> {
  apiKey: string;
  /** Every shipment pre-announced with confirm=true. */
  announced: AnnouncedShipment[];
  /** How many label calls (announcing or not) were made. */
  labelCalls: () => number;
  setStatus(barcode: string, status: PostnlStatusFake): void;
}

/** A minimal PDF, as PostNL's label Content (base64). */
export const FAKE_LABEL_PDF = Buffer.from('%PDF-1.4\n% PostNL label\n%%EOF\n');

export async function startPostnlFake(): Promise<PostnlFake> {
  const apiKey = 'postnl-test-key';
  const announced: AnnouncedShipment[] = [];
  const statuses = new Map<string, PostnlStatusFake>();
  let barcodes = 0;
  let labelCalls = 0;

  const server = await startFakeCarrierServer({
    isAuthorized: (request) => request.headers.apikey === apiKey,
    unauthorized: { fault: { faultstring: 'Invalid ApiKey', detail: { errorcode: 'oauth.v2.InvalidApiKey' } } },
    failures: {
      unavailable: { status: 503, body: { message: 'Service Unavailable' } },
      tooMany: { status: 429, body: { message: 'Too many requests' } },
    },
    handle(request, response, url, body) {
      if (request.method === 'GET' && url.pathname === '/shipment/v1_1/barcode') {
        if (url.searchParams.get('Type') !== '3S') return send(response, 400, { Errors: [{ ErrorMsg: 'Invalid barcode type', ErrorNumber: '3' }] });
        barcodes += 1;
        return send(response, 200, { Barcode: `3S${url.searchParams.get('CustomerCode')}${String(100_000_000 + barcodes)}` });
      }
      if (request.method === 'POST' && url.pathname === '/shipment/v2_2/label') {
        labelCalls += 1;
        const { Shipments } = JSON.parse(body) as { Shipments: AnnouncedShipment[] };
        const [shipment] = Shipments;
        const errors = shipmentErrors(shipment);
        if (errors.length > 0) return send(response, 200, { ResponseShipments: [{ Barcode: shipment.Barcode, Errors: errors, Warnings: [], Labels: [] }] });
        if (url.searchParams.get('confirm') === 'true') announced.push(shipment);
        return send(response, 200, {
          MergedLabels: [],
          ResponseShipments: [{
            Barcode: shipment.Barcode, Errors: [], Warnings: [],
            Labels: [{ Content: FAKE_LABEL_PDF.toString('base64'), Labeltype: 'Label', OutputType: 'PDF' }],
          }],
        });
      }
      const byBarcode = /^\/shipment\/v2\/status\/barcode\/(.+)$/.exec(url.pathname);
      const byReference = /^\/shipment\/v2\/status\/reference\/(.+)$/.exec(url.pathname);
      if (request.method === 'GET' && (byBarcode || byReference)) {
        const found = byBarcode
          ? announced.find((shipment) => shipment.Barcode === decodeURIComponent(byBarcode[1]))
          : announced.find((shipment) => shipment.Reference === decodeURIComponent(byReference![1]));
        if (!found) return send(response, 200, { Warnings: [{ Code: 'W01', Description: 'Geen zending gevonden' }] });
        const status = statuses.get(found.Barcode) ?? { PhaseCode: '1', StatusCode: '1', StatusDescription: 'Zending voorgemeld' };
        return send(response, 200, {
          CurrentStatus: {
            Shipment: [{
              Barcode: found.Barcode,
              Reference: found.Reference,
              Address: found.Addresses.map((address) => ({ AddressType: address.AddressType, Zipcode: address.Zipcode, CountryCode: address.Countrycode })),
              Status: { ...status, PhaseDescription: PHASES[status.PhaseCode], TimeStamp: '23-11-2026 10:00:00' },
            }],
          },
        });
      }
      send(response, 404, { message: 'Not Found' });
    },
  });
  return { ...server, apiKey, announced, labelCalls: () => labelCalls, setStatus: (barcode, status) => void statuses.set(barcode, status) };
}

const PHASES: Record<string, string> = { '1': 'Collectie', '2': 'Sortering', '3': 'Distributie', '4': 'Afgeleverd' };

/** PostNL's own checks: a Dutch postcode for product 3085, at most 31.5 kg, no delivery date in the past. */
function shipmentErrors(shipment: AnnouncedShipment): { Code: string; Description: string }[] {
  const [address] = shipment.Addresses;
  const errors = [];
  if (!/^[1-9]\d{3}[A-Z]{2}$/.test(address.Zipcode)) errors.push({ Code: '13', Description: `Postcode ${address.Zipcode} is ongeldig` });
  if (shipment.Dimension.Weight > 31_500) errors.push({ Code: '42', Description: 'Gewicht is te hoog voor dit product' });
  const deliveryDate = shipment.DeliveryDate?.split('-').reverse().join('-');
  if (deliveryDate && deliveryDate < new Date().toISOString().slice(0, 10)) errors.push({ Code: '21', Description: 'DeliveryDate ligt in het verleden' });
  return errors;
}
