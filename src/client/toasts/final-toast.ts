// Actions that cannot be taken back (a mail sent, a parcel registered, a document printed) say so in their toast
// (issue 24), where the undoable ones offer 'Ongedaan maken'.
import { toast } from 'sonner';
import { undoMessages } from '../../shared/domain/undo.ts';

export const toastFinal = (message: string) => toast.success(message, { description: undoMessages.cannotUndo });
