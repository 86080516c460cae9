import { isUnprocessed } from '../../shared/domain/folder-match.ts';
import { CommandButton } from '../commands/CommandButton.tsx';
import { DetailBlock } from './DetailBlock.tsx';

/** How far the order is handled; an unprocessed order can be finalised here (spec §4 Order processing). */
export function TreatmentBlock({ treatment }: { treatment: string }) {
  return (
    <DetailBlock title="Verwerking">
      <div>{treatment}</div>
      {isUnprocessed(treatment) && <CommandButton id="order.markProcessed" className="detail-action" />}
    </DetailBlock>
  );
}
