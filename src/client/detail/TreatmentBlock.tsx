import { mayMarkProcessed } from '../../shared/domain/order-rules.ts';
import { CommandButton } from '../commands/CommandButton.tsx';
import { DetailBlock } from './DetailBlock.tsx';

/** How far the order is handled; a new or printed order can be finalised here (spec §4 Order processing). */
export function TreatmentBlock({ treatment }: { treatment: string }) {
  return (
    <DetailBlock title="Verwerking">
      <div>{treatment}</div>
      {mayMarkProcessed({ treatment }) && <CommandButton id="order.markProcessed" className="detail-action" />}
    </DetailBlock>
  );
}
