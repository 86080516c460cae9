/**
 * Runs `work` in a task after the next frame is painted (and `delayMs` more); returns the cancel. For what a key
 * press sets going but need not wait for (fetching ahead, the print ledger, the window title): React runs the effects
 * of a key press's render before the browser paints, so work started there would hold the new detail off the screen.
 */
export function afterPaint(work: () => void, delayMs = 0): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, delayMs);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
