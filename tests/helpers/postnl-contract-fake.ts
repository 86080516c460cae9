// PostNL as its four published specifications describe it (tests/contracts/specs/postnl), on the contract kit's fake:
// barcodes, the label call (confirm=true announces the shipment) and the status service by barcode and by
// Reference, answering with the specifications' own examples. A test scripts a failure for the next call of an
// operation: any answer of the spec's error shapes, or `hangUp` after PostNL acted (the answer is lost).
import { hangUp, loadContract, startContractFake, type ContractFake, type FakeAnswer, type RecordedRequest } from './carrier-contract.ts';

export const POSTNL_CONTRACT = loadContract('postnl/Shipment.json', 'postnl/Labelling.json', 'postnl/Barcode.json', 'postnl/ShippingStatus.json');

export const LABEL = 'POST /shipment/v2_2/label';
export const BARCODE = 'GET /shipment/v1_1/barcode';
export const STATUS_BY_BARCODE = 'GET /shipment/v2/status/barcode/{barcode}';
export const STATUS_BY_REFERENCE = 'GET /shipment/v2/status/reference/{referenceId}';

interface Shipment {
  Barcode: string;
  Reference?: string;
  Addresses: { AddressType: string; Zipcode?: string; Countrycode: string }[];
}

/** What the fake does with the next call of an operation instead of answering it. */
export type Failure = { answer: FakeAnswer } | { acceptThenHangUp: true };

export interface PostnlContractFake extends ContractFake {
  apiKey: string;
  /** Every shipment announced with confirm=true. */
  announced: Shipment[];
  /** The requests of one operation ('POST /shipment/v2_2/label'…). */
  calls(operation: string): RecordedRequest[];
  failNext(operation: string, failure: Failure): void;
}

const example = (operation: string, status: number, name?: string) => {
  const [method, template] = operation.split(' ');
  return structuredClone(POSTNL_CONTRACT.example(method, template, status, name)) as Record<string, unknown>;
};

/** The label call's own example answer ('Standard response'), for the shipment asked for. */
export function labelAnswer(barcode: string) {
  const answer = example(LABEL, 200) as { ResponseShipments: { Barcode: string }[] };
  answer.ResponseShipments[0].Barcode = barcode;
  return answer;
}

/** The status example's shipment as the schema has it: an array of shipments, no empty `{}` where a text belongs. */
function statusAnswer(shipment: Shipment) {
  const { CurrentStatus } = example(STATUS_BY_BARCODE, 200, 'Current status single shipment') as { CurrentStatus: { Shipment: Record<string, unknown> } };
  // An array in the example, an object in the schema.
  delete CurrentStatus.Shipment.ProductOptions;
  const texts = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([, value]) => typeof value === 'string'));
  const receiver = shipment.Addresses.find((address) => address.AddressType === '01')!;
  return {
    CurrentStatus: {
      Shipment: [{
        ...CurrentStatus.Shipment,
        Barcode: shipment.Barcode,
        MainBarcode: shipment.Barcode,
        Reference: shipment.Reference,
        Address: [{ ...texts((CurrentStatus.Shipment.Address as Record<string, unknown>[])[0]), CountryCode: receiver.Countrycode, Zipcode: receiver.Zipcode }],
      }],
    },
  };
}

export async function startPostnlContractFake(): Promise<PostnlContractFake> {
  const apiKey = 'postnl-contract-key';
  const announced: Shipment[] = [];
  const failures = new Map<string, Failure[]>();
  let barcodes = 0;

  const fake = await startContractFake(POSTNL_CONTRACT, {
    respond(request) {
      if (request.headers.apikey !== apiKey) {
        return { status: 401, body: example(request.operation ?? LABEL, 401) ?? { message: 'Invalid API key', http_status_code: 401 } };
      }
      const failure = failures.get(request.operation ?? '')?.shift();
      if (failure && 'answer' in failure) return failure.answer;
      switch (request.operation) {
        case BARCODE:
          barcodes += 1;
          return { status: 200, body: { Barcode: `3S${request.query.CustomerCode}${String(903_942_795 + barcodes)}` } };
        case LABEL: {
          const [shipment] = (request.body as { Shipments: Shipment[] }).Shipments;
          if (request.query.confirm !== 'false') announced.push(shipment);
          if (failure) return hangUp();
          return { status: 200, body: labelAnswer(shipment.Barcode) };
        }
        case STATUS_BY_BARCODE:
        case STATUS_BY_REFERENCE: {
          const key = decodeURIComponent(request.path.split('/').pop()!);
          const found = announced.find((shipment) => (request.operation === STATUS_BY_BARCODE ? shipment.Barcode : shipment.Reference) === key);
          return { status: 200, body: found ? statusAnswer(found) : example(STATUS_BY_BARCODE, 200, 'No shipment found') };
        }
        default:
          return { status: 405, body: { message: 'Only GET & POST requests allowed', http_status_code: 405 } };
      }
    },
  });
  return {
    ...fake,
    apiKey,
    announced,
    calls: (operation) => fake.requests.filter((request) => request.operation === operation),
    failNext: (operation, failure) => void failures.set(operation, [...(failures.get(operation) ?? []), failure]),
  };
}
