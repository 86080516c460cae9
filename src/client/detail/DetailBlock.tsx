import { useId, type ReactNode } from 'react';

interface DetailBlockProps {
  title: string;
  /** A button beside the title, e.g. the pencil of an editable block. */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled block of the order detail; a region named by its title. */
export function DetailBlock({ title, action, children }: DetailBlockProps) {
  const titleId = useId();
  return (
    <section className="detail-block" aria-labelledby={titleId}>
      <div className="detail-block__head">
        <h3 className="detail-block__title" id={titleId}>{title}</h3>
        {action}
      </div>
      <div className="detail-block__body">{children}</div>
    </section>
  );
}

/** Shown where a block has nothing to say, so an empty field reads as empty rather than as missing. */
export function NoValue({ children = '—' }: { children?: ReactNode }) {
  return <span className="detail-none">{children}</span>;
}
