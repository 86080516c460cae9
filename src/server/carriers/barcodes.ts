// The carriers' barcode formats and tracking pages, as the demo data shows them and the carrier sandboxes hand out.
import type { Carrier } from '../../shared/domain/constants.ts';
import type { Address } from '../../shared/schema/address.ts';

export interface CarrierBarcode {
  code: string;
  /** The carrier's public tracking page; none for the shop's own delivery (regio). */
  url: string | null;
}

type BarcodeAddress = Pick<Address, 'zipcode' | 'countryCode'>;

/** What each carrier's barcodes look like. */
export const BARCODE_PATTERNS: Readonly<Record<Carrier, RegExp>> = {
  postnl: /^3SDEVC\d{9}$/,
  trunkrs: /^\d{9}$/,
  redjepakketje: /^RJP[0-9A-Z]{6}$/,
  dynalogic: /^4\d{9}$/,
  zorgeloosbezorgd: /^ZB\d{9}$/,
  reviva: /^RV\d{9}$/,
  regio: /^REG\d+$/,
};

/** The barcode and tracking page of a parcel of order `id`, in the carrier's own format; distinct per order id. */
export function carrierBarcode(carrier: Carrier, id: number, address: BarcodeAddress): CarrierBarcode {
  const postcode = address.zipcode.replace(' ', '').toUpperCase();
  switch (carrier) {
    case 'postnl': {
      const code = `3SDEVC${uniqueDigits(id, 7_919)}`;
      return { code, url: `https://jouw.postnl.nl/track-and-trace/${code}-${address.countryCode}-${postcode}` };
    }
    case 'trunkrs': {
      const code = uniqueDigits(id, 104_729);
      return { code, url: `https://parcel.trunkrs.nl/${code}/${postcode}` };
    }
    case 'redjepakketje': {
      const code = `RJP${Number(uniqueDigits(id, 15_485_863)).toString(36).toUpperCase().padStart(6, '0')}`;
      return { code, url: `https://track.redjepakketje.nl/${code}` };
    }
    case 'dynalogic': {
      const code = `4${uniqueDigits(id, 32_452_843)}`;
      return { code, url: `https://tracking.dynalogic.eu/ordernumber/${code}/zipcode/${postcode}` };
    }
    case 'zorgeloosbezorgd': {
      const code = `ZB${uniqueDigits(id, 49_979_687)}`;
      return { code, url: `https://track.zorgeloosbezorgd.nl/${code}` };
    }
    case 'reviva': {
      const code = `RV${uniqueDigits(id, 67_867_967)}`;
      return { code, url: `https://track.reviva.nl/${code}` };
    }
    case 'regio':
      return { code: `REG${id}`, url: null };
  }
}

/** Nine digits that look random but are distinct for every id below 10^9 (the multiplier is coprime with 10). */
export function uniqueDigits(id: number, multiplier: number): string {
  return String(Number((BigInt(id) * BigInt(multiplier)) % 1_000_000_000n)).padStart(9, '0');
}
