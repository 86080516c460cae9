import { editBlockCommand } from './support/block-editing.ts';

export default editBlockCommand('block.editDeliveryStatus', 'deliveryStatus', 'Bezorgstatus bewerken');
