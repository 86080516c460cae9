import { editBlockCommand } from './block-editing.ts';

export default editBlockCommand('block.editCard', 'card', 'Kaarttekst bewerken', (order) => order.card !== null);
