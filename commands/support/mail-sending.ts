// The commands that send a customer mail of the open order: one per mail, all alike.
import { defineCommand } from './define-command.ts';
import { MAIL_COMMAND_IDS, MAIL_LABELS, type OrderMailType } from '../../src/shared/domain/order-mails.ts';

/**
 * Sends at once: a chord (Z then a letter) or choosing it in the palette is already the deliberate act that the
 * button's arming checkbox asks for, and the key is silent while typing. The mail must be one the order offers.
 */
export const sendMailCommand = (type: OrderMailType, keywords: string[]) =>
  defineCommand({
    id: MAIL_COMMAND_IDS[type],
    title: `Mail versturen: ${MAIL_LABELS[type]}`,
    group: 'Mails',
    keywords: ['mail', 'versturen', 'klant', ...keywords],
    when: `mail.${type}`,
    run: async (context) => {
      await context.app.sendMail(context.activeOrder!.id, type);
    },
  });
