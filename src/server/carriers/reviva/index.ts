// Reviva: the sandbox by default; live speaks the JSON shape written down in live.ts.
export { sandbox } from './sandbox.ts';
export { live } from './live.ts';
