import { editBlockCommand } from './block-editing.ts';

export default editBlockCommand('block.editCustomer', 'customer', 'Klant bewerken');
