// The orders an e2e test hands to a carrier, read through the API with the browser's session.
import type { Page } from 'playwright-core';
import { readApi } from './browser.ts';

/** What a send-screen test needs to know of an order. */
export interface SendableOrder {
  id: number;
  version: number;
  orderNumber: string;
  activeTransporter: string | null;
  recipient: { address: { zipcode: string; countryCode: string } };
}

/** Every order of the unprocessed folder (its first 200), whole. */
export async function unprocessedOrders(page: Page): Promise<SendableOrder[]> {
  const list = await readApi<{ data: { id: number }[] }>(page, '/workbench/order?tags[]=unprocessed&pageSize=200');
  return Promise.all(list.data.map(({ id }) => readApi<SendableOrder>(page, `/workbench/order/${id}`)));
}
