import { editBlockCommand } from './block-editing.ts';

export default editBlockCommand('block.editNotes', 'notes', 'Interne notities bewerken');
