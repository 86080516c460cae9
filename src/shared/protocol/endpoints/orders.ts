import { IdParams } from '../../schema/common.ts';
import { ConfirmationBody, IdempotencyHeaders, MailBody } from '../../schema/mail.ts';
import { CreateOrder, Order, OrderChange, OrderList, OrderUpdate } from '../../schema/order.ts';
import { UndoRequest } from '../../schema/undo.ts';
import { BarcodeParams, ListQuery, LogEntryContent, LogEntryParams } from '../../schema/order-requests.ts';
import { endpoint } from '../endpoint.ts';

export const orderEndpoints = {
  listOrders: endpoint('GET', '/workbench/order', 'user', { querystring: ListQuery, response: { 200: OrderList } }),
  getOrder: endpoint('GET', '/workbench/order/:id', 'user', { params: IdParams, response: { 200: Order } }),
  updateOrder: endpoint('PUT', '/workbench/order/:id', 'user', { params: IdParams, body: OrderUpdate, response: { 200: OrderChange } }),
  createOrder: endpoint('POST', '/workbench/order', 'user', { body: CreateOrder, response: { 201: Order } }),
  getOrderByBarcode: endpoint('GET', '/workbench/orderId/:id', 'user', { params: BarcodeParams, response: { 200: Order } }),
  undeleteOrder: endpoint('POST', '/workbench/order/:id/undelete', 'admin', { params: IdParams, response: { 200: OrderChange } }),
  /** Takes back the user's newest move, processed mark, delete or block edit of the order (issue 24). */
  undoOrderAction: endpoint('POST', '/workbench/order/:id/undo', 'user', { params: IdParams, body: UndoRequest, response: { 200: OrderChange } }),
  /** Soft delete (administrators): the order leaves every list and can be restored with undeleteOrder. */
  deleteOrder: endpoint('DELETE', '/workbench/order/:id', 'admin', { params: IdParams, response: { 200: OrderChange } }),
  addLogEntry: endpoint('POST', '/workbench/order/:id/internalLog', 'user', {
    params: IdParams, body: LogEntryContent, response: { 201: OrderChange },
  }),
  deleteLogEntry: endpoint('DELETE', '/workbench/order/:id/internalLog/:entryId', 'user', {
    params: LogEntryParams, response: { 200: OrderChange },
  }),
  sendMail: endpoint('POST', '/workbench/order/:id/mail', 'user', {
    params: IdParams, headers: IdempotencyHeaders, body: MailBody, response: { 200: Order },
  }),
  sendConfirmation: endpoint('POST', '/workbench/order/:id/sendConfirmation', 'user', {
    params: IdParams, headers: IdempotencyHeaders, body: ConfirmationBody, response: { 200: Order },
  }),
};
