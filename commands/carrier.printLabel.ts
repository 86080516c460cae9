import { defineCommand } from './support/define-command.ts';
import { printableCarriers, printNewestLabel } from './support/carrier-sending.ts';
import type { Carrier } from '../src/shared/domain/constants.ts';

/**
 * The label of the newest shipment of the order's active carrier (or of the carrier a carrier row asks for), on
 * this workstation's printer for that carrier. Not while a label is still being made (spec §4: Wacht op label...).
 */
export default defineCommand<{ carrier?: Carrier } | undefined>({
  id: 'carrier.printLabel',
  title: 'Vervoerderslabel printen',
  group: 'Vervoerders',
  keywords: ['label', 'printen', 'etiket', 'vervoerder'],
  when: 'order.labelPrintable',
  run: async (context, args) => {
    const printable = printableCarriers(context.activeOrder!);
    const active = context.activeOrder!.activeTransporter;
    const carrier = args?.carrier ?? printable.find((candidate) => candidate === active) ?? printable[0];
    await printNewestLabel(context, carrier);
  },
});
