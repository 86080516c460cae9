import { route } from '../endpoint.ts';

export const workbenchRoutes = {
  getEnvironment: route('GET', '/env', 'public'),
  getLocale: route('GET', '/workbench/locale', 'public'),
  listFeatures: route('GET', '/workbench/feature', 'user'),
  switchFeature: route('PUT', '/workbench/feature/:id', 'admin'),
  listPrinters: route('GET', '/workbench/printer', 'user'),
  getDeliveryAddressSchema: route('GET', '/workbench/schema/DeliveryAddress', 'user'),
  getOrderSchema: route('GET', '/schema/Order', 'user'),
  getEndpointsSchema: route('GET', '/schema/endpoints', 'user'),
  listOrderAttributes: route('GET', '/workbench/order/attribute', 'user'),
  setOrderAttribute: route('PUT', '/workbench/order/:id/attribute/:attributeId', 'user'),
};
