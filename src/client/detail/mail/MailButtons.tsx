import { useState } from 'react';
import { messages } from '../../../shared/domain/messages.ts';
import { toast } from 'sonner';
import { formatDateTime } from '../../../shared/domain/format.ts';
import { openOrder } from '../../state/active-order.ts';
import type { OrderSnapshot } from '../order-snapshot.ts';
import { MAIL_LABELS, mailTypesFor, type OrderMailType } from './mail-types.ts';
import { sendMail } from './send-mail.ts';
import './mail-buttons.css';

const FAILED = messages.mailFailed;

/** The customer mails of an order: tick a mail's box to arm it, then send; sending disarms (spec §4). */
export function MailButtons({ order }: { order: OrderSnapshot }) {
  return (
    <section className="mail-buttons" aria-label="Mails">
      <h3 className="detail-section-title">Mails</h3>
      {mailTypesFor(order.paymentMethod.id).map((type) => (
        <MailButton key={`${order.id}-${type}`} orderId={order.id} type={type} sentAt={order.workbenchMeta.mailJobs[type]} />
      ))}
    </section>
  );
}

function MailButton({ orderId, type, sentAt }: { orderId: number; type: OrderMailType; sentAt: number | undefined }) {
  const [armed, setArmed] = useState(false);
  const [sending, setSending] = useState(false);
  const label = MAIL_LABELS[type];

  const send = async () => {
    setArmed(false);
    setSending(true);
    try {
      await sendMail(orderId, type);
      toast.success(`${label} mail is verstuurd`);
      void openOrder(orderId, { force: true });
    } catch (error) {
      const reason = (error as Error).message;
      toast.error(FAILED, reason && reason !== FAILED ? { description: reason } : undefined);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="mail-button">
      <input
        type="checkbox"
        checked={armed}
        disabled={sending}
        onChange={(event) => setArmed(event.target.checked)}
        aria-label={`${label} mail vrijgeven`}
      />
      <button type="button" disabled={!armed || sending} onClick={send}>
        {label}
      </button>
      <span className="mail-button__sent">{sentAt ? `Verstuurd ${formatDateTime(sentAt)}` : 'Nog niet verstuurd'}</span>
    </div>
  );
}
