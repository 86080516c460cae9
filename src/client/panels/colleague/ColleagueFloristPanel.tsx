// The sendToColleague action (spec §2 send screens, issue 11): the florists delivering in the recipient's city, best
// first, and the form that sends the order to the chosen one.
import { handoffMessages } from '../../../shared/domain/handoffs.ts';
import { messages } from '../../../shared/domain/messages.ts';
import type { Order } from '../../../shared/schema/order.ts';
import { ColleagueFloristForm } from './ColleagueFloristForm.tsx';
import { useOrderFlorists } from './use-order-florists.ts';
import '../send/send-panel.css';

export function ColleagueFloristPanel({ order }: { order: Order }) {
  const florists = useOrderFlorists(order.id);
  if (florists.state === 'loading') return <p className="send-panel__status">{messages.loading}</p>;
  if (florists.state === 'error') return <p className="send-panel__status send-form__error" role="alert">{florists.message}</p>;
  if (florists.value.length === 0) return <p className="send-panel__status" role="status">{handoffMessages.noFlorist}</p>;
  return <ColleagueFloristForm order={order} florists={florists.value} />;
}
