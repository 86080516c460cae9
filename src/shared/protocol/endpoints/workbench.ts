import { Type } from 'typebox';
import { IdParams } from '../../schema/common.ts';
import { Order } from '../../schema/order.ts';
import { OrderAttributeParams } from '../../schema/order-requests.ts';
import { AttributeValue, Environment, Feature, FeatureSwitch, Locale, OrderAttribute, Printer } from '../../schema/workbench.ts';
import { workbenchRoutes } from '../api-routes/workbench.ts';
import { withSchemas } from '../endpoint.ts';

export const workbenchEndpoints = withSchemas(workbenchRoutes, {
  getEnvironment: { response: { 200: Environment } },
  getLocale: { response: { 200: Locale } },
  listFeatures: { response: { 200: Type.Array(Feature) } },
  switchFeature: { params: IdParams, body: FeatureSwitch, response: { 200: Feature } },
  listPrinters: { response: { 200: Type.Array(Printer) } },
  getDeliveryAddressSchema: {},
  getOrderSchema: {},
  getEndpointsSchema: {},
  listOrderAttributes: { response: { 200: Type.Array(OrderAttribute) } },
  setOrderAttribute: { params: OrderAttributeParams, body: AttributeValue, response: { 200: Order } },
});
