import { useState } from 'react';
import { formatDateTime } from '../../../shared/domain/format.ts';
import { MAIL_COMMAND_IDS, MAIL_LABELS, mailTypesFor, type OrderMailType } from '../../../shared/domain/order-mails.ts';
import { keyHint } from '../../commands/registry.ts';
import type { OrderSnapshot } from '../order-snapshot.ts';
import { sendMailAndReport } from './send-mail.ts';
import './mail-buttons.css';

/**
 * The customer mails of an order: tick a mail's box to arm it, then send; sending disarms (spec §4). From the
 * keyboard or the palette a mail command is one deliberate act instead (the tooltip names its key).
 */
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
    await sendMailAndReport(orderId, type);
    setSending(false);
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
      <button type="button" disabled={!armed || sending} onClick={send} title={keyHint(`${label} versturen`, MAIL_COMMAND_IDS[type])}>
        {label}
      </button>
      <span className="mail-button__sent">{sentAt ? `Verstuurd ${formatDateTime(sentAt)}` : 'Nog niet verstuurd'}</span>
    </div>
  );
}
