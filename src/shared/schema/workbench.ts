import { Type, type Static } from 'typebox';
import type { PrintProvider, PrinterState } from '../domain/printing.ts';

export const Feature = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  extraAttribute_28088960: Type.String(),
  extraAttribute_28088961: Type.Boolean(),
  extraAttribute_28088962: Type.Boolean(),
  extraAttribute_28090100: Type.String(),
  extraAttribute_28090089: Type.Integer(),
});
export type Feature = Static<typeof Feature>;

export const FeatureSwitch = Type.Object({ extraAttribute_28088961: Type.Boolean() }, { additionalProperties: false });

export const Printer = Type.Object({
  id: Type.String(),
  name: Type.String(),
  displayName: Type.String(),
  computerName: Type.String(),
  provider: Type.Unsafe<PrintProvider>(Type.String()),
  state: Type.Unsafe<PrinterState>(Type.String()),
});
export type Printer = Static<typeof Printer>;

export const OrderAttribute = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  title: Type.String(),
  type: Type.String(),
});

export const AttributeValue = Type.Object(
  { value: Type.Union([Type.Boolean(), Type.String({ maxLength: 200 })]) },
  { additionalProperties: false },
);

export const Environment = Type.Object({
  name: Type.String(),
  title: Type.String(),
  location: Type.String(),
  updateSocket: Type.String(),
  version: Type.String(),
  database: Type.String(),
  managementUrl: Type.String(),
});
export type Environment = Static<typeof Environment>;

export const Locale = Type.Object({
  language: Type.String(),
  timezone: Type.String(),
  currency: Type.String(),
  countryCodes: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
});
export type Locale = Static<typeof Locale>;
