import { formatDateTime } from '../../../shared/domain/format.ts';
import { PRINT_DOCUMENT_TYPES } from '../../../shared/domain/printing.ts';
import { CommandButton } from '../../commands/CommandButton.tsx';
import type { OrderSnapshot } from '../order-snapshot.ts';
import './print.css';

/**
 * The order's documents, each with its print button (greyed out exactly when its command does not apply, e.g. a
 * card of 10 or more lines) and when it was last printed; and 'Laatste print opnieuw'.
 */
export function PrintActions({ order }: { order: OrderSnapshot }) {
  return (
    <section className="print-actions" aria-label="Printen">
      <header className="print-actions__header">
        <h3 className="detail-section-title">Printen</h3>
        <CommandButton id="print.reprintLast" className="print-actions__again" />
      </header>
      <div className="print-actions__documents">
        {PRINT_DOCUMENT_TYPES.map((type) => {
          const printedAt = order.printJobs[type];
          return (
            <div className="print-action" key={type}>
              <CommandButton id={`print.${type}`} />
              <span className="print-action__when">{printedAt ? `Geprint ${formatDateTime(printedAt)}` : 'Nog niet geprint'}</span>
            </div>
          );
        })}
      </div>
    </section>
  );
}
