import { editBlockCommand } from './block-editing.ts';

export default editBlockCommand('block.editDeliveryStatus', 'deliveryStatus', 'Bezorgstatus bewerken');
