import { postcodeError } from '../../shared/domain/field-rules.ts';
import type { DeliveryAddress } from '../../shared/schema/address.ts';
import type { Customer, OrderBlock, OrderUpdate } from '../../shared/schema/order.ts';
import type { BlockVersions, MergedBlocks } from '../db/orders.ts';


// The customer's own e-mail address and invoice address are blocks of their own, also when sent inside `customer`.
const CUSTOMER_FIELD_BLOCKS: Partial<Record<keyof Customer, OrderBlock>> = {
  emailAddress: 'customerEmail',
  invoiceEmailAddress: 'invoiceEmail',
};

/** The blocks a PUT body changes; an empty recipient or customer changes nothing. */
export function touchedBlocks(update: OrderUpdate): OrderBlock[] {
  const blocks = new Set<OrderBlock>();
  for (const [key, value] of Object.entries(update) as [keyof OrderUpdate, unknown][]) {
    if (key === 'id' || key === 'version' || value === undefined) continue;
    if (key === 'customer') {
      for (const field of Object.keys(value as object)) blocks.add(CUSTOMER_FIELD_BLOCKS[field as keyof Customer] ?? 'customer');
    } else if (key !== 'recipient' || Object.keys(value as object).length > 0) {
      blocks.add(key);
    }
  }
  return [...blocks];
}

/** The blocks among `blocks` that someone changed after `readVersion`, the version the editor read. */
export function blocksChangedSince(versions: BlockVersions, blocks: readonly OrderBlock[], readVersion: number): OrderBlock[] {
  return blocks.filter((block) => Math.max(versions[block] ?? 0, versions['*'] ?? 0) > readVersion);
}

type PlainObject = Record<string, unknown>;
const isPlainObject = (value: unknown): value is PlainObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What was sent over what is stored: nested objects merge, anything else sent replaces the stored value. */
export function mergePatch<T extends object>(stored: T, patch: object): T {
  const merged = Object.entries(patch).reduce<PlainObject>(
    (result, [key, value]) => {
      if (value === undefined) return result;
      const current = result[key];
      // defineProperty: a key named __proto__ stays an ordinary property.
      return Object.defineProperty(result, key, {
        value: isPlainObject(value) && isPlainObject(current) ? mergePatch(current, value) : value,
        enumerable: true, writable: true, configurable: true,
      });
    },
    { ...(stored as PlainObject) },
  );
  return merged as T;
}

/** The recipient and customer as an edit would store them; absent when the edit does not change them. */

export function mergeBlocks(update: OrderUpdate, stored: { recipient: DeliveryAddress; customer: Customer }): MergedBlocks {
  const merged: MergedBlocks = {};
  if (update.recipient !== undefined) merged.recipient = mergePatch(stored.recipient, update.recipient);
  // The customer block and the two e-mail blocks may arrive together: apply the block, then the e-mails.
  if (update.customer !== undefined || update.customerEmail !== undefined || update.invoiceEmail !== undefined) {
    const customer = mergePatch(stored.customer, update.customer ?? {});
    if (update.customerEmail !== undefined) customer.emailAddress = update.customerEmail;
    if (update.invoiceEmail !== undefined) customer.invoiceEmailAddress = update.invoiceEmail;
    merged.customer = customer;
  }
  return merged;
}

export interface FieldError {
  field: string;
  message: string;
}

/**
 * The postcode rule needs the address's country, which a partial edit may not send: it is judged on the merged
 * address whenever the edit sends a postcode or a country. An address left alone is not judged again.
 */
export function mergedAddressErrors(update: OrderUpdate, merged: MergedBlocks): FieldError[] {
  const errors: FieldError[] = [];
  for (const block of ['recipient', 'customer'] as const) {
    const sent = update[block]?.address;
    const address = merged[block]?.address;
    if (!sent || !address || (sent.zipcode === undefined && sent.countryCode === undefined)) continue;
    const message = postcodeError(address.countryCode, address.zipcode);
    if (message) errors.push({ field: `${block}.address.zipcode`, message });
  }
  return errors;
}
