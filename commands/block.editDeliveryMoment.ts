import { editBlockCommand } from './support/block-editing.ts';

// A mourning order, or one for a church or funeral home, without a service time gets one here.
export default editBlockCommand(
  'block.editDeliveryMoment',
  'deliveryMoment',
  'Tijd kerkdienst of uitvaart bewerken of toevoegen',
  'order.deliveryMoment',
);
