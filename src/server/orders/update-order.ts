// The block edit under its former name, for the print queue's 'Geprint' mark until it calls the operation itself.
export { saveBlocks as updateOrder } from './operations/save-blocks.ts';
