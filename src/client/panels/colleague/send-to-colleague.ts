// Handing the open order to the chosen colleague florist (spec §4, §8; issue 11): one request per user action, under
// its own Idempotency-Key, and the failure toast; what follows a success is finishHandoff's.
import { toast } from 'sonner';
import type { ColleagueFloristValues } from '../../../shared/domain/florist-form.ts';
import { handoffMessages } from '../../../shared/domain/handoffs.ts';
import { endpoints } from '../../api/endpoints.ts';
import type { HandoffResult } from '../../../shared/schema/handoffs.ts';
import { call } from '../../api/client.ts';

export async function sendToColleague(orderId: number, values: ColleagueFloristValues): Promise<HandoffResult> {
  try {
    return await call(endpoints.sendToFlorist, {
      body: { orderId, transporter: 'florist', values },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
  } catch (error) {
    toast.error(handoffMessages.floristFailed, { description: (error as Error).message });
    throw error;
  }
}
