import { proxy } from 'valtio';

/**
 * Whether this workstation's live socket is open: the shell shows it as `data-live`, which is what browser tests
 * wait for before they count on another workstation's change arriving.
 */
export const liveConnection = proxy({ status: 'connecting' as 'connecting' | 'connected' });
