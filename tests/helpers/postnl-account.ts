// The shop's PostNL contract and sender as live PostNL needs them (config.ts, PostnlAccount), for the tests that
// speak to a local PostNL: PostNL's own sandbox customer (DEVC / 11223344) and a shop in Amsterdam.
import { loadConfig, type PostnlAccount } from '../../src/server/config.ts';
import type { LiveOptions } from '../../src/server/carriers/kit.ts';

export const POSTNL_ACCOUNT_ENV = {
  CARRIER_POSTNL_CUSTOMER_CODE: 'DEVC',
  CARRIER_POSTNL_CUSTOMER_NUMBER: '11223344',
  CARRIER_POSTNL_COLLECTION_LOCATION: '123456',
  CARRIER_POSTNL_SENDER_NAME: 'Werkplaats Bloemen',
  CARRIER_POSTNL_SENDER_STREET: 'Bloemgracht',
  CARRIER_POSTNL_SENDER_HOUSENR: '12-a',
  CARRIER_POSTNL_SENDER_ZIPCODE: '1015 TK',
  CARRIER_POSTNL_SENDER_CITY: 'Amsterdam',
} as const;

/** Live PostNL's settings (URL, key and account) as loadConfig reads them from the environment. */
export function postnlLiveSettings(baseUrl: string, apiKey: string): LiveOptions & { account: PostnlAccount } {
  const { carriers } = loadConfig({ ...POSTNL_ACCOUNT_ENV, CARRIER_POSTNL_URL: baseUrl, CARRIER_POSTNL_API_KEY: apiKey });
  return { ...carriers.live.postnl!, timeoutMs: carriers.timeoutMs };
}
