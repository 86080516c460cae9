import type { OrderMailType } from '../../shared/domain/order-mails.ts';
import { createChoicePicker } from './choice-picker.ts';

/** Which customer mail bulk.mail sends to the selection. */
export const mailTypePicker = createChoicePicker<OrderMailType>();
