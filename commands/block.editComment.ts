import { editBlockCommand } from './support/block-editing.ts';

export default editBlockCommand('block.editComment', 'comment', 'Opmerking klant bewerken');
