import { Type } from 'typebox';
import { Id } from './common.ts';
import { MAIL_LABELS, type OrderMailType } from '../domain/order-mails.ts';
import { PHOTO_MAIL_TYPE } from '../domain/attachments.ts';

/** The mails POST …/mail sends: the order mails of the detail's buttons, and the photo mail of the photo screen. */
export type MailType = OrderMailType | typeof PHOTO_MAIL_TYPE;
const MAIL_TYPES: MailType[] = [...(Object.keys(MAIL_LABELS) as OrderMailType[]), PHOTO_MAIL_TYPE];

export const MailBody = Type.Object(
  // A union built from a list types as never: Unsafe gives it the mail type union back.
  { type: Type.Unsafe<MailType>(Type.Union(MAIL_TYPES.map((type) => Type.Literal(type)))) },
  { additionalProperties: false },
);
export const ConfirmationBody = Type.Object(
  { id: Id, type: Type.Literal('Confirmation') },
  { additionalProperties: false },
);
/** A retry carrying the key of an earlier request gets that request's answer instead of a second mail. */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
