// Trunkrs requires the recipient's e-mail address (its track-and-trace mails go there). For an order without one we
// give the shop's own address, so those mails reach the shop and no address is made up for the recipient:
// CARRIER_TRUNKRS_FALLBACK_EMAIL, else the address in MAIL_FROM. With neither set, live mode asks the form for one.
import { CarrierRefusal } from '../adapter.ts';
import type { TrunkrsValues } from './schema.ts';

export const EMAIL_REQUIRED = 'Trunkrs vereist een e-mailadres van de ontvanger';

export function shopEmail(env: NodeJS.ProcessEnv): string | null {
  const fallback = env.CARRIER_TRUNKRS_FALLBACK_EMAIL?.trim();
  if (fallback) return fallback;
  const from = env.MAIL_FROM?.trim();
  return from ? (/<([^>]+)>/.exec(from)?.[1] ?? from) : null;
}

/** The recipient's address, else the shop's; refused on the form's e-mail field when there is neither. */
export function recipientEmail(values: TrunkrsValues, shop: string | null): string {
  const email = values.email || shop;
  if (!email) throw new CarrierRefusal(EMAIL_REQUIRED, [{ field: 'email', message: EMAIL_REQUIRED }]);
  return email;
}
