import { useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import { fitColumns, gridTemplate, UNMEASURED, type ListColumns, type ListFont, type TextWidths } from './list-columns.ts';
import type { ListItem } from './list-item.ts';

interface PaneMeasure {
  /** The rows' width: the scroller's, without its scrollbar. */
  width: number;
  font: ListFont;
  /** The rows' font as canvas writes it. */
  fontCss: string;
}

let canvas: CanvasRenderingContext2D | null | undefined;
const textWidth = (text: string, fontCss: string) => {
  canvas ??= document.createElement('canvas').getContext('2d');
  if (!canvas) return 0;
  canvas.font = fontCss;
  return canvas.measureText(text).width;
};

/** Without layout (no width, as in a test's DOM) there is nothing to fit. */
function measurePane(scroller: HTMLElement): PaneMeasure | null {
  if (scroller.clientWidth === 0) return null;
  const style = getComputedStyle(scroller);
  const fontCss = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return { width: scroller.clientWidth, font: { ch: textWidth('0', fontCss), em: parseFloat(style.fontSize) }, fontCss };
}

const samePane = (a: PaneMeasure | null, b: PaneMeasure | null) => a?.width === b?.width && a?.fontCss === b?.fontCss;

function widestTexts(items: readonly ListItem[], fontCss: string): TextWidths {
  const widest = (texts: Set<string>) => Math.max(0, ...[...texts].map((text) => textWidth(text, fontCss)));
  return {
    customer: widest(new Set(items.map((item) => item.customer))),
    status: widest(new Set(items.map((item) => item.treatment))),
  };
}

/**
 * The columns the list pane has room for, following its width (panes resize, an action panel narrows the list): a
 * cell shows its whole value or is not there (issue 21: '25-11-2026 12:5' and cut names at 1366 px with a panel).
 */
export function useFittingColumns(
  scrollRef: RefObject<HTMLElement | null>,
  columns: ListColumns,
  items: readonly ListItem[],
): { columns: ListColumns; template: string } {
  const [pane, setPane] = useState<PaneMeasure | null>(null);
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const read = () => setPane((current) => {
      const next = measurePane(scroller);
      return samePane(current, next) ? current : next;
    });
    read();
    const observer = new ResizeObserver(read);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [scrollRef]);

  const fontCss = pane?.fontCss;
  const widest = useMemo(() => (fontCss ? widestTexts(items, fontCss) : UNMEASURED), [items, fontCss]);
  const fit = pane ? fitColumns(columns, pane.width, pane.font, widest) : { columns, template: gridTemplate(columns) };
  // The same object while the same columns show, so the memoised rows are not drawn again on every resize.
  const leftOut = fit.columns.leftOut.join();
  const shown = useMemo(() => fit.columns, [columns, leftOut]);
  return { columns: shown, template: fit.template };
}
