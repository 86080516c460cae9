// Undo of single actions (issue 24): the texts of Ctrl+Z and the toasts' 'Ongedaan maken'.
import { bulkMessages } from './bulk.ts';

export const undoMessages = {
  undo: bulkMessages.undo,
  undone: (orderNumber: string) => `Order ${orderNumber} is teruggezet`,
  changedBy: (name: string) => `Order is intussen gewijzigd door ${name}; niet teruggezet`,
  /** Only the undoable single actions record who made them; a bulk job or a carrier's update does not. */
  changedByColleague: 'Order is intussen gewijzigd door een collega; niet teruggezet',
  nothing: 'Er is niets om ongedaan te maken',
  /** Under the toast of a mail, a registered parcel or a print: Ctrl+Z will not take it back. */
  cannotUndo: 'Dit kan niet ongedaan worden gemaakt',
  tooLate: bulkMessages.undoTooLate,
  already: bulkMessages.undoAlready,
};

export type UndoRefusal =
  | { status: 'nothing' | 'already' | 'too-late' }
  | { status: 'changed'; by: string | null };

export function undoRefusal(refusal: UndoRefusal): string {
  if (refusal.status === 'changed') return refusal.by ? undoMessages.changedBy(refusal.by) : undoMessages.changedByColleague;
  if (refusal.status === 'already') return undoMessages.already;
  return refusal.status === 'too-late' ? undoMessages.tooLate : undoMessages.nothing;
}
