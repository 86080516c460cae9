import type { MouseEvent } from 'react';

/**
 * A mouse press that must not move keyboard focus: a focused checkbox counts as a text field, so the keys of the
 * selection (x, A then P, …) would stop working after ticking a box with the mouse.
 */
export const keepFocus = (event: MouseEvent) => event.preventDefault();
