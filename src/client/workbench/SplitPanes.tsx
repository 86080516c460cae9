import { Fragment, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { borderRange, moveBorder, rememberLayout, startingLayout, type PaneLimits } from './pane-layout.ts';

export interface SplitPane extends PaneLimits {
  content: ReactNode;
}

/** Percent a key press moves a border (the arrow keys; Home and End go to either end). */
const KEY_STEP = 5;

interface Drag {
  index: number;
  startX: number;
  startLayout: number[];
  rowWidth: number;
}

/**
 * Panes side by side with a border between each two that the mouse drags and the keyboard moves (a focusable
 * separator: ←/→, Home, End). The widths are remembered per set of panes; a pane that comes or goes keeps the others
 * mounted.
 */
export function SplitPanes({ id, panes }: { id: string; panes: readonly SplitPane[] }) {
  const setKey = panes.map((pane) => pane.id).join(',');
  const [state, setState] = useState(() => ({ setKey, layout: startingLayout(id, panes) }));
  const [drag, setDrag] = useState<Drag | null>(null);
  const row = useRef<HTMLDivElement>(null);
  // Another set of panes (the action panel opened or closed): its own layout, at once, in the same render.
  const layout = state.setKey === setKey ? state.layout : startingLayout(id, panes);
  if (state.setKey !== setKey) setState({ setKey, layout });

  const apply = (next: number[], remember: boolean) => {
    setState({ setKey, layout: next });
    if (remember) rememberLayout(id, panes, next);
  };

  const onPointerDown = (index: number) => (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || !row.current) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ index, startX: event.clientX, startLayout: layout, rowWidth: row.current.getBoundingClientRect().width });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag || drag.rowWidth === 0) return;
    const moved = ((event.clientX - drag.startX) / drag.rowWidth) * 100;
    apply(moveBorder(drag.startLayout, panes, drag.index, drag.startLayout[drag.index] + moved), false);
  };
  const onPointerUp = () => {
    if (!drag) return;
    setDrag(null);
    rememberLayout(id, panes, layout);
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    const { min, max } = borderRange(layout, panes, index);
    const width = { ArrowLeft: layout[index] - KEY_STEP, ArrowRight: layout[index] + KEY_STEP, Home: min, End: max }[event.key];
    if (width === undefined) return;
    // The border's own keys: the workbench's arrow keys are for the list, not for here.
    event.preventDefault();
    event.stopPropagation();
    apply(moveBorder(layout, panes, index, width), true);
  };

  return (
    <div ref={row} className="panes">
      {panes.map((pane, index) => {
        const range = index > 0 ? borderRange(layout, panes, index - 1) : null;
        return (
          <Fragment key={pane.id}>
            {range && (
              <div
                role="separator"
                aria-orientation="vertical"
                aria-controls={`${id}-${panes[index - 1].id}`}
                aria-valuenow={Math.round(layout[index - 1])}
                aria-valuemin={Math.round(range.min)}
                aria-valuemax={Math.round(range.max)}
                tabIndex={0}
                className="pane-separator"
                data-separator={drag?.index === index - 1 ? 'active' : 'inactive'}
                onPointerDown={onPointerDown(index - 1)}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerUp}
                onPointerCancel={onPointerUp}
                onKeyDown={onKeyDown(index - 1)}
              />
            )}
            <div id={`${id}-${pane.id}`} className="pane" style={{ flex: `${layout[index]} 1 0px` }}>
              {pane.content}
            </div>
          </Fragment>
        );
      })}
    </div>
  );
}
