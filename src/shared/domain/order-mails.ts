// The customer mails of an order (spec §4 mail buttons, §9 mail types), for the buttons and the mail commands.
import { NOT_ON_ACCOUNT_PAYMENT_METHOD_IDS } from './constants.ts';

export type OrderMailType = 'KiB' | 'AddressError' | 'Confirmation' | 'NotOnAccount';

/** The Dutch name of each mail, as on its button and in '{mail} mail is verstuurd'. */
export const MAIL_LABELS: Readonly<Record<OrderMailType, string>> = {
  KiB: 'Klant in Beeld',
  AddressError: 'Adres fout',
  Confirmation: 'Bevestiging',
  NotOnAccount: 'Niet op rekening',
};

/** How a mail whose process stopped while handing it over shows, in its row, its bulk line and the API's answer. */
export const MAIL_OUTCOME_UNKNOWN = 'onbekend, controleer de outbox';

/** The command that sends each mail from the keyboard or the palette (commands/mail.send.*.ts). */
export const MAIL_COMMAND_IDS: Readonly<Record<OrderMailType, string>> = {
  KiB: 'mail.send.kib',
  AddressError: 'mail.send.addressError',
  Confirmation: 'mail.send.confirmation',
  NotOnAccount: 'mail.send.notOnAccount',
};

/** The mails an order offers: 'Niet op rekening' only for the payment methods it is about (spec §9). */
export function mailTypesFor(paymentMethodId: number): OrderMailType[] {
  const types: OrderMailType[] = ['KiB', 'AddressError', 'Confirmation'];
  return NOT_ON_ACCOUNT_PAYMENT_METHOD_IDS.includes(paymentMethodId) ? [...types, 'NotOnAccount'] : types;
}
