// The order's barcode (spec §2 scanner: 12 leading digits): EAN-13 of the order id zero-padded to 12 digits.
import bwipjs from 'bwip-js/node';

/** The EAN-13 check digit of 12 digits: weights 1 and 3 from the left. */
export function ean13CheckDigit(twelveDigits: string): number {
  const sum = [...twelveDigits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/** '000012345678' + check digit. */
export function orderEan13(orderId: number): string {
  if (!Number.isSafeInteger(orderId) || orderId < 0 || orderId > 999_999_999_999) throw new RangeError(`order id ${orderId}`);
  const digits = String(orderId).padStart(12, '0');
  return `${digits}${ean13CheckDigit(digits)}`;
}

/** A PNG of the EAN-13 with its digits under the bars. */
export function ean13Png(code: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'ean13', text: code, scale: 3, height: 15, includetext: true, textxalign: 'center' });
}
