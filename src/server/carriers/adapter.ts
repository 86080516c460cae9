// One interface for every party an order can be handed to (issue 10): a sandbox that behaves like the real
// service (the default, offline), and a live mode that speaks the carrier's API.
import type { Carrier } from '../../shared/domain/constants.ts';
import type { CarrierState } from './shared/state-time.ts';
import type { Order } from '../../shared/schema/order.ts';

/** What the send screen needs before it opens: options (order kinds, time slots, pickup points…) and defaults. */
export interface CarrierConfig {
  /** Values the form starts with (spec §9 defaults), derived from the order when there is one. */
  defaults: Record<string, unknown>;
  /** Carrier-specific choices, e.g. { orderKind: [...], timeframes: { options, selected }, pickupPoints: [...] }. */
  options: Record<string, unknown>;
}

/** What the form's values ask for: the parcel of an order (or a standalone parcel when order is null). */
export interface RegistrationRequest {
  order: Order | null;
  /** The form's values, already checked against the carrier's schema (trimmed, normalised). */
  values: Record<string, unknown>;
  /** The claim's id: live adapters send it as the carrier's idempotency/reference key where they have one. */
  reference: string;
  /** What an earlier try of this claim reserved at the carrier (PostNL's barcode), to be used again; null if none. */
  reserved?: string | null;
  /**
   * Records what the carrier reserved for this claim (PostNL's barcode) on the claim, before the carrier's
   * irreversible call, so that a retry after a lost answer can look the parcel up by it.
   */
  reserve?(value: string): Promise<void>;
}

/** One parcel the carrier accepted. */
export interface RegisteredParcel {
  barcode: string;
  /** The carrier's public tracking page for it; null for the shop's own delivery. */
  trackingUrl: string | null;
}

export interface Registration {
  parcels: RegisteredParcel[];
  /** The carrier's own id of the registration, for status and label calls. */
  carrierReference: string;
  /** 'PROCESSING' while the carrier still makes the label (spec §4 'Wacht op label...'). */
  labelReady: boolean;
}

/** The carrier said no: its message (Dutch where we can), and field errors on the form's fields where it named them. */
export class CarrierRefusal extends Error {
  readonly fieldErrors: { field: string; message: string }[];
  /** 401/403 (our key), 429 (slow down), timeout: worth trying again later; a refusal of the parcel is not. */
  readonly retryable: boolean;

  constructor(message: string, fieldErrors: { field: string; message: string }[] = [], retryable = false) {
    super(message);
    this.name = 'CarrierRefusal';
    this.fieldErrors = fieldErrors;
    this.retryable = retryable;
  }
}

export interface CarrierAdapter {
  carrier: Carrier;
  mode: 'sandbox' | 'live';
  config(order: Order | null, query: { deliveryDate?: string; zipcode?: string; countryCode?: string }): Promise<CarrierConfig>;
  /** The JSON schema (draft-07, ajv) of the form's values, served at …/transport/{carrier}/schema. */
  schema(): Record<string, unknown>;
  /** Registers the parcel; throws CarrierRefusal. Must be safe to call again with the same reference. */
  register(request: RegistrationRequest): Promise<Registration>;
  /**
   * Whether the carrier already has a registration under `reference` (recovery after a crash between claim and
   * answer); `reserved` is what register() reserved for it on the earlier try (RegistrationRequest.reserve).
   */
  find(reference: string, reserved?: string | null): Promise<Registration | null>;
  /** The label as PDF (10×15 cm). */
  label(registration: { carrierReference: string; barcode: string; order: Order | null }): Promise<Buffer>;
  /** The parcel's state now, mapped to our small set, with the carrier's own words and, where it says, since when. */
  status(parcel: { barcode: string; carrierReference: string }): Promise<CarrierState>;
}
