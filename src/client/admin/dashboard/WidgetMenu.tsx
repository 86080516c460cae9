import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/** A widget's settings button and its menu with 'Verbergen'; Escape or a click elsewhere closes it. */
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

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // The admin's keyboard layer must not also act on this Escape.
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="widget-menu" ref={root} onKeyDown={open ? closeOnEscape : undefined}>
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
