import { editBlockCommand } from './block-editing.ts';

// An order without a church service or funeral time gets one here.
export default editBlockCommand('block.editDeliveryMoment', 'deliveryMoment', 'Tijd kerkdienst of uitvaart bewerken of toevoegen');
