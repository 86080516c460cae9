/** The code types of spec §2 'Barcode generator', their JsBarcode format and options, and the generator's defaults. */

export type AddOn = 'EAN2' | 'EAN5';

export interface BarcodeType {
  id: string;
  label: string;
  /** JsBarcode's format; none for QR, which another library draws. */
  format?: string;
  /** JsBarcode options beyond size (GS1-128 and CODE39 mod43 are options of their format). */
  extra?: Readonly<Record<string, boolean>>;
  addOn?: AddOn;
  /** A value the type accepts, filled in when the type is chosen so a code shows at once. */
  example: string;
  /** What a value of this type consists of, said when a value does not fit. */
  rule: string;
}

const msi = (id: string): BarcodeType => ({ id, label: id, format: id, example: '1234567', rule: 'alleen cijfers' });

export const BARCODE_TYPES: readonly BarcodeType[] = [
  { id: 'QR', label: 'QR', example: 'https://www.werkplaats.example', rule: 'tekst die in een QR-code past' },
  { id: 'CODE128', label: 'CODE128 (automatisch)', format: 'CODE128', example: 'BLB1234567', rule: 'ASCII-tekens' },
  { id: 'CODE128A', label: 'CODE128 A', format: 'CODE128A', example: 'BLB1234567', rule: 'hoofdletters, cijfers en leestekens' },
  { id: 'CODE128B', label: 'CODE128 B', format: 'CODE128B', example: 'Blb1234567', rule: 'ASCII-tekens' },
  { id: 'CODE128C', label: 'CODE128 C', format: 'CODE128C', example: '12345678', rule: 'een even aantal cijfers' },
  { id: 'GS1-128', label: 'GS1-128', format: 'CODE128', extra: { ean128: true }, example: '0112345678901231', rule: 'ASCII-tekens' },
  { id: 'UPC', label: 'UPC', format: 'UPC', example: '12345678999', rule: '11 cijfers, of 12 met een juist controlecijfer' },
  { id: 'EAN8', label: 'EAN8', format: 'EAN8', example: '1234567', rule: '7 cijfers, of 8 met een juist controlecijfer' },
  { id: 'EAN13', label: 'EAN13', format: 'EAN13', example: '590123412345', rule: '12 cijfers, of 13 met een juist controlecijfer' },
  { id: 'EAN13+EAN2', label: 'EAN13 + EAN2', format: 'EAN13', addOn: 'EAN2', example: '590123412345', rule: '12 cijfers, of 13 met een juist controlecijfer' },
  { id: 'EAN13+EAN5', label: 'EAN13 + EAN5', format: 'EAN13', addOn: 'EAN5', example: '590123412345', rule: '12 cijfers, of 13 met een juist controlecijfer' },
  { id: 'CODE39', label: 'CODE39', format: 'CODE39', example: 'BLB-1234', rule: 'hoofdletters, cijfers, spatie en - . $ / + %' },
  { id: 'CODE39-mod43', label: 'CODE39 mod43', format: 'CODE39', extra: { mod43: true }, example: 'BLB-1234', rule: 'hoofdletters, cijfers, spatie en - . $ / + %' },
  { id: 'ITF14', label: 'ITF14', format: 'ITF14', example: '1234567890123', rule: '13 cijfers, of 14 met een juist controlecijfer' },
  msi('MSI'),
  msi('MSI10'),
  msi('MSI11'),
  msi('MSI1010'),
  msi('MSI1110'),
  { id: 'pharmacode', label: 'Pharmacode', format: 'pharmacode', example: '1234', rule: 'een getal van 3 tot en met 131070' },
  { id: 'codabar', label: 'Codabar', format: 'codabar', example: 'A1234B', rule: 'cijfers en - $ : / . +, eventueel tussen A, B, C of D' },
];

export const ADD_ONS: Readonly<Record<AddOn, { example: string; rule: string }>> = {
  EAN2: { example: '12', rule: '2 cijfers' },
  EAN5: { example: '12345', rule: '5 cijfers' },
};

export interface BarcodeSettings {
  type: BarcodeType;
  value: string;
  addOnValue: string;
  /** QR: width and height in pixels. */
  size: number;
  /** Linear codes: the width of the narrowest bar and the bars' height, in pixels. */
  lineWidth: number;
  height: number;
}

export const DEFAULT_SETTINGS: BarcodeSettings = {
  type: BARCODE_TYPES[0]!,
  value: BARCODE_TYPES[0]!.example,
  addOnValue: '',
  size: 150,
  lineWidth: 2,
  height: 150,
};

export const barcodeType = (id: string) => BARCODE_TYPES.find((type) => type.id === id) ?? DEFAULT_SETTINGS.type;

/** Another type chosen: an untouched example value becomes the new type's example, a typed value stays. */
export function withType(settings: BarcodeSettings, type: BarcodeType): BarcodeSettings {
  const untouched = settings.value === settings.type.example;
  const addOnUntouched = !settings.addOnValue || settings.addOnValue === (settings.type.addOn && ADD_ONS[settings.type.addOn].example);
  return {
    ...settings,
    type,
    value: untouched ? type.example : settings.value,
    addOnValue: addOnUntouched ? (type.addOn ? ADD_ONS[type.addOn].example : '') : settings.addOnValue,
  };
}

interface NumberField {
  key: 'size' | 'lineWidth' | 'height';
  label: string;
  max: number;
}

/** The number fields a type has: one size for QR (square), line width and height for the linear codes. */
export function numberFields(type: BarcodeType): readonly NumberField[] {
  if (!type.format) return [{ key: 'size', label: 'Grootte (px)', max: 2000 }];
  return [
    { key: 'lineWidth', label: 'Lijndikte (px)', max: 10 },
    { key: 'height', label: 'Hoogte (px)', max: 1000 },
  ];
}

/** Why a number field holds nothing drawable, or null. */
export function numberProblem(settings: BarcodeSettings): string | null {
  const wrong = numberFields(settings.type).find(({ key, max }) => {
    const value = settings[key];
    return !Number.isInteger(value) || value < 1 || value > max;
  });
  return wrong ? `${wrong.label.replace(' (px)', '')} moet een geheel getal van 1 tot en met ${wrong.max} zijn` : null;
}
