import { editBlockCommand } from './support/block-editing.ts';

export default editBlockCommand('block.editDeliveryDate', 'deliveryDate', 'Leverdatum bewerken');
