// Orders of the unprocessed folder fit for one action each (a card that prints, a parcel PostNL's sandbox takes, a
// town with colleague florists), read through any reader: the browser's session in an e2e test, plain fetch in a bench.
import { countLineBreaks, MAX_CARD_LINE_BREAKS } from '../../../src/shared/domain/card-rules.ts';
import { RIBBON_CARD_ID } from '../../../src/shared/domain/constants.ts';
import type { OrderMailType } from '../../../src/shared/domain/order-mails.ts';
import { mayMarkProcessed } from '../../../src/shared/domain/order-rules.ts';

export type ApiReader = <T>(path: string) => Promise<T>;

export interface CandidateOrder {
  id: number;
  orderNumber: string;
  treatment: string;
  activeTransporter: string | null;
  card: { id: number; text: string } | null;
  recipient: { address: { zipcode: string; countryCode: string } };
  workbenchMeta: { mailJobs: Partial<Record<OrderMailType, number>> };
}

type Fit = (order: CandidateOrder, read: ApiReader) => boolean | Promise<boolean>;

const notSent = (order: CandidateOrder) => order.activeTransporter === null && order.recipient.address.countryCode === 'NL';

/** What each action needs of its order. */
export const fits = {
  any: () => true,
  processable: (order) => mayMarkProcessed(order),
  printableCard: ({ card }) => card !== null && card.id !== RIBBON_CARD_ID && countLineBreaks(card.text) <= MAX_CARD_LINE_BREAKS,
  // The PostNL sandbox does not deliver postcodes ending in 99.
  confirmationNotSent: (order) => order.workbenchMeta.mailJobs.Confirmation === undefined,
  sendableByPostnl: (order) => notSent(order) && !/^\d\d99/.test(order.recipient.address.zipcode),
  hasColleagueFlorists: async (order, read) =>
    notSent(order) && (await read<unknown[]>(`/workbench/order/${order.id}/florist`)).length > 0,
} satisfies Record<string, Fit>;

/**
 * One distinct order per need, taken from the unprocessed folder's first page in list order, skipping `except`
 * (orders another action already changed).
 */
export async function pickOrders<Need extends string>(
  read: ApiReader,
  needs: Record<Need, Fit>,
  except: readonly number[] = [],
): Promise<Record<Need, CandidateOrder>> {
  const list = await read<{ data: { id: number }[] }>('/workbench/order?tags[]=unprocessed&pageSize=200');
  const taken = new Set(except);
  const picked = {} as Record<Need, CandidateOrder>;
  for (const [need, fit] of Object.entries(needs) as [Need, Fit][]) {
    for (const { id } of list.data) {
      if (taken.has(id)) continue;
      const order = await read<CandidateOrder>(`/workbench/order/${id}`);
      if (!(await fit(order, read))) continue;
      picked[need] = order;
      taken.add(id);
      break;
    }
    if (!picked[need]) throw new Error(`geen order in 'unprocessed' die past bij '${need}'`);
  }
  return picked;
}
