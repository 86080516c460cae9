import { editBlockCommand } from './support/block-editing.ts';

// An order without a card gets one here: a card text or a ribbon.
export default editBlockCommand('block.editCard', 'card', 'Kaart of lint bewerken of toevoegen');
