import { editBlockCommand } from './block-editing.ts';

export default editBlockCommand('block.editDeliveryDate', 'deliveryDate', 'Leverdatum bewerken');
