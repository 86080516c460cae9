// Own delivery ('regio'): always our own drivers, so there is only the one adapter and no live mode.
export { sandbox } from './sandbox.ts';
