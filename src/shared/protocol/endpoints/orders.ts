import { IdParams } from '../../schema/common.ts';
import { ConfirmationBody, IdempotencyHeaders, MailBody } from '../../schema/mail.ts';
import { CreateOrder, Order, OrderChange, OrderList, OrderUpdate } from '../../schema/order.ts';
import { UndoRequest } from '../../schema/undo.ts';
import { BarcodeParams, ListQuery, LogEntryContent, LogEntryParams } from '../../schema/order-requests.ts';
import { orderRoutes } from '../api-routes/orders.ts';
import { withSchemas } from '../endpoint.ts';

export const orderEndpoints = withSchemas(orderRoutes, {
  listOrders: { querystring: ListQuery, response: { 200: OrderList } },
  getOrder: { params: IdParams, response: { 200: Order } },
  updateOrder: { params: IdParams, body: OrderUpdate, response: { 200: OrderChange } },
  createOrder: { body: CreateOrder, response: { 201: Order } },
  getOrderByBarcode: { params: BarcodeParams, response: { 200: Order } },
  undeleteOrder: { params: IdParams, response: { 200: OrderChange } },
  undoOrderAction: { params: IdParams, body: UndoRequest, response: { 200: OrderChange } },
  deleteOrder: { params: IdParams, response: { 200: OrderChange } },
  addLogEntry: { params: IdParams, body: LogEntryContent, response: { 201: OrderChange } },
  deleteLogEntry: { params: LogEntryParams, response: { 200: OrderChange } },
  sendMail: { params: IdParams, headers: IdempotencyHeaders, body: MailBody, response: { 200: Order } },
  sendConfirmation: {
    params: IdParams, headers: IdempotencyHeaders, body: ConfirmationBody, response: { 200: Order },
  },
});
