import { extendCommand } from './support/selection-extending.ts';

export default extendCommand(-1, 'selection.extendUp', 'Selectie uitbreiden naar boven', ['selectie', 'omhoog', 'shift']);
