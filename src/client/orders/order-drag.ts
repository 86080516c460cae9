// An order row dragged onto a folder tab carries the order id under its own type, so other drags are ignored.
import type { DragEvent } from 'react';

const ORDER_ID_TYPE = 'application/x-werkplaats-order-id';

export function startOrderDrag(event: DragEvent, orderId: number, orderNumber: string) {
  event.dataTransfer.setData(ORDER_ID_TYPE, String(orderId));
  event.dataTransfer.setData('text/plain', orderNumber);
  event.dataTransfer.effectAllowed = 'move';
}

export const isOrderDrag = (event: DragEvent) => Array.from(event.dataTransfer.types).includes(ORDER_ID_TYPE);

export function draggedOrderId(event: DragEvent): number | null {
  const id = Number(event.dataTransfer.getData(ORDER_ID_TYPE));
  return Number.isInteger(id) && id > 0 ? id : null;
}
