import { editBlockCommand } from './support/block-editing.ts';

export default editBlockCommand('block.editCustomer', 'customer', 'Klant bewerken');
