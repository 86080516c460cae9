import { goToCommand } from './support/go-to.ts';

export default goToCommand('go.adminBarcodes', 'Code Generator', '/admin/BarCodeGenerator', ['barcode', 'qr', 'streepjescode', 'beheer'], true);
