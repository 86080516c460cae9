import { editBlockCommand } from './support/block-editing.ts';

export default editBlockCommand('block.editAddress', 'address', 'Afleveradres bewerken');
