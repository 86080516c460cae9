import { DetailBlock } from './DetailBlock.tsx';

export function PaymentBlock({ method, isPaid }: { method: string; isPaid: boolean }) {
  return (
    <DetailBlock title="Betaling">
      {method}{' '}
      <span className={isPaid ? 'detail-paid' : 'detail-unpaid'}>{isPaid ? 'Betaald' : 'Niet betaald'}</span>
    </DetailBlock>
  );
}
