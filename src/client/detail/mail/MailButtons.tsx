import { useState } from 'react';
import { formatDateTime } from '../../../shared/domain/format.ts';
import {
  MAIL_COMMAND_IDS, MAIL_LABELS, MAIL_OUTCOME_UNKNOWN, mailTypesFor, type OrderMailType,
} from '../../../shared/domain/order-mails.ts';
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
        <MailButton
          key={`${order.id}-${type}`}
          orderId={order.id}
          type={type}
          sentAt={order.workbenchMeta.mailJobs[type]}
          unknownSince={order.workbenchMeta.mailUnknown?.[type]}
        />
      ))}
    </section>
  );
}

interface MailButtonProps {
  orderId: number;
  type: OrderMailType;
  sentAt: number | undefined;
  /** A send that began then and whose outcome nobody knows (its server stopped): sending again is the user's call. */
  unknownSince: number | undefined;
}

function MailButton({ orderId, type, sentAt, unknownSince }: MailButtonProps) {
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
      {unknownSince ? (
        <span className="mail-button__sent mail-button__sent--unknown" title={`Verstuurd om ${formatDateTime(unknownSince)}?`}>
          {MAIL_OUTCOME_UNKNOWN}
        </span>
      ) : (
        <span className="mail-button__sent">{sentAt ? `Verstuurd ${formatDateTime(sentAt)}` : 'Nog niet verstuurd'}</span>
      )}
    </div>
  );
}
