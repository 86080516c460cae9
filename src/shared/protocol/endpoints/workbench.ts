import { Type } from 'typebox';
import { IdParams } from '../../schema/common.ts';
import { Order } from '../../schema/order.ts';
import { OrderAttributeParams } from '../../schema/order-requests.ts';
import { AttributeValue, Environment, Feature, FeatureSwitch, Locale, OrderAttribute, Printer } from '../../schema/workbench.ts';
import { endpoint } from '../endpoint.ts';

export const workbenchEndpoints = {
  getEnvironment: endpoint('GET', '/env', 'public', { response: { 200: Environment } }),
  getLocale: endpoint('GET', '/workbench/locale', 'public', { response: { 200: Locale } }),
  listFeatures: endpoint('GET', '/workbench/feature', 'user', { response: { 200: Type.Array(Feature) } }),
  switchFeature: endpoint('PUT', '/workbench/feature/:id', 'admin', {
    params: IdParams, body: FeatureSwitch, response: { 200: Feature },
  }),
  listPrinters: endpoint('GET', '/workbench/printer', 'user', { response: { 200: Type.Array(Printer) } }),
  getDeliveryAddressSchema: endpoint('GET', '/workbench/schema/DeliveryAddress', 'user', {}),
  getOrderSchema: endpoint('GET', '/schema/Order', 'user', {}),
  getEndpointsSchema: endpoint('GET', '/schema/endpoints', 'user', {}),
  listOrderAttributes: endpoint('GET', '/workbench/order/attribute', 'user', { response: { 200: Type.Array(OrderAttribute) } }),
  setOrderAttribute: endpoint('PUT', '/workbench/order/:id/attribute/:attributeId', 'user', {
    params: OrderAttributeParams, body: AttributeValue, response: { 200: Order },
  }),
};
