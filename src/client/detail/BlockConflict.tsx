import { useId, type ReactNode } from 'react';

interface BlockConflictProps {
  /** The server's refusal, naming the block. */
  message: string;
  /** The block as the colleague saved it: the open order's view, which the refusal brought up to date. */
  theirs: ReactNode;
  /** The user's own input, still editable. */
  children: ReactNode;
}

function Version({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="block-conflict__version" aria-labelledby={titleId}>
      <h4 className="block-conflict__title" id={titleId}>{title}</h4>
      {children}
    </section>
  );
}

/**
 * A save refused because a colleague changed the same block meanwhile: their version beside the user's, so the
 * user sees what they would overwrite before taking either.
 */
export function BlockConflict({ message, theirs, children }: BlockConflictProps) {
  return (
    <div className="block-conflict">
      <p className="edit-form__conflict" role="alert">{message}</p>
      <div className="block-conflict__versions">
        <Version title="Versie van collega">{theirs}</Version>
        <Version title="Uw versie">{children}</Version>
      </div>
    </div>
  );
}
