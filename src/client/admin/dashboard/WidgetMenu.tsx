import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** A widget's settings button and its menu with 'Verbergen'; Escape, a click elsewhere or Tab onwards closes it. */
export function WidgetMenu({ title, onHide }: { title: string; onHide: () => void }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const firstItem = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    firstItem.current?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  // Tab onwards closes it too. Only focus that lands elsewhere counts: Safari blurs to nothing on a click on the
  // menu's own button, and closing then would swallow that click.
  const closeOnFocusElsewhere = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !root.current?.contains(next)) setOpen(false);
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // The keymap's own Escape bindings (scanner, panels) must not also act on this one.
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="widget-menu" ref={root} onKeyDown={open ? closeOnEscape : undefined} onBlur={open ? closeOnFocusElsewhere : undefined}>
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label={`Instellingen ${title}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        ⚙
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label={`Instellingen ${title}`}>
          <li role="none">
            <button ref={firstItem} type="button" role="menuitem" onClick={onHide}>
              Verbergen
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
