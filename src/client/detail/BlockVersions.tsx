import { useId, type ReactNode } from 'react';

interface BlockVersionsProps {
  /** The server's refusal naming the block, when a colleague changed it meanwhile; else null. */
  conflict: string | null;
  /** The block as the colleague saved it: the open order's view, which the refusal brought up to date. */
  theirs: ReactNode;
  /** The user's own input, editable. */
  children: ReactNode;
}

/** One side of a conflict, titled; without a title (no conflict) just the fields. */
function Version({ title, children }: { title?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={title ? 'block-versions__version block-versions__version--titled' : 'block-versions__version'}
      aria-labelledby={title ? titleId : undefined}>
      {title && <h4 className="block-versions__title" id={titleId}>{title}</h4>}
      {children}
    </section>
  );
}

/**
 * The fields of an edit form; after a save refused because a colleague changed the same block, the colleague's
 * version beside the user's, so the user sees what they would overwrite before taking either. The user's fields keep
 * their place in the tree either way, so they keep the focus and what was typed.
 */
export function BlockVersions({ conflict, theirs, children }: BlockVersionsProps) {
  return (
    <>
      {conflict !== null && <p className="edit-form__conflict" role="alert">{conflict}</p>}
      <div className={conflict === null ? 'block-versions' : 'block-versions block-versions--two'}>
        {conflict !== null && <Version title="Versie van collega">{theirs}</Version>}
        <Version title={conflict === null ? undefined : 'Uw versie'}>{children}</Version>
      </div>
    </>
  );
}
