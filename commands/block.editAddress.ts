import { editBlockCommand } from './block-editing.ts';

export default editBlockCommand('block.editAddress', 'address', 'Afleveradres bewerken');
