import { editBlockCommand } from './support/block-editing.ts';

export default editBlockCommand('block.editEmail', 'email', 'E-mail klant bewerken');
