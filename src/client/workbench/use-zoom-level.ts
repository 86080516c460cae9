import { useEffect, useState } from 'react';

/** The browser zoom as a percentage (device pixel ratio), updated when the user zooms. */
export function useZoomLevel(): number {
  const [ratio, setRatio] = useState(() => window.devicePixelRatio || 1);
  useEffect(() => {
    const query = window.matchMedia(`(resolution: ${ratio}dppx)`);
    const update = () => setRatio(window.devicePixelRatio || 1);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [ratio]);
  return Math.round(ratio * 100);
}
