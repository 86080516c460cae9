// Red je Pakketje (integrations.md): the sandbox by default, its REST API v1 when configured.
export { sandbox } from './sandbox.ts';
export { live } from './live.ts';
