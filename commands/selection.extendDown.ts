import { extendCommand } from './support/selection-extending.ts';

export default extendCommand(1, 'selection.extendDown', 'Selectie uitbreiden naar beneden', ['selectie', 'omlaag', 'shift']);
