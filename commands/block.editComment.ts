import { editBlockCommand } from './block-editing.ts';

export default editBlockCommand('block.editComment', 'comment', 'Opmerking klant bewerken');
