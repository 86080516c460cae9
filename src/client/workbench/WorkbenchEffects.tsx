import { useRealtime } from './use-realtime.ts';
import { usePrefetchNeighbours } from './use-prefetch-neighbours.ts';

/**
 * The workbench's background work. These hooks watch the open order, so they live in a component that
 * renders nothing: stepping to the next order then re-renders this, not the list of 10,000 rows.
 */
export function WorkbenchEffects() {
  useRealtime();
  usePrefetchNeighbours();
  return null;
}
