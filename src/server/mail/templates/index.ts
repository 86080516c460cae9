import { addressErrorMail } from './address-error.ts';
import { confirmationMail } from './confirmation.ts';
import { kibMail } from './kib.ts';
import { notOnAccountMail } from './not-on-account.ts';
import type { OrderMailTemplate, OrderMailType } from './order-mail.ts';

export const orderMailTemplates: Readonly<Record<OrderMailType, OrderMailTemplate>> = {
  KiB: kibMail,
  AddressError: addressErrorMail,
  Confirmation: confirmationMail,
  NotOnAccount: notOnAccountMail,
};

export { ORDER_MAIL_TYPES, type OrderMailType } from './order-mail.ts';
