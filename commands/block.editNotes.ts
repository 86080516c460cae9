import { editBlockCommand } from './support/block-editing.ts';

export default editBlockCommand('block.editNotes', 'notes', 'Interne notities bewerken');
