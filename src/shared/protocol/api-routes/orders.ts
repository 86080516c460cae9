import { route } from '../endpoint.ts';

export const orderRoutes = {
  listOrders: route('GET', '/workbench/order', 'user'),
  getOrder: route('GET', '/workbench/order/:id', 'user'),
  updateOrder: route('PUT', '/workbench/order/:id', 'user'),
  createOrder: route('POST', '/workbench/order', 'user'),
  getOrderByBarcode: route('GET', '/workbench/orderId/:id', 'user'),
  undeleteOrder: route('POST', '/workbench/order/:id/undelete', 'admin'),
  /** Takes back the user's newest move, processed mark, delete or block edit of the order (issue 24). */
  undoOrderAction: route('POST', '/workbench/order/:id/undo', 'user'),
  /** Soft delete (administrators): the order leaves every list and can be restored with undeleteOrder. */
  deleteOrder: route('DELETE', '/workbench/order/:id', 'admin'),
  addLogEntry: route('POST', '/workbench/order/:id/internalLog', 'user'),
  deleteLogEntry: route('DELETE', '/workbench/order/:id/internalLog/:entryId', 'user'),
  sendMail: route('POST', '/workbench/order/:id/mail', 'user'),
  sendConfirmation: route('POST', '/workbench/order/:id/sendConfirmation', 'user'),
};
