import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { messages } from '../../../shared/domain/messages.ts';
import type { Florist } from '../../../shared/schema/florists.ts';
import { useServerList } from '../server-list.ts';
import { ErrorPanel } from './ErrorPanel.tsx';
import { FloristForm } from './FloristForm.tsx';
import { FloristTable } from './FloristTable.tsx';
import { florists as floristList, loadFlorists, toggleFloristActive } from './florists-store.ts';
import './florists.css';

/** What the page shows: the list, or the form for a new florist or an existing one. */
type Editing = { florist: Florist | null } | null;

/**
 * /admin/florists: the colleague florists orders can be handed to (issue 11; the spec shows no screen for this).
 * Florists are never deleted, only deactivated: an order handed to one still shows who it went to.
 */
export function FloristsPage() {
  const { items: florists, loadError } = useServerList(floristList, loadFlorists);
  const [editing, setEditing] = useState<Editing>(null);
  const [toggling, setToggling] = useState<number | null>(null);
  // After the form closes, the keyboard continues where it left the list.
  const focusAfterClose = useRef<string | null>(null);
  const pageRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (editing || !focusAfterClose.current) return;
    pageRef.current?.querySelector<HTMLElement>(focusAfterClose.current)?.focus();
    focusAfterClose.current = null;
  }, [editing, florists]);

  const close = (returnTo: string) => {
    focusAfterClose.current = returnTo;
    setEditing(null);
  };
  const saved = (florist: Florist) => {
    close(`[data-edit-florist="${florist.id}"]`);
  };
  const cancelled = () => close(editing?.florist ? `[data-edit-florist="${editing.florist.id}"]` : '.florists__new');

  const toggleActive = async (florist: Florist) => {
    setToggling(florist.id);
    try {
      await toggleFloristActive(florist);
      toast.success(florist.active ? `${florist.name} is gedeactiveerd` : `${florist.name} is weer actief`);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setToggling(null);
    }
  };

  return (
    <section className="florists" ref={pageRef}>
      <h1>Bloemisten</h1>
      {editing ? (
        <FloristForm florist={editing.florist} onSaved={saved} onCancel={cancelled} />
      ) : (
        <>
          <p className="muted">
            Collega bloemisten en de plaatsen waar zij bezorgen. Een gedeactiveerde bloemist wordt niet meer aangeboden, maar
            blijft bij de orders die al naar hem gingen.
          </p>
          <button type="button" className="florists__new florists__primary" onClick={() => setEditing({ florist: null })} disabled={!florists}>
            Nieuwe bloemist
          </button>
          <ErrorPanel message={loadError} />
          {!florists && !loadError && <p className="muted">{messages.loading}</p>}
          {florists?.length === 0 && <p className="muted">{messages.noData}</p>}
          {florists && florists.length > 0 && (
            <FloristTable florists={florists} toggling={toggling} onEdit={(florist) => setEditing({ florist })} onToggleActive={toggleActive} />
          )}
        </>
      )}
    </section>
  );
}
