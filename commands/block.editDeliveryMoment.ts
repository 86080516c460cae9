import { editBlockCommand } from './block-editing.ts';

export default editBlockCommand('block.editDeliveryMoment', 'deliveryMoment', 'Kerkdienst of uitvaart bewerken', (order) => order.deliveryDateTime !== null);
