import { editBlockCommand } from './support/block-editing.ts';

export default editBlockCommand('block.editInvoiceEmail', 'invoiceEmail', 'Factuur e-mail bewerken');
